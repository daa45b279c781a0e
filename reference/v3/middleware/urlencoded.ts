// fw.urlencoded (3.x): the shared urlencoded parser, nested keys by default
// (user[name]=tj → { user: { name: 'tj' } }).
import { urlencoded as sharedUrlencoded, type BodyGeneration } from '../../body/index';
import type { Handler } from '../../types';

export function urlencoded(options: object | undefined, gen: BodyGeneration): Handler {
  return sharedUrlencoded({ extended: true, ...options }, gen) as Handler;
}
