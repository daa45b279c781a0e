// What a path syntax provides to the router: a compiler from a path pattern
// (string, RegExp or array of them) to a matcher. One module per generation.
import type { Params } from '../../types';

export interface PathMatchOptions {
  /** Case sensitive matching ('case sensitive routing' / Router caseSensitive). */
  sensitive: boolean;
  /** '/foo' and '/foo/' differ ('strict routing' / Router strict). */
  strict: boolean;
  /** true for routes (whole path), false for middleware mounts (prefix). */
  end: boolean;
}

export type { Params };

export interface PathMatch {
  /** Decoded parameters (named, or numbered for wildcards and RegExp groups). */
  params: Params;
  /** The part of the request path that matched (the prefix, for mounts). */
  path: string;
}

export type PathPattern = string | RegExp | readonly PathPattern[];

export interface CompiledPath {
  /** Matches a request pathname; null when it does not match. May throw a 400 error for a bad escape. */
  match(pathname: string): PathMatch | null;
  /**
   * When known, the literal start of every path this matches ('/users' for
   * '/users/:id'), ASCII-lower-cased unless matching is case sensitive (the
   * request path is compared with its ASCII letters lower-cased): the router's
   * index (router/route-index.ts) skips the pattern for paths that do not start with it.
   */
  prefix?: string;
  /** Whether `prefix` is compared as written (else with the path's ASCII letters lower-cased). */
  sensitive?: boolean;
}

export type PathSyntax = (pattern: PathPattern, options: PathMatchOptions) => CompiledPath;
