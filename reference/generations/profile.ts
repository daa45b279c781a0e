// The shape of a generation profile: every behavioural difference between
// generations of the framework, named and grouped by concept, in one place.
// Code reads these fields; it never asks "which generation is this?", and no
// field is inferred from another.
import type { HandlerErrors } from '../router/handler-errors';
import type { PathSyntax } from '../router/path-syntax/types';
import type { Freshness } from '../freshness';
import type { Disposition } from '../response/disposition';
import type { Handler, Res } from '../types';

export interface GenerationProfile {
  /** Generation name, e.g. '5.x'. Informational only. */
  readonly name: string;
  readonly routing: RoutingProfile;
  readonly application: ApplicationProfile;
  readonly request: RequestProfile;
  readonly response: ResponseProfile;
  readonly body: BodyGeneration;
  readonly static: StaticGeneration;
}

export interface RoutingProfile {
  /** How path strings are compiled into matchers (wildcards, params, optionals). */
  readonly pathSyntax: PathSyntax;
  /** A handler (or param callback) returning a rejected promise calls next(err). */
  readonly asyncErrors: boolean;
  /** Characters allowed right after a mount prefix (5.x only '/'; 4.x also '.'). */
  readonly mountBoundary: string;
  /**
   * When a mount emptied req.url it adds a '/', and next() takes that '/' back. 'always' (4.x)
   * takes the first character whatever a middleware wrote there since; 'unless-rewritten'
   * (5.x, router 2.3.0) takes it only from the root ('/', '/?q'), or when the mount prefix
   * ends in '/' itself: a rewrite to '/b' under '/a' is restored as '/a/b', not '/ab'.
   */
  readonly addedSlash: 'always' | 'unless-rewritten';
  /** Automatic OPTIONS answer: 'plain' = sorted ", " list as text/plain; 'send' = res.send of a "," list. */
  readonly optionsResponse: 'plain' | 'send';
  /** `app.param(fn)` / `router.param(fn)` replace how named params are registered (deprecated 4.11). */
  readonly paramFunctionForm: boolean;
  /** `router.param(':name', fn)` strips the leading colon (4.x, deprecated). */
  readonly paramColonPrefix: boolean;
  /**
   * A bad router.param call: 'argument' = a TypeError naming the bad argument; 'invalid-call'
   * (3.x) = Error "invalid param() call for <name>, got <fn>", any name taken as a string,
   * and a rewriter (param(fn) form) answering nothing keeps the callback.
   */
  readonly paramErrors: 'argument' | 'invalid-call';
  /**
   * router.handle(req, res, [callback]): 'required' throws without a callback (5.x);
   * 'optional' (4.x) lets a router run as a plain (req, res) function; what leaves it
   * then gets the default final handler (Express 4 would throw there).
   */
  readonly handleCallback: 'required' | 'optional';
  /** The wording of errors for handlers that are not functions (router/handler-errors.ts). */
  readonly handlerErrors: HandlerErrors;
}

export interface ApplicationProfile {
  /**
   * Where app.route, app.VERB and app.param put routes, and what `app.router` is.
   * 'lazy': the app's one router, made on first use; `app.router` is that router (5.x).
   * 'throws': the same router; reading `app.router` throws (4.x).
   * 'placed': routes live in a router of their own, run by the middleware `app.router`
   * where it is placed in the stack; the first route defined before app.router was
   * read places it there (3.x).
   */
  readonly appRouter: 'lazy' | 'throws' | 'placed';
  /**
   * app.VERB: 'route' adds the handlers to app.route(path). 'recorded' (3.x) first
   * checks every callback is a function (an Error naming the verb), records the
   * route in app.routes[verb], and app.all goes through each app.VERB.
   */
  readonly verbs: 'route' | 'recorded';
  /**
   * An app with nothing registered yet (no router) still sets X-Powered-By and prepares req
   * and res before its final handler (3.x, 5.x); false: the final handler answers the bare
   * request (4.x, whose initialisation is the first layer of its router).
   */
  readonly initWithoutRouter: boolean;
  /** app.param(name, ...fns): 'first' registers the first callback; 'all' each of them (3.x). */
  readonly paramCallbacks: 'first' | 'all';
  /** app.locals and res.locals: plain objects, or functions that merge an object into themselves (3.x). */
  readonly locals: 'object' | 'function';
  /**
   * Names of 3.x's bundled middleware that fw no longer has: reading `fw.<name>` throws an
   * error saying so, instead of giving undefined (4.x). Empty when there is nothing to say.
   */
  readonly unbundledMiddleware: readonly string[];
  /** Deprecated aliases kept by the generation: app.del, req.acceptsCharset, ... */
  readonly legacyAliases: boolean;
  /** Setting defaults that differ between generations. */
  readonly defaults: { readonly 'query parser': 'simple' | 'extended' };
  /** Settings given a default only when 'env' is 'development' (3.x: 'json spaces' 2). */
  readonly developmentDefaults: Readonly<Record<string, unknown>>;
  /**
   * The extended query parser's array limit (qs's `arrayLimit`, counted in elements): `a[i]=x`
   * gives an array for i below it and an object keyed by i from it on; more repeats of a key
   * than it give an object too. 3.x: 21 (connect's qs 4 makes arrays up to index 20);
   * 4.x: 1000, as Express 4.22.2 sets it; 5.x: qs's default, 20.
   */
  readonly queryArrayLimit: number;
}

