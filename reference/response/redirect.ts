// res.location and res.redirect. The URL is percent-encoded (encodeurl), so
// CR/LF and other unsafe characters cannot split the header; the HTML body
// escapes it, so no markup is reflected.
import { resolve as resolveUrl } from 'node:url';
import encodeUrl from 'encodeurl';
import escapeHtml from 'escape-html';
import statuses from 'statuses';
import type { ResponseProfile } from '../generations/profile';
import type { Res } from '../types';
import { pathnameOf } from '../url';

export function installRedirect(res: Partial<Res>, profile: ResponseProfile): void {
  res.location = function location(this: Res, url: string): Res {
    let loc = String(url);
    // 4.x: 'back' is the Referer, or '/'.
    if (profile.locationBack && url === 'back') loc = (this.req.get('Referrer') as string) || '/';
    if (profile.relativeLocation && loc.indexOf('://') === -1 && loc.indexOf('//') !== 0) {
      if (loc[0] === '.') {
        // './x', '../x': relative to the current URL, taken as a directory
        let path = pathnameOf(this.req.originalUrl || this.req.url) ?? '/';
        if (path[path.length - 1] !== '/') path += '/';
        loc = resolveUrl(path, loc);
      } else if (loc[0] !== '/') {
        // 'x': relative to the app's mount point
        loc = this.app.path() + '/' + loc;
      }
    }
    return this.set('Location', encodeUrl(loc));
  };

  res.redirect = function redirect(this: Res, url: unknown, ...rest: unknown[]): void {
    let address = url;
    let status = 302;
    if (rest.length === 1) {
      if (profile.legacyResponseSignatures && typeof url !== 'number') {
        // 4.x: res.redirect(url, status).
        status = rest[0] as number;
      } else {
        status = url as number;
        address = rest[0];
      }
    }
    const location = this.location(address as string).get('Location') as string;
    const text = statuses.message[status];
    let body = '';
    this.format({
      text: () => {
        body = `${text}. Redirecting to ${location}`;
      },
      html: () => {
        body = profile.redirectHtml(String(text), escapeHtml(location));
      },
      default: () => {
        body = '';
      },
    });
    this.status(status);
    this.set('Content-Length', Buffer.byteLength(body));
    if (this.req.method === 'HEAD') this.end();
    else this.end(body);
  };
}
