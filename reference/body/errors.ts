// HTTP errors handed to next(err) by the body parsers, shaped as Express's
// own (http-errors): an instance named for the status ("PayloadTooLargeError"),
// with status, statusCode and expose on its prototype, an enumerable message,
// and extra fields (type, charset, ...) as own properties.
import { STATUS_CODES } from 'node:http';

export interface HttpError extends Error {
  status: number;
  statusCode: number;
  expose: boolean;
  type?: string;
  [field: string]: unknown;
}

const classes = new Map<number, new (message: string) => HttpError>();

function classFor(status: number): new (message: string) => HttpError {
  let Class = classes.get(status);
  if (Class) return Class;
  const phrase = STATUS_CODES[status] ?? String(status);
  const name = phrase.replace(/[^ _0-9a-z]/gi, '').split(' ').map((w) => w.slice(0, 1).toUpperCase() + w.slice(1)).join('');
  const className = name.endsWith('Error') ? name : name + 'Error';
  class StatusError extends Error {
    declare status: number;
    declare statusCode: number;
    declare expose: boolean;
    [field: string]: unknown;
    constructor(message: string) {
      super(message);
      Object.defineProperty(this, 'message', { value: message, enumerable: true, writable: true, configurable: true });
      Object.defineProperty(this, 'name', { value: className, enumerable: false, writable: true, configurable: true });
    }
  }
  Object.defineProperty(StatusError, 'name', { value: className });
  Object.assign(StatusError.prototype, { status, statusCode: status, expose: status < 500 });
  Class = StatusError;
  classes.set(status, Class);
  return Class;
}

/** A new error for `status`, with the given message and extra fields. */
export function httpError(status: number, message: string, fields?: Record<string, unknown>): HttpError {
  const err = new (classFor(status))(message);
  if (fields) Object.assign(err, fields);
  return err;
}

/**
 * Gives an error thrown by user code or a parser an HTTP status, as Express
 * does: a status already on the error wins; otherwise `status` is set with
 * expose (as own fields always when `ownStatus`). `fields` are then copied
 * on. A thrown non-Error becomes a message.
 */
export function withStatus(thrown: unknown, status: number, fields: Record<string, unknown>, ownStatus = false): HttpError {
  if (!(thrown instanceof Error)) {
    return httpError(status, typeof thrown === 'string' ? thrown : STATUS_CODES[status] ?? String(status), fields);
  }
  const err = thrown as HttpError;
  const own = err.status || err.statusCode;
  const code = typeof own === 'number' && own >= 400 && own < 600 ? own : status;
  if (ownStatus || err.status !== code || err.statusCode !== code || err.expose !== code < 500) {
    err.expose = code < 500;
    err.status = err.statusCode = code;
  }
  for (const key in fields) {
    if (key !== 'status' && key !== 'statusCode') err[key] = fields[key];
  }
  return err;
}
