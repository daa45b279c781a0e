// What only the 3.x response has, added to fw.response: res.charset (appended
// to a Content-Type set without one).
import { ServerResponse } from 'node:http';
import type { Res } from '../types';

/** The runtime's own setHeader, which the 3.x one calls after adding the charset. */
const runtimeSetHeader = ServerResponse.prototype.setHeader;

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
