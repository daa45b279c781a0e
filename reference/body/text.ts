// fw.text: the body as a string, decoded with its charset or defaultCharset.
import { bodyProfile, type BodyGeneration } from './generation';
import { readShared, type RawOptions } from './options';
import { charsetOf, createParser, type Handler } from './read';

export function text(options: object | undefined, gen: BodyGeneration): Handler {
  const fallback = String((options as RawOptions | undefined)?.defaultCharset || 'utf-8');
  const profile = bodyProfile(gen);
  return createParser({
    shared: readShared(options, 'text/plain', profile.strictMediaType),
    profile,
    charset: (req) => charsetOf(req) || fallback,
    parse: (body) => body,
  });
}
