// Whether a request's body was already taken, and req.body before parsing:
// the two ways of the generations (profile.body.emptyBody / alreadyRead).
import type { IncomingMessage } from 'node:http';
import type { BodyGeneration } from '../generations/profile';

export type { BodyGeneration } from '../generations/profile';
export type ParserName = 'json' | 'raw' | 'text' | 'urlencoded';

export interface BodyRequest extends IncomingMessage {
  body?: unknown;
  _body?: boolean;
}

/** Gives `req.body` its empty value before anything else happens. */
export function initBody(gen: BodyGeneration, req: BodyRequest): void {
  if (gen.emptyBody === 'object') req.body = req.body || {};
  else if (!('body' in req)) req.body = undefined;
}

/** Another parser (or reader) already took the body: pass through. */
export function alreadyRead(gen: BodyGeneration, req: BodyRequest): boolean {
  if (gen.alreadyRead === 'flag') return req._body === true;
  // on-finished's idea of a finished request: nothing more can be read from it
  const socket = req.socket;
  return Boolean(!socket || !socket.readable || (req.complete && !req.readable));
}

/** Marks the body as taken, for parsers stacked after this one (where they look for a mark). */
export function markRead(gen: BodyGeneration, req: BodyRequest): void {
  if (gen.alreadyRead === 'flag') req._body = true;
}
