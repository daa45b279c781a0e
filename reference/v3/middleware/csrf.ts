// fw.csrf (3.x): protects state-changing requests. A secret kept in the session
// makes tokens: salt + "-" + SHA-256 of (salt + "-" + secret), so
// every req.csrfToken() differs yet all verify. The token is read from
// req.body._csrf, req.query._csrf, or the X-CSRF-Token / X-XSRF-Token header,
// and compared in constant time. GET, HEAD and OPTIONS are not checked; a
// request without a valid token gets a 403 error.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Bag, Handler, Next, Req, Res } from '../../types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createSecret(): string {
  return randomBytes(18).toString('base64url');
}

function digest(salt: string, secret: string): string {
  return createHash('sha256').update(salt + '-' + secret).digest('base64url');
}

export function createToken(secret: string): string {
  // A hex salt: the first '-' of a token always ends it.
  const salt = randomBytes(8).toString('hex');
  return salt + '-' + digest(salt, secret);
}

export function verifyToken(secret: string, token: unknown): boolean {
  if (typeof token !== 'string' || !secret) return false;
  const dash = token.indexOf('-');
  if (dash <= 0) return false;
  const expected = Buffer.from(token.slice(0, dash) + '-' + digest(token.slice(0, dash), secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface CsrfOptions {
  /** Reads the token of a request; default: body, query, then headers. */
  value?: (req: Req) => unknown;
}

function defaultValue(req: Req): unknown {
  return (
    (req.body && (req.body as Bag)._csrf) ||
    (req.query && req.query._csrf) ||
    req.headers['x-csrf-token'] ||
    req.headers['x-xsrf-token']
  );
}

export function csrf(options?: CsrfOptions): Handler {
  const value = options?.value ?? defaultValue;
  return function csrf(req: Req, _res: Res, next: Next) {
    const session = req.session as Bag | undefined;
    if (!session) return next(new Error('fw.csrf() requires session support'));
    let secret = session._csrfSecret as string;
    if (typeof secret !== 'string' || !secret) secret = session._csrfSecret = createSecret();
    let token: string | undefined;
    req.csrfToken = () => (token ??= createToken(secret));
    if (SAFE_METHODS.has(req.method!)) return next();
    if (!verifyToken(secret, value(req))) {
      return next(Object.assign(new Error('invalid csrf token'), { status: 403, statusCode: 403, code: 'EBADCSRFTOKEN' }));
    }
    next();
  };
}
