// One TCP connection to the app, spoken to in bytes: what the scenarios of features/http
// need and node's client hides (pipelining, HTTP/1.0, a body held back behind
// "Expect: 100-continue", the server's close). Every wait ends on an event (the responses
// read, the close) or on the check's bound, with a message saying what did not come.
import * as net from 'node:net';
import { readResponses, type WireRead } from './wire-parse';

/**
 * A wait's bound, started now: what is left of `ms` at each moment. By default wall-clock
 * time; a check passes one that counts the time the machine gives the framework (starvation.ts).
 */
export type WaitBound = (ms: number) => () => number;
const wallClock: WaitBound = (ms) => {
  const deadline = Date.now() + ms;
  return () => deadline - Date.now();
};

export class WireConnection {
  private received = Buffer.alloc(0);
  private readonly methods: string[] = [];
  private ended = false;
  private error?: Error;
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('end', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('error', (err) => {
      // A reset after the responses is a close like another.
      this.error = err;
      this.ended = true;
      this.wake();
    });
  }

  static open(baseUrl: string): Promise<WireConnection> {
    const url = new URL(baseUrl);
    if (url.protocol !== 'http:') throw new Error(`the raw-socket steps speak plain HTTP; the app is served at ${baseUrl}`);
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => {
        socket.off('error', reject);
        resolve(new WireConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Writes a request (or part of one); `method` is recorded when a request starts, so HEAD's answer is read without content. */
  write(bytes: Buffer, method?: string): void {
    if (method) this.methods.push(method);
    if (!this.ended) this.socket.write(bytes);
  }

  /** What came so far, read as responses. */
  read(): WireRead {
    return readResponses(this.received, this.methods, this.ended);
  }

  get closed(): boolean {
    return this.ended;
  }

  /** The socket error that ended the connection, if one did. */
  get socketError(): Error | undefined {
    return this.error;
  }

  /** Resolves once `done` holds for what came; rejects with `what` when the bound passes first, or the connection ends first. */
  async until(done: (read: WireRead) => boolean, timeoutMs: number, what: () => string, bound: WaitBound = wallClock): Promise<WireRead> {
    const remaining = bound(timeoutMs);
    for (;;) {
      const read = this.read();
      if (done(read)) return read;
      if (this.ended) throw new Error(`${what()}: the server closed the connection first`);
      const left = remaining();
      if (left <= 0) throw new Error(`${what()}: nothing more came within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server has closed the connection; rejects with `what` at the bound. */
  async untilClosed(timeoutMs: number, what: () => string, bound: WaitBound = wallClock): Promise<WireRead> {
    const remaining = bound(timeoutMs);
    while (!this.ended) {
      const left = remaining();
      if (left <= 0) throw new Error(`${what()}: the connection was still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.read();
  }

  close(): void {
    this.socket.destroy();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
