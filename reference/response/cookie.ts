// res.cookie and res.clearCookie. Signed cookies use the secret that a
// cookie-parsing middleware stored in req.secret.
import * as cookie from 'cookie';
import { sign } from 'cookie-signature';
import type { ResponseProfile } from '../generations/profile';
import type { CookieOptions, Res } from '../types';

export function installCookie(res: Partial<Res>, profile: ResponseProfile): void {
  res.cookie = function setCookie(this: Res, name: string, value: unknown, options?: CookieOptions): Res {
    const opts: CookieOptions = { ...options };
    const secret: string | undefined = this.req.secret;
    const signed = opts.signed;
    if (signed && !secret) throw new Error(profile.signedCookieError);
    let val = typeof value === 'object' ? 'j:' + JSON.stringify(value) : String(value);
    if (signed) val = 's:' + sign(val, secret!);
    if (opts.maxAge != null) {
      const maxAge = Number(opts.maxAge);
      if (!isNaN(maxAge)) {
        opts.expires = new Date(Date.now() + maxAge);
        opts.maxAge = Math.floor(maxAge / 1000);
      }
    } else {
      // maxAge null or undefined means a session cookie, as if the option were absent
      delete opts.maxAge;
    }
    if (opts.path == null) opts.path = '/';
    this.append('Set-Cookie', serialize(name, String(val), opts));
    return this;
  };

  /** An expired, empty cookie with the same name and (path, domain, ...) options. */
  res.clearCookie = function clearCookie(this: Res, name: string, options?: CookieOptions): Res {
    if (profile.clearCookieDropsMaxAge) {
      const opts: CookieOptions = { path: '/', ...options, expires: new Date(1) };
      delete opts.maxAge;
      return this.cookie(name, '', opts);
    }
    return this.cookie(name, '', { expires: new Date(1), path: '/', ...options });
  };
}

/**
 * cookie.serialize, with Express's words when it refuses: the cookie module of Express 4 and 5
 * (0.7) says 'argument name is invalid' where today's (1.x) adds ': <the name>'.
 */
function serialize(name: string, val: string, opts: CookieOptions): string {
  try {
    return cookie.serialize(name, val, opts as cookie.SerializeOptions);
  } catch (err) {
    if (err instanceof TypeError) {
      const refusal = /^((?:argument|option) \w+ is invalid): /.exec(err.message);
      if (refusal) err.message = refusal[1];
    }
    throw err;
  }
}
