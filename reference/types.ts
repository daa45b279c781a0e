// Shared types of the reference framework. Request and response are the
// runtime's objects with the framework's helpers mixed in through prototypes.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Next = (err?: unknown) => void;
export type Req = IncomingMessage & Record<string | symbol, any>;
export type Res = ServerResponse & { req: Req } & Record<string | symbol, any>;
export type Handler = (req: Req, res: Res, next: Next) => unknown;
export type ErrorHandler = (err: unknown, req: Req, res: Res, next: Next) => unknown;
export type AnyHandler = Handler | ErrorHandler;
