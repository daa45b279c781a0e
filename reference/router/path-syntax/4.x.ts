// Path syntax of generation 4.x: path-to-regexp 0.1.
//   ':name' parameter, ':name?' optional, '*' wildcard (captured as params[0], ...),
//   '(regex)' inline groups. Arrays and RegExp patterns compile to one expression.
//   Optional parameters that did not match are present with the value undefined.
import pathToRegexp0 = require('path-to-regexp-0');
import { decodeParam, guardPrefix, literalPrefix } from './common';
import type { CompiledPath, Params, PathMatchOptions, PathPattern, PathSyntax } from './types';

interface Key {
  name: string | number;
}

export const pathSyntax4: PathSyntax = (pattern: PathPattern, options: PathMatchOptions): CompiledPath => {
  if ((pattern as unknown) === '*') {
    return { match: (pathname) => ({ params: { 0: decodeParam(pathname) }, path: pathname }) };
  }
  // A mount at the root takes every path and consumes none of it: the expression would
  // consume a leading '/' of '//x', leaving req.url '/x' where Express 4 leaves '//x'.
  if (pattern === '/' && !options.end) return { match: () => ({ params: {}, path: '' }) };
  const keys: Key[] = [];
  const re = pathToRegexp0(pattern, keys, {
    sensitive: options.sensitive,
    strict: options.strict,
    end: options.end,
  });
  const compiled: CompiledPath = {
    match(pathname) {
      const m = re.exec(pathname);
      if (!m) return null;
      const params: Params = {};
      for (let i = 1; i < m.length; i++) {
        const name = keys[i - 1].name;
        const value = m[i] === undefined ? undefined : decodeParam(m[i]);
        if (value !== undefined || !Object.prototype.hasOwnProperty.call(params, name)) params[name] = value;
      }
      return { params, path: m[0] };
    },
  };
  return typeof pattern === 'string' ? guardPrefix(literalPrefix(pattern), options.sensitive, compiled) : compiled;
};
