// A layer: one path matcher bound to one handler. The router's stack is a list
// of layers; a route's stack is a list of method-tagged layers (no path).
import type { CompiledPath, PathMatch, PathMatchOptions, PathPattern, PathSyntax } from './path-syntax/types';
import { accelerators } from '../accelerators';
import type { AnyHandler, Next, Req, Res } from '../types';

/**
 * What the router asks of the route a layer holds (route.ts's Route, which holds layers
 * of its own: named here so that the two modules do not import each other).
 */
export interface LayerRoute {
  handlesMethod(method: string | undefined): boolean;
  optionsMethods(): string[];
}

export class Layer {
  /** The handler; instrumentation replaces it on a running app (hence not readonly). */
  handle: AnyHandler;
  readonly name: string;
  /** The pattern as given (kept for introspection). */
  readonly path: PathPattern | undefined;
  /** Set on layers that hold a route. */
  route: LayerRoute | undefined = undefined;
  /** Lowercase method for route-stack layers; undefined means every method. */
  method: string | undefined = undefined;
  /** The compiled path match() runs (Express 4 has layer.regexp); a recompile replaces it. */
  matcher: CompiledPath | undefined;
  private readonly syntax: PathSyntax | undefined;
  /**
   * The arity of `handle`, and the function it was read from: read again whenever `handle`
   * is another function, so this is `handle.length` at each call. (Function#length is an
   * accessor the JIT does not inline: read at every call it cost about 100 instructions a
   * layer, the middleware benchmark under callgrind.) An accelerator: `arityMemo`.
   */
  private arityOf: AnyHandler | undefined = undefined;
  private arity = 0;

  constructor(
    path: PathPattern | undefined,
    options: PathMatchOptions,
    handle: AnyHandler,
    syntax: PathSyntax | undefined,
    /** Promise rejections from the handler reach next(err). */
    private readonly asyncErrors: boolean,
  ) {
    this.handle = handle;
    this.name = handle.name || '<anonymous>';
    this.path = path;
    this.syntax = syntax;
    this.compile(options);
  }

  /** Compiles the path again with other matching options. */
  recompile(options: PathMatchOptions): void {
    this.compile(options);
  }

  private compile(options: PathMatchOptions): void {
    this.matcher = this.path === undefined || !this.syntax ? undefined : this.syntax(this.path, options);
  }

  /** Matches the request pathname; throws a 400 error for a malformed escape. */
  match(pathname: string): PathMatch | null {
    return this.matcher ? this.matcher.match(pathname) : null;
  }

  /** The number of parameters `fn` (this layer's handle) declares. */
  private arityFor(fn: AnyHandler): number {
    if (!accelerators.arityMemo) return fn.length;
    if (fn !== this.arityOf) {
      this.arity = fn.length;
      this.arityOf = fn;
    }
    return this.arity;
  }

  /** Calls a request handler (arity below 4); error handlers are skipped. */
  handleRequest(req: Req, res: Res, next: Next): void {
    const fn = this.handle;
    if (this.arityFor(fn) > 3) {
      next();
      return;
    }
    invoke(this.asyncErrors, fn as (a: unknown, b: unknown, c: unknown) => unknown, req, res, next, next);
  }

  /** Calls an error handler (arity 4); request handlers are skipped. */
  handleError(err: unknown, req: Req, res: Res, next: Next): void {
    const fn = this.handle;
    if (this.arityFor(fn) !== 4) {
      next(err);
      return;
    }
    try {
      const ret = (fn as (e: unknown, a: unknown, b: unknown, c: unknown) => unknown)(err, req, res, next);
      if (this.asyncErrors) forwardRejection(ret, next);
    } catch (thrown) {
      next(thrown);
    }
  }
}

/**
 * Calls fn(a, b, c). A synchronous throw goes to onError; with asyncErrors a
 * returned promise that rejects goes there too (a falsy reason becomes an Error).
 */
export function invoke(
  asyncErrors: boolean,
  fn: (a: unknown, b: unknown, c: unknown) => unknown,
  a: unknown,
  b: unknown,
  c: unknown,
  onError: Next,
): void {
  try {
    const ret = fn(a, b, c);
    if (asyncErrors && ret !== undefined) forwardRejection(ret, onError);
  } catch (thrown) {
    onError(thrown);
  }
}

/** invoke for a param callback: fn(req, res, next, value, name). */
export function invokeParam(
  asyncErrors: boolean,
  fn: (req: unknown, res: unknown, next: unknown, value: unknown, name: string) => unknown,
  req: unknown,
  res: unknown,
  next: Next,
  value: unknown,
  name: string,
): void {
  try {
    const ret = fn(req, res, next, value, name);
    if (asyncErrors && ret !== undefined) forwardRejection(ret, next);
  } catch (thrown) {
    next(thrown);
  }
}

function forwardRejection(ret: unknown, onError: Next): void {
  if (ret !== null && typeof ret === 'object' && typeof (ret as Promise<unknown>).then === 'function') {
    (ret as Promise<unknown>).then(undefined, (reason) => onError(reason || new Error('Rejected promise')));
  }
}
