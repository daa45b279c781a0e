// res.cookie and res.clearCookie. Signed cookies use the secret that a
// cookie-parsing middleware stored in req.secret.
import * as cookie from 'cookie';
import { sign } from 'cookie-signature';
import type { ResponseProfile } from '../generations/profile';
import type { Res } from '../types';

export function installCookie(res: Record<string, any>, profile: ResponseProfile): void {
  res.cookie = function setCookie(this: Res, name: string, value: unknown, options?: Record<string, any>): Res {
    const opts: Record<string, any> = { ...options };
    const secret: string | undefined = this.req.secret;
    const signed = opts.signed;
    if (signed && !secret) throw new Error(profile.signedCookieError);
    let val = typeof value === 'object' ? 'j:' + JSON.stringify(value) : String(value);
    if (signed) val = 's:' + sign(val, secret!);
    if (opts.maxAge != null) {
      const maxAge = opts.maxAge - 0;
      if (!isNaN(maxAge)) {
        opts.expires = new Date(Date.now() + maxAge);
        opts.maxAge = Math.floor(maxAge / 1000);
      }
    } else {
      // maxAge null or undefined means a session cookie, as if the option were absent
      delete opts.maxAge;
    }
    if (opts.path == null) opts.path = '/';
    this.append('Set-Cookie', cookie.serialize(name, String(val), opts));
    return this;
  };

  /** An expired, empty cookie with the same name and (path, domain, ...) options. */
  res.clearCookie = function clearCookie(this: Res, name: string, options?: Record<string, any>): Res {
    if (profile.clearCookieDropsMaxAge) {
      const opts: Record<string, any> = { path: '/', ...options, expires: new Date(1) };
      delete opts.maxAge;
      return this.cookie(name, '', opts);
    }
    return this.cookie(name, '', { expires: new Date(1), path: '/', ...options });
  };
}
