// fw.basicAuth (3.x): HTTP Basic authentication. basicAuth(user, pass[, realm]),
// basicAuth(fn(user, pass) → Boolean[, realm]) or basicAuth(fn(user, pass, done)[, realm])
// where done(err, user). Sets req.user (and req.remoteUser). Missing credentials
// or a refusal answer 401 with a Basic challenge; a header that is not Basic is 400.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler, Next, Req, Res } from '../../types';

type Check = ((user: string, pass: string) => boolean) | ((user: string, pass: string, done: (err: unknown, user?: unknown) => void) => void);

export interface Credentials {
  name: string;
  pass: string;
}

/** The credentials of an 'Authorization: Basic ...' value; undefined when it is not Basic. */
export function parseBasic(header: string): Credentials | undefined {
  const m = /^ *basic +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header);
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return undefined;
  return { name: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

/** Constant-time string equality (on digests, so the lengths do not leak either). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

export function basicAuth(userOrCheck: string | Check, passOrRealm?: string, realmArg?: string): Handler {
  let check: Check;
  let realm: string;
  if (typeof userOrCheck === 'function') {
    check = userOrCheck;
    realm = passOrRealm || 'Authorization Required';
  } else {
    const user = userOrCheck;
    const pass = String(passOrRealm);
    check = (u: string, p: string) => {
      const userOk = safeEqual(u, user);
      const passOk = safeEqual(p, pass);
      return userOk && passOk;
    };
    realm = realmArg || 'Authorization Required';
  }

  return function basicAuth(req: Req, res: Res, next: Next) {
    if (req.user) return next();
    const header = req.headers.authorization;
    if (!header) return unauthorized(res, realm);
    const creds = parseBasic(header);
    if (!creds) return badRequest(res);
    const accept = (user: unknown) => {
      req.user = req.remoteUser = user;
      next();
    };
    if (check.length >= 3) {
      (check as (u: string, p: string, done: (err: unknown, user?: unknown) => void) => void)(creds.name, creds.pass, (err, user) => {
        if (err || !user) return unauthorized(res, realm);
        accept(user);
      });
      return;
    }
    if ((check as (u: string, p: string) => boolean)(creds.name, creds.pass)) accept(creds.name);
    else unauthorized(res, realm);
  };
}

function unauthorized(res: Res, realm: string): void {
  res.statusCode = 401;
  res.setHeader('WWW-Authenticate', `Basic realm="${realm.replace(/(["\\])/g, '\\$1')}"`);
  res.end('Unauthorized');
}

function badRequest(res: Res): void {
  res.statusCode = 400;
  res.end('Bad Request');
}
