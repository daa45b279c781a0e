// res.format: picks a callback by the Accept header (req.accepts). Without a
// match it calls `default`, or passes a 406 error to next().
import type { Next, Req, Res } from '../types';
import { onFirstUse } from '../on-first-use';

// MIME types (mime-db's table) load with the first lookup.
const mime = onFirstUse(() => require('mime-types') as typeof import('mime-types'));

type FormatCallbacks = Record<string, (req: Req, res: Res, next: Next) => unknown>;

export function installFormat(res: Partial<Res>): void {
  res.format = function format(this: Res, obj: FormatCallbacks): Res {
    const req = this.req;
    const next = req.next as Next;
    const keys = Object.keys(obj).filter((v) => v !== 'default');
    const key = keys.length > 0 ? (req.accepts(keys) as string | false | undefined) : false;
    this.vary('Accept');
    if (key) {
      this.set('Content-Type', normalizeType(key));
      obj[key](req, this, next);
    } else if (obj.default) {
      obj.default(req, this, next);
    } else {
      const err = Object.assign(new Error('Not Acceptable'), {
        status: 406,
        statusCode: 406,
        expose: true,
        types: keys.map(normalizeType),
      });
      err.name = 'NotAcceptableError';
      next(err);
    }
    return this;
  };
}

/** 'json' → 'application/json'; 'text/html;q=0.5' → 'text/html'. */
function normalizeType(type: string): string {
  if (type.indexOf('/') === -1) return mime().lookup(type) || 'application/octet-stream';
  return type.split(';')[0].trim();
}
