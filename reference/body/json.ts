// fw.json: parses JSON bodies in any Unicode encoding.
import type { IncomingMessage } from 'node:http';
import { httpError } from './errors';
import type { BodyGeneration } from './read-state';
import { readShared, type RawOptions } from './options';
import { charsetOf, createParser, type Handler } from './read';

type Reviver = (this: unknown, key: string, value: unknown) => unknown;

export function json(options: object | undefined, profile: BodyGeneration): Handler {
  const opts = (options ?? {}) as RawOptions;
  const reviver = opts.reviver as Reviver | undefined;
  const strict = opts.strict !== false;
  const fallback = profile.defaultCharsetFor.has('json') ? String(opts.defaultCharset || 'utf-8') : 'utf-8';

  return createParser({
    shared: readShared(options, 'application/json', profile.strictMediaType),
    profile,
    charset(req: IncomingMessage) {
      const charset = charsetOf(req) || fallback;
      // RFC 7159 section 8.1: JSON is in a Unicode encoding
      if (charset.slice(0, 4) === 'utf-') return charset;
      return httpError(415, `unsupported charset "${charset.toUpperCase()}"`, { charset, type: 'charset.unsupported' });
    },
    parse(body) {
      const text = body as string;
      // an empty body is a common client mistake; it yields {} rather than an error
      if (text.length === 0) return {};
      if (strict && text[0] !== '{' && text[0] !== '[') rejectNonContainer(text);
      try {
        return JSON.parse(text, reviver);
      } catch (err) {
        throw bareSyntaxError(err as SyntaxError, (err as Error).message);
      }
    },
  });
}

const WHITESPACE = /^[\x20\x09\x0a\x0d]*/;

/**
 * Strict mode accepts only an object or array at the top. Anything else is
 * reported with the message JSON.parse itself gives for an unexpected
 * character at that position: the engine is asked about a copy where the
 * text from there on is masked with '#', and the mask is then replaced by the
 * original characters in its message.
 */
function rejectNonContainer(text: string): void {
  const start = WHITESPACE.exec(text)![0].length;
  const first = text[start];
  if (first === '{' || first === '[') return;
  const masked = start < text.length ? text.slice(0, start) + '#'.repeat(text.length - start) : '';
  let message = 'strict violation';
  let engineError: SyntaxError;
  try {
    JSON.parse(masked);
    engineError = new SyntaxError(message);
  } catch (err) {
    engineError = err as SyntaxError;
    message = engineError.message.replace(/#+/g, (run) => text.slice(start, start + run.length));
  }
  throw bareSyntaxError(engineError, message);
}

/** The SyntaxError with only its message and stack (as Express leaves it), message set to `message`. */
function bareSyntaxError(err: SyntaxError, message: string): SyntaxError {
  for (const key of Object.getOwnPropertyNames(err)) {
    if (key !== 'stack' && key !== 'message') delete (err as SyntaxError & Record<string, unknown>)[key];
  }
  if (err.message !== message) {
    err.stack = String(err.stack).replace(err.message, message);
    err.message = message;
  }
  return err;
}
