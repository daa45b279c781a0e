// The HTTP methods a route or router has a function for: the runtime's list, lowercase.
import { METHODS } from 'node:http';

export const methods: readonly string[] = METHODS.map((m) => m.toLowerCase());
