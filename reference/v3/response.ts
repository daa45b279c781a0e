// What only the 3.x response has, added to fw.response: res.charset (appended
// to a Content-Type set without one) and res.sendfile.
import * as http from 'node:http';
import { isAbsolute, resolve as resolvePath } from 'node:path';
import type { Res } from '../types';
import { fileType } from './file-type';

export function addResponse3(res: Record<string, unknown>): void {
  /** res.charset, when set, is appended to a Content-Type that has no charset. */
  res.setHeader = function setHeader(this: Res, field: string, value: number | string | readonly string[]) {
    let val = value;
    if (this.charset && typeof val === 'string' && field.toLowerCase() === 'content-type' && !/;\s*charset\s*=/i.test(val)) {
      val += '; charset=' + this.charset;
    }
    return http.ServerResponse.prototype.setHeader.call(this, field, val);
  };

  /** res.sendfile(path, [options], [fn]): options maxAge (ms) and root; the Content-Type from the extension. */
  res.sendfile = function sendfile(this: Res, path: string, options?: Record<string, any> | ((err?: unknown) => void), fn?: (err?: unknown) => void): void {
    const opts: Record<string, any> = typeof options === 'function' ? {} : options || {};
    const done = typeof options === 'function' ? (options as (err?: unknown) => void) : fn;
    const full = opts.root || isAbsolute(path) ? path : resolvePath(path);
    this.sendFile(full, { ...opts, headers: { ...opts.headers, 'Content-Type': fileType(path) } }, done);
  };
}
