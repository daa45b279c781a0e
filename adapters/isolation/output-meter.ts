// Output bookkeeping at the source, in the framework process: every byte the framework
// writes to process.stdout or process.stderr is counted for the check it happened in, and
// only the first few kilobytes of each check go down the pipes (the check keeps no more). A
// flood is judged on this count, which is exact whatever the pipes' timing or the machine's
// load; and a framework that prints megabytes never waits on a pipe for the check process
// to read them, so its flood costs it no stall and the check's other waits no time.
/** Bytes of one check's output sent on to the check process; the rest is counted, not sent. */
export const FORWARDED_PER_CHECK = 64 * 1024;

export class OutputMeter {
  private counted = 0;
  private forwarded = 0;

  constructor(private readonly limit = FORWARDED_PER_CHECK) {}

  /** Counts a write of `bytes`; how many of them to send on (0 once the check's share is spent). */
  admit(bytes: number): number {
    this.counted += bytes;
    const room = Math.max(0, this.limit - this.forwarded);
    const sent = Math.min(room, bytes);
    this.forwarded += sent;
    return sent;
  }

  /** What was written since the last take, and starts a new count. */
  take(): { bytes: number; forwarded: number } {
    const taken = { bytes: this.counted, forwarded: this.forwarded };
    this.counted = 0;
    this.forwarded = 0;
    return taken;
  }
}

type Write = NodeJS.WriteStream['write'];

/**
 * Replaces `stream.write` with one that counts into `meter` and sends on only what the meter
 * admits; a write cut short or dropped still calls its callback, as the stream would.
 */
export function meterStream(stream: NodeJS.WriteStream, meter: OutputMeter): void {
  const write = stream.write.bind(stream) as (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
  const metered = function (chunk: unknown, encoding?: unknown, cb?: unknown): boolean {
    const callback = typeof encoding === 'function' ? encoding : cb;
    const enc = typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined;
    const bytes = typeof chunk === 'string' ? Buffer.byteLength(chunk, enc) : chunk instanceof Uint8Array ? chunk.byteLength : undefined;
    if (bytes === undefined) return write(chunk, encoding, cb); // not ours to judge: the stream says what is wrong with it
    const sent = meter.admit(bytes);
    if (sent === bytes) return write(chunk, encoding, cb);
    if (sent > 0) {
      const data = typeof chunk === 'string' ? Buffer.from(chunk, enc) : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, bytes);
      return write(data.subarray(0, sent), callback);
    }
    if (typeof callback === 'function') process.nextTick(callback as () => void);
    return true;
  };
  stream.write = metered as Write;
}
