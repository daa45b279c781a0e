// fw.text: the body as a string, decoded with its charset or defaultCharset.
import type { BodyGeneration } from './read-state';
import { readShared, type RawOptions } from './options';
import { charsetOf, createParser, type Handler } from './read';

export function text(options: object | undefined, profile: BodyGeneration): Handler {
  const fallback = String((options as RawOptions | undefined)?.defaultCharset || 'utf-8');
  return createParser({
    shared: readShared(options, 'text/plain', profile.strictMediaType),
    profile,
    charset: (req) => charsetOf(req) || fallback,
    parse: (body) => body,
  });
}