export interface RequestProfile {
  /** 'hostname': `req.host` is a deprecated alias of req.hostname (4.x). 'host': host with port (5.x). */
  readonly reqHost: 'hostname' | 'host';
  /**
   * `req.query` is 'getter' (read-only, parsed with the current app's parser at each read: a
   * new object each time, 5.x) or 'writable' (parsed once and kept, assignable, 4.x).
   */
  readonly reqQuery: 'getter' | 'writable';
  /** `req.param(name)` exists (4.x, deprecated). */
  readonly reqParam: boolean;
  /** What req.accepts gives when no type is acceptable: false, or undefined (3.x). */
  readonly acceptsNone: false | undefined;
  /**
   * req.acceptsCharsets / acceptsLanguages: 'negotiate' gives the best match (or false);
   * 'listed' (3.x) says whether the header is absent or lists the value (or '*').
   */
  readonly acceptsLists: 'negotiate' | 'listed';
  /**
   * req.is: 'type-is' gives the matching type, false or null; 'boolean' (3.x) says
   * whether the Content-Type is the one type given (MIME type, extension, or with '*').
   */
  readonly is: 'type-is' | 'boolean';
  /** When a conditional GET is fresh (req.fresh, and so res.send's 304): the generation's `fresh` module. */
  readonly freshness: Freshness;
}

export interface ResponseProfile {
  /** res.status throws on non-integer codes or codes outside 100..999 (5.x). */
  readonly strictStatus: boolean;
  /** Old argument orders: res.send(status, body), res.send(200), res.json(status, obj), res.redirect(url, status). */
  readonly legacyResponseSignatures: boolean;
  /** 'back' in res.location / res.redirect means the Referer or '/' (4.x, deprecated 4.21). */
  readonly locationBack: boolean;
  /** res.location resolves './x' and '../x' against the request URL and 'x' against the mount point (3.x). */
  readonly relativeLocation: boolean;
  /** HTML body of res.redirect, from the status text and the escaped URL. */
  readonly redirectHtml: (statusText: string, escapedUrl: string) => string;
  /** res.clearCookie drops maxAge so it cannot override the past expiry (5.x). */
  readonly clearCookieDropsMaxAge: boolean;
  /** The error res.cookie throws for a signed cookie without req.secret. */
  readonly signedCookieError: string;
  /** res.links accepts arrays of URLs per rel (5.x). */
  readonly linksArrays: boolean;
  /** The MIME type res.type gives an extension or file name (the generation's MIME table), false if unknown. */
  readonly typeOf: (extensionOrFile: string) => string | false;
  /**
   * What res.set('Content-Type', value) (and so res.type) stores: the value completed with
   * the default charset of its MIME type in the generation's table (5.x also looks up a bare
   * extension); undefined: the value as given (3.x).
   */
  readonly completeContentType: ((value: string) => string) | undefined;
  /** The charset the response names for a text body res.send writes (3.x: res.charset); none: UTF-8. */
  readonly bodyCharset: ((res: Res) => string | undefined) | undefined;
  /** Content-Disposition 'attachment' with an optional file name: the generation's content-disposition module. */
  readonly disposition: Disposition;
  /**
   * res.attachment(filename) sets the Content-Type when the file name is non-empty ('name',
   * 3.x/4.x), or when its base name is (5.x: attachment('/') sets none).
   */
  readonly attachmentTypedBy: 'name' | 'base name';
  /** res.sendFile passes the app's etag setting to the file sender (5.x); else the sender's default. */
  readonly sendFileEtagFromApp: boolean;
  /**
   * res.download(path, [filename], [fn]) (3.x: no options argument) with the Content-Type
   * this gives for the path; undefined: res.download(path, [filename], [options], [fn]) and the sender's type.
   */
  readonly downloadContentType: ((file: string) => string) | undefined;
  /** The Content-Type of files sent by res.sendFile and res.download; undefined: the file sender's own (send 1.x). */
  readonly fileContentType: ((file: string) => string) | undefined;
  /** How res.sendFile and res.download read Range and conditional headers (the same rules as fw.static's). */
  readonly fileSender: FileSenderRules;
  /** res.sendfile(path, [options], [fn]), deprecated lower-case form: the file sender's options, the path as given (3.x, 4.x). */
  readonly lowercaseSendfile: boolean;
  readonly send: SendProfile;
}

