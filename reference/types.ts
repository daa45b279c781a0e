// Shared types of the reference framework: the request and response as the
// interface defines them (the runtime's objects with fw.request / fw.response
// mixed in through prototypes), and handlers. Members only some generations
// have are optional; what other middleware adds (req.session, req.user,
// req.files, ...) is not part of the interface and reads as `unknown`.
//
// This module imports no module of the reference (they all import it): the app and the
// route a request sees are declared here, as RequestApp and RequestRoute, and
// application.ts's App and router/route.ts's Route implement them.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { Options as RangeOptions, Ranges, Result as RangeResult } from 'range-parser';

export type Next = (err?: unknown) => void;
export type Handler = (req: Req, res: Res, next: Next) => unknown;
export type ErrorHandler = (err: unknown, req: Req, res: Res, next: Next) => unknown;
export type AnyHandler = Handler | ErrorHandler;
/** A callback given an error, or nothing on success. */
export type Callback = (err?: unknown) => void;
/** A plain object of values the interface leaves untyped (a parsed body, a session). */
export type Bag = Record<string, unknown>;

/** An app's settings by name ('etag fn', 'trust proxy fn', ...): each setting's module knows its type. */
export type Settings = Record<string | symbol, any>;

/** The app as its requests and responses see it (req.app, res.app): what the framework reads of it. */
export interface RequestApp {
  settings: Settings;
  get(name: string): unknown;
  enabled(name: string): boolean;
  /** The app's mount path from the top app ('' for the top app). */
  path(): string;
  render(name: string, options?: object | RenderCallback, callback?: RenderCallback): void;
}

/** The route a request matched (req.route). */
export interface RequestRoute {
  readonly path: unknown;
  /** Methods with handlers (lowercase), plus `_all` for route.all(). */
  readonly methods: Record<string, boolean>;
}

/** Route parameters by name, or by number for wildcards and RegExp groups, as the generation's path syntax decodes them. */
export type Params = Record<string, any>;

/** One entry of an Accept-style header. */
export interface Accepted {
  value: string;
  quality: number;
  params: Record<string, string>;
  /** Media types only. */
  type?: string;
  subtype?: string;
}

export interface Req extends IncomingMessage {
  /** The app handling the request (the sub-app while one runs). */
  readonly app: RequestApp;
  res: Res;
  /** The router's next() while a router walks its stack. */
  next: Next | undefined;
  baseUrl: string;
  originalUrl: string;
  params: Params;
  /** The query string as the 'query parser' setting parses it: its values are whatever the parser gives. */
  query: Record<string, unknown>;
  /** Whatever a body parser made of the body. */
  body: unknown;
  route: RequestRoute | undefined;

  get(name: string): string | string[] | undefined;
  header(name: string): string | string[] | undefined;
  accepts(...types: unknown[]): string | string[] | false | undefined;
  acceptsEncodings(...encodings: unknown[]): string | string[] | false;
  /** The best charset, or (3.x) whether the charset is acceptable. */
  acceptsCharsets(...charsets: unknown[]): string | string[] | boolean;
  acceptsLanguages(...languages: unknown[]): string | string[] | boolean;
  is(...types: unknown[]): string | false | null | boolean;
  range(size: number, options?: RangeOptions): Ranges | RangeResult | undefined;
  readonly protocol: string;
  readonly secure: boolean;
  readonly ip: string | undefined;
  readonly ips: string[];
  readonly subdomains: string[];
  readonly path: string | undefined;
  readonly hostname: string | undefined;
  readonly host: string | undefined;
  readonly fresh: boolean;
  readonly stale: boolean;
  readonly xhr: boolean;

  /** 3.x and 4.x: deprecated aliases. */
  acceptsEncoding?(...encodings: unknown[]): string | string[] | false;
  acceptsCharset?(...charsets: unknown[]): string | string[] | boolean;
  acceptsLanguage?(...languages: unknown[]): string | string[] | boolean;
  /** 3.x and 4.x: a value from params, body or query. */
  param?(name: string, defaultValue?: unknown): unknown;
  /** 3.x: the parsed Accept-style headers. */
  readonly accepted?: Accepted[];
  readonly acceptedLanguages?: string[];
  readonly acceptedCharsets?: string[];

  /** Set by a cookie-parsing middleware: the secret res.cookie signs with. */
  secret?: string;
  /** What other middleware adds: not part of the interface. */
  [extension: string]: unknown;
  /** Per-request state of the framework's own modules. */
  [state: symbol]: unknown;
}

export type HeaderValue = ReturnType<ServerResponse['getHeader']>;

export interface Res extends ServerResponse<Req> {
  readonly app: RequestApp;
  req: Req;
  locals: Record<string, unknown>;

  status(code: number): Res;
  set(field: string | Record<string, unknown>, value?: unknown): Res;
  header(field: string | Record<string, unknown>, value?: unknown): Res;
  get(field: string): HeaderValue;
  append(field: string, value: OutgoingHttpHeader): Res;
  type(type: string): Res;
  contentType(type: string): Res;
  vary(field: string | string[]): Res;
  links(links: Record<string, string | string[]>): Res;
  attachment(filename?: string): Res;
  render(view: string, options?: object | RenderCallback, callback?: RenderCallback): void;
  send(body?: unknown, ...legacy: unknown[]): Res;
  json(body?: unknown, ...legacy: unknown[]): Res;
  jsonp(body?: unknown, ...legacy: unknown[]): Res;
  sendStatus(code: number): Res;
  location(url: string): Res;
  redirect(url: unknown, ...rest: unknown[]): void;
  cookie(name: string, value: unknown, options?: CookieOptions): Res;
  clearCookie(name: string, options?: CookieOptions): Res;
  format(callbacks: Record<string, Handler>): Res;
  sendFile(path: string, options?: FileOptions | Callback, callback?: Callback): void;
  download(path: string, filename?: unknown, options?: unknown, callback?: Callback): void;

  /** 3.x: the charset of text bodies, appended to a Content-Type set without one. */
  charset?: string;
  /** 3.x: res.sendfile(path, [options], [fn]). */
  sendfile?(path: string, options?: FileOptions | Callback, callback?: Callback): void;
  /** What other middleware adds: not part of the interface. */
  [extension: string]: unknown;
}

export type RenderCallback = (err: unknown, html?: string) => void;

/** res.cookie options: the cookie attributes, plus `signed`. */
export interface CookieOptions {
  maxAge?: number | string;
  expires?: Date;
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: boolean | 'lax' | 'strict' | 'none';
  priority?: 'low' | 'medium' | 'high';
  partitioned?: boolean;
  signed?: boolean;
  encode?: (value: string) => string;
  [attribute: string]: unknown;
}

/** res.sendFile options: what `send` takes, plus headers and root. */
export interface FileOptions {
  root?: string;
  headers?: Record<string, unknown>;
  etag?: boolean;
  [option: string]: unknown;
}
