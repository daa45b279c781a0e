// Declarations for dependencies that ship no types.
declare module 'path-to-regexp-0' {
  function pathToRegexp(path: unknown, keys: unknown[], options?: { sensitive?: boolean; strict?: boolean; end?: boolean }): RegExp;
  export = pathToRegexp;
}
