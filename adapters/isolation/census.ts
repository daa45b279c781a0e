// What the framework's objects of the interface really have. The check side names the members
// the spec names (spec/interface-members.ts), object by object; the framework process reads them
// on real objects, fw, an app, a router, and the req and res of the first request its app
// handles, and answers which are absent (undefined). "Not implemented" is then decided by what is missing,
// never by the words of an error or the name of a variable (runner/not-implemented.ts).
import * as http from 'node:http';
import type { Adapter } from '../contract';
import { createApp } from '../serve';

/** Member names by object: `{ res: ['json', 'status'], req: ['ip'] }`. */
export type MemberNames = Partial<Record<CensusObject, string[]>>;
export type CensusObject = 'fw' | 'app' | 'router' | 'req' | 'res';
/** What the census found: the absent members by object, and the settings the framework accepts and ignores (ignored-settings.ts). */
export type CensusFound = MemberNames & { settings?: string[] };

/**
 * The names of `names` that `object` lacks: not there, or there with the value undefined. A
 * getter is read (a property the framework defines but leaves undefined, req.ip, is absent);
 * one that throws counts as present. Deprecation notices of getters are silenced meanwhile
 * (depd and Node honour process.noDeprecation): the census must not print in the framework's name.
 */
export function absentMembers(object: unknown, names: readonly string[]): string[] {
  if (object === null || (typeof object !== 'object' && typeof object !== 'function')) return [...names];
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  try {
    return names.filter((name) => {
      if (!(name in (object as object))) return true;
      try {
        return (object as Record<string, unknown>)[name] === undefined;
      } catch {
        return false;
      }
    });
  } finally {
    process.noDeprecation = quiet;
  }
}

/** The absent members of fw, an app and a router (made bare), at load; req and res wait for a request (watchFirstRequest). */
export function takeCensus(adapter: Adapter, names: MemberNames): MemberNames {
  const absent: MemberNames = {};
  if (names.fw) absent.fw = absentMembers(adapter.fw, names.fw);
  if (names.app) absent.app = absentMembers(createApp(adapter), names.app);
  const Router = (adapter.fw as { Router?: unknown }).Router;
  if (names.router && typeof Router === 'function') {
    try {
      absent.router = absentMembers((Router as () => unknown)(), names.router);
    } catch {
      // a Router that cannot be made bare: its members are not inspected
    }
  }
  return absent;
}

/**
 * The req and res the framework hands its app, read at the first request a node server of
 * the process emits while `armed()` (the app itself is served, not a handler of the
 * scenario's own): once its handling returns, and again when the response finishes (a
 * framework may add members as it goes). No request of the suite's own: the census rides on a
 * check's, and prints nothing a check did not. A native server (uWebSockets) emits none: its
 * req and res are not inspected.
 */
export function watchFirstRequest(names: MemberNames, armed: () => boolean, report: (census: MemberNames) => void): void {
  if (!names.req && !names.res) return;
  const proto = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const own = Object.hasOwn(proto, 'emit');
  const emit = proto.emit;
  const restore = () => {
    if (own) proto.emit = emit;
    else delete (proto as Partial<typeof proto>).emit;
  };
  const read = (req: unknown, res: unknown): MemberNames => ({
    ...(names.req ? { req: absentMembers(req, names.req) } : {}),
    ...(names.res ? { res: absentMembers(res, names.res) } : {}),
  });
  proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'request' || !armed()) return emit.call(this, event, ...args);
    restore();
    const [req, res] = args as [unknown, { once?: (e: string, f: () => void) => void }];
    try {
      return emit.call(this, event, ...args);
    } finally {
      report(read(req, res));
      res.once?.('finish', () => report(read(req, res)));
    }
  };
}
