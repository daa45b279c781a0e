// The framework's module ends the process while it is being imported.
process.exit(0);
