// Path syntax of generation 5.x: path-to-regexp 8.
//   ':name' parameter, '{...}' optional part, '*name' / '{*splat}' wildcard
//   (its value is an array of segments). RegExp patterns are used as given;
//   their groups become params by name (named groups) or by index.
import { match as compileMatch } from 'path-to-regexp';
import { decodeParam, guardPrefix, literalPrefix } from './common';
import type { CompiledPath, Params, PathMatchOptions, PathPattern, PathSyntax } from './types';

const GROUP = /\((?:\?<(.*?)>)?(?!\?)/g;

function compileRegExp(re: RegExp): CompiledPath {
  const names: Array<string | number> = [];
  let index = 0;
  for (const m of re.source.matchAll(GROUP)) names.push(m[1] || index++);
  return {
    match(pathname) {
      const m = re.exec(pathname);
      if (!m) return null;
      const params: Params = {};
      for (let i = 1; i < m.length; i++) {
        const value = m[i] === undefined ? undefined : decodeParam(m[i]);
        if (value !== undefined) params[names[i - 1]] = value;
      }
      return { params, path: m[0] };
    },
  };
}

function compileString(pattern: string, options: PathMatchOptions): CompiledPath {
  // Without strict routing the pattern's trailing slashes are dropped and one
  // trailing slash is allowed in the request path.
  const source = options.strict || pattern === '/' ? pattern : pattern.replace(/\/+$/, '');
  // A mount at the root takes every path, none of it consumed.
  if (!options.end && (source === '/' || source === '')) return { match: () => ({ params: {}, path: '' }) };
  const fn = compileMatch(source, {
    sensitive: options.sensitive,
    end: options.end,
    trailing: !options.strict,
    decode: decodeParam,
  });
  // (a match of path-to-regexp is a PathMatch as it is: { path, params })
  const compiled: CompiledPath = { match: (pathname) => fn(pathname) || null };
  return guardPrefix(literalPrefix(source), options.sensitive, compiled);
}

export const pathSyntax5: PathSyntax = (pattern: PathPattern, options: PathMatchOptions): CompiledPath => {
  if (Array.isArray(pattern)) {
    const matchers = (pattern as PathPattern[]).flat(Infinity as 1).map((p) => pathSyntax5(p as PathPattern, options));
    return {
      match(pathname) {
        for (const m of matchers) {
          const r = m.match(pathname);
          if (r) return r;
        }
        return null;
      },
    };
  }
  if (pattern instanceof RegExp) return compileRegExp(pattern);
  return compileString(String(pattern), options);
};
