// What only the 3.x response has: res.charset, the whole of it. It is appended to a
// Content-Type set without one (added to fw.response), and names the charset of a text
// body res.send writes (the 3.x profile's bodyCharset).
import { ServerResponse } from 'node:http';
import type { Res } from '../types';

/** The runtime's own setHeader, which the 3.x one calls after adding the charset. */
const runtimeSetHeader = ServerResponse.prototype.setHeader;

/** The 3.x profile's bodyCharset: res.charset, when set, names the charset of a text body. */
export const resCharset = (res: Res): string | undefined => res.charset;

export function addResponse3(res: Record<string, unknown>): void {
  /** res.charset, when set, is appended to a Content-Type that has no charset. */
  res.setHeader = function setHeader(this: Res, field: string, value: number | string | readonly string[]) {
    let val = value;
    if (this.charset && typeof val === 'string' && field.toLowerCase() === 'content-type' && !/;\s*charset\s*=/i.test(val)) {
      val += '; charset=' + this.charset;
    }
    return runtimeSetHeader.call(this, field, val);
  };
}
