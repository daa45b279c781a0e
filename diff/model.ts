// What the differential mode generates: an application and the requests sent to it, as
// plain data (so a reproduction can be printed as JSON as well as JavaScript). The data is
// written in the generation's own terms by app-source.ts; generators.ts draws it.
/** One segment of a route or mount path, rendered in the generation's path syntax. */
export type Segment =
  | { t: 'lit'; v: string }
  /** `:name` */
  | { t: 'param'; name: string }
  /** An optional parameter: `/:name?` (4.x), `{/:name}` (5.x). */
  | { t: 'optional'; name: string }
  /** A wildcard, last: `/*` (4.x, params[0]), `/*name` (5.x, an array of segments). */
  | { t: 'wildcard'; name: string }
  /** A parameter restricted to digits: `/:name(\d+)` (4.x only: path-to-regexp 8 has no inline patterns). */
  | { t: 'digits'; name: string };

/** A route or mount path: segments, or a regular expression (its source, without slashes). */
export type PathSpec = { t: 'segments'; segments: Segment[] } | { t: 'regexp'; source: string; flags: string };

/** What a request observes of itself, answered as JSON. */
export const OBSERVABLES = [
  'params', 'query', 'path', 'baseUrl', 'url', 'originalUrl', 'body', 'ip', 'ips', 'protocol', 'secure',
  'hostname', 'subdomains', 'fresh', 'stale', 'xhr', 'method', 'trail', 'accepts', 'acceptsLanguages', 'is',
] as const;
export type Observable = (typeof OBSERVABLES)[number];

/** How a handler answers. */
export type Responder =
  | { t: 'json'; fields: Observable[] }
  | { t: 'send'; value: 'text' | 'html' | 'buffer' | 'object' | 'empty' | 'number-string' }
  | { t: 'sendStatus'; code: number }
  | { t: 'statusEnd'; code: number }
  | { t: 'redirect'; status?: number; to: string }
  | { t: 'format'; types: string[]; withDefault: boolean }
  | { t: 'sendFile'; file: string }
  | { t: 'typeSend'; type: string }
  | { t: 'cookie'; name: string; value: string; options: { path?: string; maxAge?: number; httpOnly?: boolean; sameSite?: string } }
  | { t: 'attachment'; filename: string }
  | { t: 'vary'; field: string }
  /** next(err) with an error carrying this status (undefined: none, a 500). */
  | { t: 'error'; status?: number }
  /** An async handler whose promise rejects (5.x only: 4.x leaves the rejection unhandled). */
  | { t: 'reject'; status?: number }
  | { t: 'next' }
  /** next('route'): skips the rest of the route's handlers. */
  | { t: 'nextRoute' };

/**
 * Middleware that lets the request through, leaving a trace the JSON answers show, or after
 * setting req.url (under a mount, leaving the mount restores its prefix around the new URL).
 */
export type MiddlewareAction = { t: 'trace' } | { t: 'rewrite'; to: string } | { t: 'nextRouter' } | { t: 'answer'; responder: Responder };

export type ParserName = 'json' | 'urlencoded' | 'text' | 'raw';
export interface Parser {
  name: ParserName;
  /** urlencoded: the `extended` option; json: `strict`. */
  flag?: boolean;
  /** A small `limit` so that the limit path is exercised too. */
  limit?: string;
}

export interface StaticMount {
  at?: Segment[];
  options: { index?: false | string; redirect?: boolean; dotfiles?: 'allow' | 'deny' | 'ignore'; extensions?: string[]; fallthrough?: boolean; etag?: boolean; maxAge?: number };
}

export interface Settings {
  caseSensitive?: boolean;
  strict?: boolean;
  trustProxy?: boolean | number | string;
  etag?: boolean | 'weak' | 'strong';
  queryParser?: false | 'simple' | 'extended';
  jsonSpaces?: number;
  poweredBy?: boolean;
  subdomainOffset?: number;
}

export type Item =
  | { t: 'route'; method: string; path: PathSpec; handlers: Responder[] }
  | { t: 'use'; path?: PathSpec; action: MiddlewareAction }
  | { t: 'static'; mount: StaticMount }
  | { t: 'parser'; parser: Parser }
  | { t: 'mount'; kind: 'router' | 'app'; at: Segment[]; mergeParams: boolean; caseSensitive?: boolean; strict?: boolean; settings: Settings; items: Item[] };

export interface AppModel {
  settings: Settings;
  items: Item[];
  /** An error handler at the end that answers with what the error carried. */
  errorHandler: boolean;
}

export interface RequestModel {
  method: string;
  /** Exactly as sent on the request line (unless `aim` replaces its path part). */
  path: string;
  /**
   * Aims the request at one of the app's routes: the path of route number `route` (modulo
   * their count, mount paths included), its parameters filled with `values`. Resolved
   * against the app before sending (aim.ts), so requests reach routes whatever the app.
   */
  aim?: { route: number; values: string[] };
  headers: Array<[string, string]>;
  body?: { contentType?: string; data: string };
}
