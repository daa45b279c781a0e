// Signing of cookie values: value + '.' + base64 HMAC-SHA256 without padding
// (the format of the cookie-signature package). Verification recomputes the
// signature and compares in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function sign(value: string, secret: string): string {
  if (typeof value !== 'string') throw new TypeError('Cookie value must be provided as a string.');
  if (!secret) throw new TypeError('Secret key must be provided.');
  return value + '.' + createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
}

/** The value when `signed` carries a valid signature for it, else false. */
export function unsign(signed: string, secret: string): string | false {
  if (typeof signed !== 'string' || !secret) return false;
  const dot = signed.lastIndexOf('.');
  if (dot === -1) return false;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(sign(value, secret));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : false;
}
