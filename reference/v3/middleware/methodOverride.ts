// fw.methodOverride([key]) (3.x): lets a POST stand for another verb, named by
// req.body[key] (default '_method', removed from the body) or by the
// X-HTTP-Method-Override header. The original verb stays in req.originalMethod.
import { METHODS } from 'node:http';
import type { Bag, Handler, Next, Req, Res } from '../../types';

const KNOWN = new Set(METHODS);

export function methodOverride(key = '_method'): Handler {
  return function methodOverride(req: Req, _res: Res, next: Next) {
    req.originalMethod = req.originalMethod || req.method;
    let method: unknown;
    if (req.body && typeof req.body === 'object' && key in req.body) {
      const body = req.body as Bag;
      method = body[key];
      delete body[key];
    } else if (req.headers['x-http-method-override']) {
      method = req.headers['x-http-method-override'];
    }
    if (typeof method === 'string') {
      const upper = method.toUpperCase();
      if (KNOWN.has(upper)) req.method = upper;
    }
    next();
  };
}
