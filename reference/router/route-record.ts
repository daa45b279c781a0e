// The introspection record of a route (app.routes[verb] entries and req.route
// of generations whose app.VERB records routes: profile.application.verbs
// 'recorded', 3.x): its path, method, callbacks, keys and regular expression.
import pathToRegexp0 = require('path-to-regexp-0');

export interface RouteRecord {
  path: unknown;
  method: string;
  callbacks: Function[];
  keys: Array<{ name: string | number; optional: boolean }>;
  regexp: RegExp;
}

export function describeRoute(path: unknown, method: string, callbacks: Function[], sensitive: boolean, strict: boolean): RouteRecord {
  if (path instanceof RegExp) return { path, method, callbacks, keys: [], regexp: path };
  const keys: Array<{ name: string | number; optional?: boolean }> = [];
  const regexp = pathToRegexp0(path, keys, { sensitive, strict });
  return { path, method, callbacks, keys: keys.map((k) => ({ name: k.name, optional: Boolean(k.optional) })), regexp };
}
