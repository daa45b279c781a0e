// The default final handler, run when a request leaves the app's router:
// with no error, 404 "Cannot METHOD /path"; with an error, its status
// (err.status or err.statusCode when 4xx/5xx, else the response's 4xx/5xx
// status, else 500) and, outside production, its stack. The body is a small
// HTML page. If headers were already sent, the connection is destroyed.
import encodeUrl from 'encodeurl';
import escapeHtml from 'escape-html';
import onFinished from 'on-finished';
import statuses from 'statuses';
import { pathnameOf } from './url';
import type { Next, Req, Res } from './types';

interface AppLike {
  get(name: string): unknown;
}

export function finalHandler(req: Req, res: Res, app: AppLike): Next {
  return (err) => {
    if (!err && res.headersSent) return;
    const setting = app.get('env');
    const env = typeof setting === 'string' && setting !== '' ? setting : process.env.NODE_ENV || 'development';
    let status: number;
    let message: string;
    let headers: Record<string, unknown> | undefined;
    if (err) {
      const fromError = errorStatus(err);
      if (fromError === undefined) {
        status = typeof res.statusCode === 'number' && res.statusCode >= 400 && res.statusCode <= 599 ? res.statusCode : 500;
      } else {
        status = fromError;
        const h = (err as { headers?: unknown }).headers;
        if (h && typeof h === 'object') headers = { ...h };
      }
      message = errorMessage(err, status, env);
      if (env !== 'test') setImmediate(() => console.error(err));
    } else {
      status = 404;
      message = `Cannot ${req.method} ${encodeUrl(pathnameOf(req.originalUrl || req.url) ?? 'resource')}`;
    }
    if (res.headersSent) {
      req.socket?.destroy();
      return;
    }
    const write = () => sendError(req, res, status, headers, message);
    if (onFinished.isFinished(req)) write();
    else {
      req.unpipe();
      onFinished(req, write);
      req.resume();
    }
  };
}

function errorStatus(thrown: unknown): number | undefined {
  const err = thrown as { status?: unknown; statusCode?: unknown } | null | undefined;
  if (typeof err?.status === 'number' && err.status >= 400 && err.status < 600) return err.status;
  if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600) return err.statusCode;
  return undefined;
}

function errorMessage(thrown: unknown, status: number, env: string): string {
  const err = thrown as { stack?: string; toString?: () => string } | null | undefined;
  let msg: string | undefined;
  if (env !== 'production') {
    msg = err?.stack;
    if (!msg && typeof err?.toString === 'function') msg = err.toString();
  }
  return msg || statuses.message[status] || String(status);
}

export function htmlDocument(message: string): string {
  const body = escapeHtml(message).replaceAll('\n', '<br>').replaceAll('  ', ' &nbsp;');
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>${body}</pre>\n</body>\n</html>\n`;
}

function sendError(req: Req, res: Res, status: number, headers: Record<string, unknown> | undefined, message: string): void {
  const body = htmlDocument(message);
  res.statusCode = status;
  if (req.httpVersionMajor < 2) res.statusMessage = statuses.message[status] ?? '';
  res.removeHeader('Content-Encoding');
  res.removeHeader('Content-Language');
  res.removeHeader('Content-Range');
  if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v as string);
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body, 'utf8'));
  if (req.method === 'HEAD') res.end();
  else res.end(body, 'utf8');
}
