// The stream between the socket and node's HTTP parser: it holds each response head until it
// has all come, reads it as RFC 9112 allows (response-head.ts), keeps its bytes as received,
// and hands the parser the head in lines it accepts; the body passes untouched. A head that
// breaks a rule destroys the stream with an InvalidResponse naming it. node's client takes any
// Duplex as its socket (http.request's createConnection).
//
// A response with no content (to HEAD, a 204, a 304: RFC 9110 6.4.1) ends with its head, so
// node's parser leaves whatever follows on the socket unread; on a kept-alive connection those
// bytes would be read as the next response. The gate keeps them (`trailing`) instead, up to
// the close or a short idle wait (`settle`), for the lint to judge; content after a 1xx head
// is refused at once, naming the rule.
import type * as net from 'node:net';
import { Duplex } from 'node:stream';
import { Failure } from '../../adapters/isolation';
import { headEnd, readHead } from './response-head';

/** A response that breaks a rule of RFC 9112 or RFC 9110 a sender must keep; the message names the rule. */
export class InvalidResponse extends Failure {
  constructor(message: string) {
    super(message, 'InvalidResponse');
  }
}

const STATUS_START = Buffer.from('HTTP/');

export class HeadGate extends Duplex {
  /** Every head as received, byte for byte: interim (1xx) ones first, the final one last. */
  readonly heads: Buffer[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private inHead = true;
  /** Set once the final head is of a response with no content: what follows is kept, not parsed. */
  private bodiless = false;
  private trailingChunks: Buffer[] = [];
  private trailingSize = 0;
  private ended = false;
  private wakeSettle?: () => void;

  /**
   * `maxHead`: past this many bytes without the end of a head, the bytes go to node's parser
   * as they are, which refuses them with its own limit (HPE_HEADER_OVERFLOW).
   */
  constructor(
    private readonly socket: net.Socket,
    private readonly maxHead: number,
    private readonly invalid: (reason: string) => InvalidResponse,
    /** The request's method: a response to HEAD has no content whatever its head says. */
    private readonly method = 'GET',
  ) {
    super();
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('end', () => {
      this.finished();
      if (this.pending.length > 0) this.push(this.pending);
      this.push(null);
    });
    socket.on('error', (err) => {
      this.finished();
      this.destroy(err);
    });
    socket.on('close', () => {
      this.finished();
      if (!this.destroyed && this.readableEnded) this.destroy();
    });
  }

  /** At most this much of the trailing bytes is kept for the message; all are counted. */
  static readonly TRAILING_KEPT = 256;

  /** The bytes that came after the head of a response with no content (the first TRAILING_KEPT of them), and how many came. */
  get trailing(): { bytes: Buffer; size: number } {
    return { bytes: Buffer.concat(this.trailingChunks), size: this.trailingSize };
  }

  /** Whether the final head was of a response with no content (to HEAD, a 204, a 304). */
  get hasNoContent(): boolean {
    return this.bodiless;
  }

  /**
   * Resolves when the server has closed the connection (it was asked to: the client sends
   * "Connection: close"), or when no byte came for `idle()`'s bound: `idle` is started at
   * the call and after each byte, and says how much of it is left (a bound that counts the
   * time the machine gives the framework, so a busy machine does not cut it short).
   */
  async settle(idle: () => () => number): Promise<void> {
    // Past TRAILING_KEPT bytes the verdict is made: a server streaming on does not hold it up.
    while (!this.ended && this.trailingSize < HeadGate.TRAILING_KEPT) {
      const left = idle();
      const seen = this.trailingSize;
      await new Promise<void>((resolve) => {
        const tick = (): void => {
          const ms = left();
          if (this.ended || this.trailingSize !== seen || ms <= 0) {
            this.wakeSettle = undefined;
            resolve();
            return;
          }
          timer = setTimeout(tick, ms);
        };
        let timer = setTimeout(tick, left());
        this.wakeSettle = () => {
          clearTimeout(timer);
          this.wakeSettle = undefined;
          resolve();
        };
      });
      if (!this.ended && this.trailingSize === seen) return;
    }
  }

  private finished(): void {
    this.ended = true;
    this.wakeSettle?.();
  }

  private keepTrailing(bytes: Buffer): void {
    if (!bytes.length) return;
    const room = HeadGate.TRAILING_KEPT - Math.min(this.trailingSize, HeadGate.TRAILING_KEPT);
    if (room > 0) this.trailingChunks.push(Buffer.from(bytes.subarray(0, room)));
    this.trailingSize += bytes.length;
    this.wakeSettle?.();
  }

  private received(chunk: Buffer): void {
    if (this.bodiless) {
      this.keepTrailing(chunk);
      return;
    }
    if (!this.inHead) {
      this.forward(chunk);
      return;
    }
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (this.inHead && this.pending.length > 0) {
      if (this.heads.length > 0 && !this.startsResponse()) {
        this.destroy(this.invalid(this.contentAfterInterim()));
        return;
      }
      const end = headEnd(this.pending);
      if (end < 0) {
        if (this.pending.length > this.maxHead) this.passThrough();
        return;
      }
      const head = this.pending.subarray(0, end);
      this.pending = this.pending.subarray(end);
      this.heads.push(Buffer.from(head));
      const reading = readHead(head);
      if (!reading.ok) {
        this.destroy(this.invalid(reading.reason));
        return;
      }
      // An interim response (1xx but 101) is followed by another head (RFC 9110 §15.2).
      if (reading.status >= 200 || reading.status === 101) this.inHead = false;
      this.bodiless = !this.inHead && (this.method.toUpperCase() === 'HEAD' || reading.status === 204 || reading.status === 304);
      this.forward(reading.normalized);
    }
    if (this.bodiless) {
      const rest = this.pending;
      this.pending = Buffer.alloc(0);
      this.keepTrailing(rest);
      return;
    }
    if (!this.inHead && this.pending.length > 0) this.passThrough();
  }

  /** Whether what waits after an interim head is (so far) the start of another status line. */
  private startsResponse(): boolean {
    const start = this.pending.subarray(0, STATUS_START.length);
    return STATUS_START.subarray(0, start.length).equals(start);
  }

  private contentAfterInterim(): string {
    const last = this.heads.at(-1)!.toString('latin1');
    const next = this.pending.indexOf(STATUS_START);
    const content = this.pending.subarray(0, next < 0 ? this.pending.length : next);
    const shown = JSON.stringify(content.subarray(0, 40).toString('latin1')) + (content.length > 40 ? '…' : '');
    return (
      `http/no-content-on-1xx (RFC 9110 15.2): a 1xx response ends with its head, and ${last.slice(9, 12)}'s is followed by ` +
      `${next < 0 ? 'at least ' : ''}${content.length} bytes that start no response: ${shown}`
    );
  }

  private passThrough(): void {
    this.inHead = false;
    const rest = this.pending;
    this.pending = Buffer.alloc(0);
    this.forward(rest);
  }

  private forward(bytes: Buffer): void {
    if (!this.push(bytes)) this.socket.pause();
  }

  override _read(): void {
    this.socket.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (err?: Error | null) => void): void {
    this.socket.write(chunk, encoding, callback);
  }

  override _final(callback: (err?: Error | null) => void): void {
    this.socket.end();
    callback();
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    this.socket.destroy();
    callback(err);
  }

  // What node's client calls on a socket besides the stream methods.
  setNoDelay(noDelay?: boolean): this {
    this.socket.setNoDelay(noDelay);
    return this;
  }

  setKeepAlive(enable?: boolean, delay?: number): this {
    this.socket.setKeepAlive(enable, delay);
    return this;
  }

  setTimeout(ms: number, callback?: () => void): this {
    this.socket.setTimeout(ms, callback);
    return this;
  }

  ref(): this {
    this.socket.ref();
    return this;
  }

  unref(): this {
    this.socket.unref();
    return this;
  }

  destroySoon(): void {
    this.end();
  }
}
