// fw.raw: the body as bytes.
import { bodyProfile, type BodyGeneration } from './generation';
import { readShared } from './options';
import { createParser, type Handler } from './read';

export function raw(options: object | undefined, gen: BodyGeneration): Handler {
  const profile = bodyProfile(gen);
  return createParser({
    shared: readShared(options, 'application/octet-stream', profile.strictMediaType),
    profile,
    charset: () => null,
    parse: (body) => body,
  });
}
