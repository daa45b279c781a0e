// fw.raw: the body as bytes.
import type { BodyGeneration } from './read-state';
import { readShared } from './options';
import { createParser, type Handler } from './read';

export function raw(options: object | undefined, profile: BodyGeneration): Handler {
  return createParser({
    shared: readShared(options, 'application/octet-stream', profile.strictMediaType),
    profile,
    charset: () => null,
    parse: (body) => body,
  });
}
