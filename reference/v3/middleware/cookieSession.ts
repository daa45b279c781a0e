// fw.cookieSession (3.x): the session lives in a signed cookie, as req.session.
// Options: key (default 'fw.sess'), secret (or the cookie parser's secret),
// cookie (default { path: '/', httpOnly: true, maxAge: null }), proxy (trust
// X-Forwarded-Proto for secure cookies). The cookie is written when the session
// changed; assigning null to req.session clears it. A cookie whose signature
// does not verify is ignored (an empty session starts).
import * as cookie from 'cookie';
import type { Handler, Next, Req, Res } from '../../types';
import { onHeaders } from './on-headers';
import { sign, unsign } from './signature';

export interface CookieSessionOptions {
  key?: string;
  secret?: string;
  cookie?: Record<string, any>;
  proxy?: boolean;
}

/** The session stored in a signed cookie value ('s:j:{...}.sig'); undefined if it does not verify. */
export function readSession(raw: unknown, secret: string): Record<string, unknown> | undefined {
  if (typeof raw !== 'string' || raw.slice(0, 2) !== 's:') return undefined;
  const unsigned = unsign(raw.slice(2), secret);
  if (unsigned === false || unsigned.slice(0, 2) !== 'j:') return undefined;
  try {
    const value = JSON.parse(unsigned.slice(2));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie value holding `session`, signed with `secret`. */
export function writeSession(session: Record<string, unknown>, secret: string): string {
  return 's:' + sign('j:' + JSON.stringify(session), secret);
}

export function cookieSession(options?: CookieSessionOptions): Handler {
  const opts = options ?? {};
  const key = opts.key || 'fw.sess';
  const cookieOptions: Record<string, any> = { path: '/', httpOnly: true, maxAge: null, ...opts.cookie };

  return function cookieSession(req: Req, res: Res, next: Next) {
    if (req.session !== undefined) return next();
    const secret: string | undefined = opts.secret || req.secret;
    if (!secret) return next(new Error('`secret` option required for cookie sessions'));

    const raw = (req.cookies as Record<string, string> | undefined)?.[key] ?? rawCookie(req, key);
    const stored = readSession(raw, secret);
    req.session = stored ?? {};
    const original = JSON.stringify(req.session);
    const hadCookie = stored !== undefined;

    onHeaders(res, () => {
      const session = req.session as Record<string, unknown>;
      const attrs: cookie.SerializeOptions = {
        path: cookieOptions.path,
        domain: cookieOptions.domain,
        httpOnly: cookieOptions.httpOnly,
        secure: cookieOptions.secure,
        sameSite: cookieOptions.sameSite,
      };
      if (cookieOptions.expires) attrs.expires = new Date(cookieOptions.expires);
      if (typeof cookieOptions.maxAge === 'number') attrs.expires = new Date(Date.now() + cookieOptions.maxAge);
      if (attrs.secure && !isSecure(req, Boolean(opts.proxy))) return;
      if (!session) {
        if (!hadCookie && raw === undefined) return;
        appendCookie(res, cookie.serialize(key, '', { ...attrs, expires: new Date(0) }));
        return;
      }
      if (JSON.stringify(session) === original && hadCookie) return;
      if (JSON.stringify(session) === '{}' && !hadCookie) return;
      appendCookie(res, cookie.serialize(key, writeSession(session, secret), attrs));
    });
    next();
  };
}

/** The cookie straight from the header, when no cookie parser ran. */
function rawCookie(req: Req, key: string): string | undefined {
  const header = req.headers.cookie;
  return header ? cookie.parse(header)[key] : undefined;
}

function isSecure(req: Req, proxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  const trusted = proxy || Boolean(req.app?.enabled?.('trust proxy'));
  if (!trusted) return false;
  const proto = String(req.headers['x-forwarded-proto'] || '');
  return proto.split(/\s*,\s*/)[0].toLowerCase() === 'https';
}

function appendCookie(res: Res, value: string): void {
  const prev = res.getHeader('Set-Cookie');
  const list = prev === undefined ? [] : Array.isArray(prev) ? prev : [String(prev)];
  res.setHeader('Set-Cookie', [...list, value]);
}
