// fw.json (3.x): the shared JSON body parser with the 3.x body defaults
// (req.body is {} when nothing is parsed).
import { json as sharedJson, type BodyGeneration } from '../../body/index';
import type { Handler } from '../../types';

export function json(options: object | undefined, gen: BodyGeneration): Handler {
  return sharedJson(options, gen) as Handler;
}
