// fw.cookieParser([secret]) (3.x): fills req.cookies from the Cookie header and,
// with a secret, req.signedCookies. A signed value ('s:' prefix) whose
// signature verifies moves to req.signedCookies; one that does not is false
// there. 'j:' values are JSON. Without a secret, signed values stay in
// req.cookies as they are.
import * as cookie from 'cookie';
import type { Handler, Next, Req, Res } from '../../types';
import { unsign } from './signature';

/** 'j:{...}' → the parsed JSON; anything else unchanged (undefined for bad JSON). */
export function jsonCookie(value: unknown): unknown {
  if (typeof value !== 'string' || value.slice(0, 2) !== 'j:') return value;
  try {
    return JSON.parse(value.slice(2));
  } catch {
    return undefined;
  }
}

/** Verifies and strips the signature of every 's:' value; those leave `cookies`. */
export function signedCookies(cookies: Record<string, unknown>, secret: string): Record<string, unknown> {
  const signed: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(cookies)) {
    const value = cookies[key];
    if (typeof value !== 'string' || value.slice(0, 2) !== 's:') continue;
    const unsigned = unsign(value.slice(2), secret);
    signed[key] = unsigned === false ? false : jsonCookie(unsigned);
    delete cookies[key];
  }
  return signed;
}

export function cookieParser(secret?: string, options?: cookie.ParseOptions): Handler {
  return function cookieParser(req: Req, _res: Res, next: Next) {
    if (req.cookies) return next();
    req.secret = secret;
    req.cookies = {};
    req.signedCookies = {};
    const header = req.headers.cookie;
    if (!header) return next();
    const parsed = cookie.parse(header, options) as Record<string, unknown>;
    const cookies: Record<string, unknown> = {};
    for (const key of Object.keys(parsed)) cookies[key] = parsed[key];
    if (secret) req.signedCookies = signedCookies(cookies, secret);
    for (const key of Object.keys(cookies)) {
      const value = jsonCookie(cookies[key]);
      if (value !== undefined) cookies[key] = value;
    }
    req.cookies = cookies;
    next();
  };
}
