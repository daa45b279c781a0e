// fw.bodyParser (3.x): json, urlencoded and multipart in turn. Populates
// req.body ({} by default) and req.files ({} by default). The options go to
// all three (multipart: uploadDir, keepExtensions, ...).
import { json, urlencoded, type BodyGeneration } from '../../body/index';
import type { Handler, Next, Req, Res } from '../../types';
import { multipart } from './multipart';

export function bodyParser(options: Record<string, any> | undefined, gen: BodyGeneration): Handler {
  const parsers = [json(options, gen) as Handler, urlencoded(options, gen) as Handler, multipart(options)];
  return function bodyParser(req: Req, res: Res, next: Next) {
    req.files = req.files || {};
    let i = 0;
    const step = (err?: unknown): void => {
      if (err || i === parsers.length) return next(err);
      parsers[i++](req, res, step);
    };
    step();
  };
}
