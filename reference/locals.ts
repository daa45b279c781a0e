// app.locals and res.locals of generations whose locals are functions (3.x:
// profile.application.locals): called with an object, the function merges its
// properties into itself and returns the object. Its own enumerable properties
// are the locals; an arrow function has no `prototype`, so a fresh one has none.
export type Locals = ((obj: Record<string, unknown>) => Record<string, unknown>) & Record<string, any>;

export function createLocals(): Locals {
  const locals = ((obj: Record<string, unknown>) => {
    for (const key of Object.keys(obj)) locals[key] = obj[key];
    return obj;
  }) as Locals;
  return locals;
}
