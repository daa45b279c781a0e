// The shape of a generation profile: every behavioural difference between
// generations of the framework, named and listed in one place.
// Code reads these flags; it never asks "which generation is this?".
import type { PathSyntax } from '../router/path-syntax/types';
import type { BodyGeneration } from '../body/index';
import type { StaticGeneration } from '../static';

export interface GenerationProfile {
  /** Generation name, e.g. '5.x'. Informational only. */
  readonly name: string;

  // --- routing -------------------------------------------------------------
  /** How path strings are compiled into matchers (wildcards, params, optionals). */
  readonly pathSyntax: PathSyntax;
  /** A handler (or param callback) returning a rejected promise calls next(err). */
  readonly asyncErrors: boolean;
  /** Characters allowed right after a mount prefix (5.x only '/'; 4.x also '.'). */
  readonly mountBoundary: string;
  /** Automatic OPTIONS answer: 'plain' = sorted ", " list as text/plain; 'send' = res.send of a "," list. */
  readonly optionsResponse: 'plain' | 'send';
  /** `app.param(fn)` / `router.param(fn)` replace how named params are registered (deprecated 4.11). */
  readonly paramFunctionForm: boolean;
  /** `router.param(':name', fn)` strips the leading colon (4.x, deprecated). */
  readonly paramColonPrefix: boolean;

  // --- application ---------------------------------------------------------
  /** 'lazy': `app.router` is the built-in router, made on first access. 'throws': reading it throws (4.x). */
  readonly appRouter: 'lazy' | 'throws';
  /** Deprecated aliases kept by the generation: app.del, req.acceptsCharset, ... */
  readonly legacyAliases: boolean;
  /** Setting defaults that differ between generations. */
  readonly defaults: { readonly 'query parser': 'simple' | 'extended' };

  // --- request -------------------------------------------------------------
  /** 'hostname': `req.host` is a deprecated alias of req.hostname (4.x). 'host': host with port (5.x). */
  readonly reqHost: 'hostname' | 'host';
  /** `req.query` is 'getter' (read-only, parsed with the current app's parser, 5.x) or 'writable' (4.x). */
  readonly reqQuery: 'getter' | 'writable';
  /** `req.param(name)` exists (4.x, deprecated). */
  readonly reqParam: boolean;

  // --- response ------------------------------------------------------------
  /** res.status throws on non-integer codes or codes outside 100..999 (5.x). */
  readonly strictStatus: boolean;
  /** Old argument orders: res.send(status, body), res.send(200), res.json(status, obj), res.redirect(url, status). */
  readonly legacyResponseSignatures: boolean;
  /** 'back' in res.location / res.redirect means the Referer or '/' (4.x, deprecated 4.21). */
  readonly locationBack: boolean;
  /** HTML body of res.redirect, from the status text and the escaped URL. */
  readonly redirectHtml: (statusText: string, escapedUrl: string) => string;
  /** res.clearCookie drops maxAge so it cannot override the past expiry (5.x). */
  readonly clearCookieDropsMaxAge: boolean;
  /** res.links accepts arrays of URLs per rel (5.x). */
  readonly linksArrays: boolean;
  /** Extension → MIME type entries that differ from the current mime database (4.x's older table). */
  readonly mimeOverrides: Readonly<Record<string, string>>;
  /** Content-Disposition always quotes the filename parameter (4.x), else only when needed. */
  readonly quoteDispositionFilename: boolean;
  /** res.sendFile passes the app's etag setting to the file sender (5.x); else the sender's default. */
  readonly sendFileEtagFromApp: boolean;

  // --- built-in middleware -------------------------------------------------
  readonly body: BodyGeneration;
  readonly static: StaticGeneration;
}
