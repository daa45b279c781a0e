// What only the 3.x response has, added to fw.response: res.charset (appended
// to a Content-Type set without one).
import * as http from 'node:http';
import type { Res } from '../types';

export function addResponse3(res: Record<string, unknown>): void {
  /** res.charset, when set, is appended to a Content-Type that has no charset. */
  res.setHeader = function setHeader(this: Res, field: string, value: number | string | readonly string[]) {
    let val = value;
    if (this.charset && typeof val === 'string' && field.toLowerCase() === 'content-type' && !/;\s*charset\s*=/i.test(val)) {
      val += '; charset=' + this.charset;
    }
    return http.ServerResponse.prototype.setHeader.call(this, field, val);
  };
}
