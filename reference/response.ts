// `fw.response`: helpers added to the runtime's response object. This module
// holds the header and status helpers; sending bodies, redirects, cookies,
// files and content negotiation live in response/*.ts.
import * as http from 'node:http';
import { basename, extname } from 'node:path';
import vary from 'vary';
import type { GenerationProfile } from './generations/profile';
import { installCookie } from './response/cookie';
import { installFile } from './response/file';
import { installFormat } from './response/format';
import { installRedirect } from './response/redirect';
import { memoized } from './memo';
import { installSend } from './response/send';
import type { Next, Res } from './types';

/** res.type's Content-Type for an extension or file name ('html', '.json', 'x.png'): its MIME type, or bytes. */
export const typeOfNameIn =
  (generation: GenerationProfile) =>
  (name: string): string =>
    generation.response.typeOf(name) || 'application/octet-stream';

export function createResponsePrototype(generation: GenerationProfile): Res {
  const profile = generation.response;
  // (the same few values come again and again: their completion is remembered)
  const completeContentType = profile.completeContentType && memoized(profile.completeContentType);
  const typeOfName = memoized(typeOfNameIn(generation));
  const res: Partial<Res> = Object.create(http.ServerResponse.prototype);

  /** Sets the status code; chainable. 5.x refuses codes that are not integers in 100..999. */
  res.status = function status(this: Res, code: number): Res {
    if (profile.strictStatus) {
      if (!Number.isInteger(code)) {
        throw new TypeError(`Invalid status code: ${JSON.stringify(code)}. Status code must be an integer.`);
      }
      if (code < 100 || code > 999) {
        throw new RangeError(`Invalid status code: ${JSON.stringify(code)}. Status code must be greater than 99 and less than 1000.`);
      }
    }
    this.statusCode = code;
    return this;
  };

  /** Sets a header, or several from an object. Content-Type gets a charset when its type has one ('mime-default'). */
  res.set = res.header = function header(this: Res, field: string | Record<string, unknown>, val?: unknown): Res {
    if (typeof field === 'object' && field !== null) {
      for (const key in field) this.set(key, field[key]);
      return this;
    }
    let value: string | string[] = Array.isArray(val) ? val.map(String) : String(val);
    if (completeContentType && field.length === 12 && field.toLowerCase() === 'content-type') {
      if (Array.isArray(value)) throw new TypeError('Content-Type cannot be set to an Array');
      value = completeContentType(value);
    }
    // The runtime refuses values with CR, LF or other control characters (header injection).
    this.setHeader(field, value);
    return this;
  };

  res.get = function get(this: Res, field: string) {
    return this.getHeader(field);
  };

  /** Appends to a header (string or array), creating it if absent. */
  res.append = function append(this: Res, field: string, val: string | string[]): Res {
    const prev = this.get(field);
    let value: unknown = val;
    if (prev) {
      value = Array.isArray(prev) ? prev.concat(val) : Array.isArray(val) ? [prev].concat(val) : [prev, val];
    }
    return this.set(field, value);
  };

  /** Content-Type from a MIME type (contains '/') or an extension name. */
  res.type = res.contentType = function contentType(this: Res, type: string): Res {
    if (type.indexOf('/') !== -1) return this.set('Content-Type', type);
    return this.set('Content-Type', typeOfName(type));
  };

  res.vary = function (this: Res, field: string | string[]): Res {
    if (generation.application.legacyAliases && (!field || (Array.isArray(field) && !field.length))) return this;
    vary(this, field);
    return this;
  };

  /** Link header from { rel: url } (5.x: url may be an array). */
  res.links = function links(this: Res, links: Record<string, string | string[]>): Res {
    let link = (this.get('Link') as string) || '';
    if (link) link += ', ';
    const items = Object.keys(links).map((rel) => {
      const target = links[rel];
      if (profile.linksArrays && Array.isArray(target)) return target.map((url) => `<${url}>; rel="${rel}"`).join(', ');
      return `<${target}>; rel="${rel}"`;
    });
    return this.set('Link', link + items.join(', '));
  };

  /** Content-Disposition: attachment, with the file name (and its Content-Type) when given. */
  res.attachment = function attachment(this: Res, filename?: string): Res {
    if (profile.attachmentTypedBy === 'base name' ? filename && basename(filename) : filename) this.type(extname(filename!));
    this.set('Content-Disposition', profile.disposition(filename));
    return this;
  };

  /** Renders a view with res.locals and sends it; errors go to next(err) unless a callback is given. */
  res.render = function render(this: Res, view: string, options?: unknown, callback?: Function): void {
    const app = this.req.app;
    const req = this.req;
    let done = callback as ((err: unknown, html?: string) => void) | undefined;
    let opts = (options || {}) as Record<string, any>;
    if (typeof options === 'function') {
      done = options as typeof done;
      opts = {};
    }
    opts._locals = this.locals;
    const send =
      done ??
      ((err: unknown, html?: string) => {
        if (err) return (req.next as Next)(err);
        this.send(html);
      });
    app.render(view, opts, send);
  };

  installSend(res, profile);
  installRedirect(res, profile);
  installCookie(res, profile);
  installFormat(res);
  installFile(res, profile);
  return res as Res;
}
