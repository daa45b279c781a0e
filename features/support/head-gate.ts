// The stream between the socket and node's HTTP parser: it holds each response head until it
// has all come, reads it as RFC 9112 allows (response-head.ts), keeps its bytes as received,
// and hands the parser the head in lines it accepts; the body passes untouched. A head that
// breaks a rule destroys the stream with an InvalidResponse naming it. node's client takes any
// Duplex as its socket (http.request's createConnection).
import type * as net from 'node:net';
import { Duplex } from 'node:stream';
import { Failure } from '../../adapters/isolation/failure';
import { headEnd, readHead } from './response-head';

/** A response that breaks a rule of RFC 9112 or RFC 9110 a sender must keep; the message names the rule. */
export class InvalidResponse extends Failure {
  constructor(message: string) {
    super(message, 'InvalidResponse');
  }
}

export class HeadGate extends Duplex {
  /** Every head as received, byte for byte: interim (1xx) ones first, the final one last. */
  readonly heads: Buffer[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private inHead = true;

  /**
   * `maxHead`: past this many bytes without the end of a head, the bytes go to node's parser
   * as they are, which refuses them with its own limit (HPE_HEADER_OVERFLOW).
   */
  constructor(
    private readonly socket: net.Socket,
    private readonly maxHead: number,
    private readonly invalid: (reason: string) => InvalidResponse,
  ) {
    super();
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('end', () => {
      if (this.pending.length > 0) this.push(this.pending);
      this.push(null);
    });
    socket.on('error', (err) => this.destroy(err));
    socket.on('close', () => {
      if (!this.destroyed && this.readableEnded) this.destroy();
    });
  }

  private received(chunk: Buffer): void {
    if (!this.inHead) {
      this.forward(chunk);
      return;
    }
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (this.inHead && this.pending.length > 0) {
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
      this.forward(reading.normalized);
    }
    if (!this.inHead && this.pending.length > 0) this.passThrough();
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
