// The framework's module never finishes importing: a synchronous loop at the top level.
for (;;);
