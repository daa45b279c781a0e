// Path syntax of generation 3.x. Routes compile as in 4.x (path-to-regexp 0.1).
// Mount paths (app.use) are literal prefixes, compared case-insensitively,
// that match when followed by '/', '.' or the end of the path.
import { pathSyntax4 } from '../router/path-syntax/4.x';
import type { CompiledPath, PathMatchOptions, PathPattern, PathSyntax } from '../router/path-syntax/types';

export const pathSyntax3: PathSyntax = (pattern: PathPattern, options: PathMatchOptions): CompiledPath => {
  if (options.end || typeof pattern !== 'string') return pathSyntax4(pattern, options);
  return mountPrefix(pattern);
};

function mountPrefix(pattern: string): CompiledPath {
  const prefix = pattern.replace(/\/+$/, '').toLowerCase();
  const len = prefix.length;
  if (len === 0) return { match: () => ({ params: {}, path: '' }) };
  return {
    match(pathname) {
      if (pathname.length < len || pathname.slice(0, len).toLowerCase() !== prefix) return null;
      const c = pathname[len];
      if (c !== undefined && c !== '/' && c !== '.') return null;
      return { params: {}, path: pathname.slice(0, len) };
    },
  };
}
