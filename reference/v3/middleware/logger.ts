// fw.logger([options | format]) (3.x): writes one line per request to a stream
// (default stdout) when the response finishes (or when the request arrives,
// with `immediate`). A format is a string of :tokens or a function
// (tokens, req, res) → line; 'default', 'short', 'tiny' and 'dev' are named formats.
import type { Handler, Next, Req, Res } from '../../types';

type Tokens = Record<string, (req: Req, res: Res, arg?: string) => string | undefined>;
type FormatFn = (tokens: Tokens, req: Req, res: Res) => string | undefined | null;

export interface LoggerOptions {
  format?: string | FormatFn;
  stream?: { write(line: string): unknown };
  immediate?: boolean;
}

const FORMATS: Record<string, string> = {
  default: ':remote-addr - - [:date] ":method :url HTTP/:http-version" :status :res[content-length] ":referrer" ":user-agent"',
  short: ':remote-addr - :method :url HTTP/:http-version :status :res[content-length] - :response-time ms',
  tiny: ':method :url :status :res[content-length] - :response-time ms',
  dev: ':method :url :status :response-time ms - :res[content-length]',
};

const START = Symbol('logger start');

export const tokens: Tokens = {
  url: (req) => req.originalUrl || req.url,
  method: (req) => req.method,
  status: (_req, res) => (res.headersSent ? String(res.statusCode) : undefined),
  'response-time': (req) => (typeof req[START] === 'number' ? String(Date.now() - req[START]) : undefined),
  date: () => new Date().toUTCString(),
  referrer: (req) => (req.headers.referer || req.headers.referrer) as string | undefined,
  'remote-addr': (req) => req.ip || req.socket?.remoteAddress,
  'http-version': (req) => req.httpVersionMajor + '.' + req.httpVersionMinor,
  'user-agent': (req) => req.headers['user-agent'],
  req: (req, _res, field) => {
    const v = req.headers[String(field).toLowerCase()];
    return Array.isArray(v) ? v.join(', ') : v;
  },
  res: (_req, res, field) => {
    const v = res.getHeader(String(field));
    return Array.isArray(v) ? v.join(', ') : v === undefined ? undefined : String(v);
  },
};

function compile(format: string): FormatFn {
  return (toks, req, res) =>
    format.replace(/:([-\w]{2,})(?:\[([^\]]+)\])?/g, (_m, name: string, arg?: string) => {
      const token = toks[name];
      if (!token) return _m;
      const value = token(req, res, arg);
      return value == null ? '-' : String(value);
    });
}

export function logger(options?: LoggerOptions | string | FormatFn): Handler {
  const opts: LoggerOptions = typeof options === 'object' && options !== null ? options : { format: options as string | FormatFn | undefined };
  const format = opts.format ?? 'default';
  const fmt: FormatFn = typeof format === 'function' ? format : compile(FORMATS[format] ?? format);
  const stream = opts.stream ?? process.stdout;

  return function logger(req: Req, res: Res, next: Next) {
    req[START] = Date.now();
    const log = () => {
      const line = fmt(tokens, req, res);
      if (line != null) stream.write(line + '\n');
    };
    if (opts.immediate) log();
    else res.once('finish', log);
    next();
  };
}
