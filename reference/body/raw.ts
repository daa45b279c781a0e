// fw.raw: the body as bytes.
import { bodyProfile, type BodyGeneration } from './generation';
import { readShared } from './options';
import { createParser, type Handler } from './read';

export function raw(options: object | undefined, gen: BodyGeneration): Handler {
  return createParser({
    shared: readShared(options, 'application/octet-stream'),
    profile: bodyProfile(gen),
    charset: () => null,
    parse: (body) => body,
  });
}