/** How res.send turns a body into a response. */
export interface SendProfile {
  /** res.send(code) with a code that has no status text: no body, or the code as text (3.x). */
  readonly unknownStatusBody: 'none' | 'code';
  /** Bodies sent as bytes: every typed array, or Buffers only (3.x; other typed arrays are JSON). */
  readonly binary: 'typed-arrays' | 'buffers';
  /** Content-Length is set unless Transfer-Encoding is ('unless-chunked'), or unless already set (3.x). */
  readonly contentLength: 'unless-chunked' | 'unless-set';
  /**
   * A string body becomes bytes when it is tagged or 1000 characters or more (so an etag
   * function gets bytes, and headers beyond ASCII go out as Latin-1), or is sent and tagged
   * as the string it is (3.x).
   */
  readonly stringBody: 'bytes-when-tagged-or-long' | 'string';
  /** 205 Reset Content is sent with an empty body and Content-Length 0 (not 3.x). */
  readonly resetContent: boolean;
}

/** What differs in fw.json, fw.raw, fw.text and fw.urlencoded. */
export interface BodyGeneration {
  /**
   * req.body when nothing is parsed: 'object' ({}; also replaces a falsy req.body,
   * body-parser 1.x) or 'undefined' (set only when req.body is absent, body-parser 2.x).
   */
  readonly emptyBody: 'object' | 'undefined';
  /**
   * When a parser passes a request through untouched: 'flag' = an earlier parser
   * marked it read (req._body, 1.x); 'finished' = nothing more can be read from it (2.x).
   */
  readonly alreadyRead: 'flag' | 'finished';
  /** Default of urlencoded `extended`. */
  readonly urlencodedExtended: boolean;
  /** Content-Encodings that are decompressed (besides identity). */
  readonly encodings: ReadonlySet<string>;
  /** Values of urlencoded's `defaultCharset` option, used when the Content-Type names no charset. */
  readonly urlencodedDefaultCharsets: ReadonlySet<string>;
  /** The non-extended urlencoded parser: node's querystring (1.x) or qs without nesting (2.x). */
  readonly simpleUrlencoded: 'querystring' | 'qs';
  /** urlencoded passes charset, charsetSentinel and interpretNumericEntities to qs (2.x). */
  readonly urlencodedCharsetOptions: boolean;
  /** Parsers whose `defaultCharset` option is honoured when Content-Type names no charset. */
  readonly defaultCharsetFor: ReadonlySet<'json' | 'raw' | 'text' | 'urlencoded'>;
  /** A Content-Type with malformed parameters matches nothing (1.x's strict type-is) rather than its bare type. */
  readonly strictMediaType: boolean;
  /** Errors from reading the stream carry status, statusCode and expose as own fields (2.x). */
  readonly readErrorsOwnStatus: boolean;
}

/** What differs in fw.static. */
export interface StaticGeneration {
  /**
   * The middleware itself: serve-static's rules (reference/static.ts) or, for 3.x,
   * connect's static (reference/v3/middleware/static.ts: 303 redirects, `hidden`).
   */
  readonly middleware: (root: string, options: object | undefined, gen: StaticGeneration) => Handler;
  /**
   * With no `dotfiles` option: 'ignore', or 'last-segment' (4.x): only a path whose
   * last segment is a dotfile is ignored; files inside a dot directory are served.
   */
  readonly defaultDotfiles: 'ignore' | 'last-segment';
  /** The Content-Type for a file path. */
  readonly contentType: (file: string) => string;
  /** How the file sender reads Range and conditional headers. */
  readonly sender: FileSenderRules;
}

/**
 * Where the generation's file sender read a request differently from send 1.x, which sends
 * the files of fw.static, res.sendFile and res.download here (static/sender-rules.ts).
 */
export interface FileSenderRules {
  /**
   * The Range header send 1.x should read, given the one sent and the file's size, so that it
   * answers as the generation's sender did (static/range-readings.ts); it returns undefined
   * for no Range (the whole file). undefined: send 1.x reads the header itself (5.x).
   */
  readonly range: ((header: string, size: number) => string | undefined) | undefined;
  /**
   * The freshness rule, where it differs from send 1.x's (If-None-Match decides alone): 3.x and
   * 4.x also required If-Modified-Since, when sent with it, to hold.
   */
  readonly freshness: Freshness | undefined;
}
