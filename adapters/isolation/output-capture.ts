// The framework's output as the check side reads it from the framework process's pipes, cut
// at check borders. At each close, the framework process writes a mark into stdout and
// stderr, queued behind what the framework wrote (framework-host.ts): what comes before the
// marks is the ending check's. A check keeps the first few kilobytes of its output and
// counts the rest. A close left to the next build (closeWithNextBuild) still writes its
// marks, which arrive during the next check: until they do, what comes is the ended check's,
// and is dropped.
import type { Readable } from 'node:stream';
import { OUTPUT_MARK } from './protocol';

export type Stream = 'out' | 'err';

/** Characters of a check's output kept for its report; the rest is counted. */
const KEPT = 16 * 1024;
/** Output a check may print and still leave its close to the next build. */
const QUIET = 64 * 1024;

export class OutputCapture {
  private text = '';
  private dropped = 0;
  /** What the framework printed during the check, as counted where it printed it (at the last close). */
  private counted = 0;
  /** Which streams carried the mark of the close being waited for. */
  private marks = { out: false, err: false };
  private markWaiter?: () => void;
  /** Streams the framework closed: they carry no more marks. */
  private ended = { out: false, err: false };
  private endWaiters: Array<() => void> = [];
  /** Marks still to come from closes left to the next build. */
  private stale = { out: 0, err: 0 };

  /** Reads `pipe`, the framework's `stream`, to its end; `heard` is told each piece of text too. */
  read(pipe: Readable, stream: Stream, heard?: (text: string) => void): void {
    pipe.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      heard?.(text);
      this.keep(text, stream);
    });
    // A stream the framework closed will carry no mark: stop waiting for one there.
    pipe.on('end', () => this.streamEnded(stream));
  }

  /** Text read from one of the framework's streams. */
  keep(text: string, stream: Stream): void {
    for (;;) {
      const at = text.indexOf(OUTPUT_MARK);
      if (this.stale[stream] > 0) {
        if (at < 0) return; // printed by a check that has ended
        text = text.slice(at + OUTPUT_MARK.length);
        this.stale[stream]--;
        continue;
      }
      if (at < 0) break;
      text = text.slice(0, at) + text.slice(at + OUTPUT_MARK.length);
      this.marks[stream] = true;
      this.markWaiter?.();
    }
    const room = KEPT - this.text.length;
    if (text.length <= room) this.text += text;
    else {
      this.text += text.slice(0, Math.max(0, room));
      this.dropped += text.length - Math.max(0, room);
    }
  }

  /** The framework closed `stream`: it carries no more marks, and no wait is for one there. */
  streamEnded(stream: Stream): void {
    this.ended[stream] = true;
    this.stale[stream] = 0;
    this.marks[stream] = true;
    this.markWaiter?.();
    if (this.ended.out && this.ended.err) for (const w of this.endWaiters.splice(0)) w();
  }

  /** A close is asked for: its marks are waited for from here (they may come before its answer). */
  closing(): void {
    this.marks = { out: this.ended.out, err: this.ended.err };
  }

  /**
   * The close was answered, with the count of what the check printed: resolves once its
   * marks came on both streams (what the check printed is then all read), or at the bound the
   * caller arms (the framework process's, counted in the time the machine gave it:
   * starvation.ts), which calls `expired` once and returns its cancel.
   */
  async closed(printed: number, arm: (expired: () => void) => () => void): Promise<void> {
    this.counted += printed;
    if (this.marks.out && this.marks.err) return;
    // Everything printed before the close is in the pipes ahead of the marks; reading a
    // flood of it can take a moment on a loaded machine.
    await new Promise<void>((resolve) => {
      // At the bound, what the pipes hold already is read first (the loop's I/O comes
      // between its timers and setImmediate): a process that was not run for a while finds
      // the marks waiting, not a wait that ran out.
      const cancel = arm(() => setImmediate(resolve));
      this.markWaiter = () => {
        if (this.marks.out && this.marks.err) {
          cancel();
          resolve();
        }
      };
    });
    this.markWaiter = undefined;
  }

  /** The close is left to the next build: its marks, still to come, end the output of the check that ended. */
  leaveClose(): void {
    if (!this.ended.out) this.stale.out++;
    if (!this.ended.err) this.stale.err++;
  }

  /** Resolves once both streams have ended (all the framework wrote is read), or after `ms`. */
  endedWithin(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.ended.out && this.ended.err) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.endWaiters = this.endWaiters.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.endWaiters.push(done);
    });
  }

  /** Whether the check printed little so far (its close can be left to the next build). */
  get quiet(): boolean {
    return this.printed <= QUIET;
  }

  /**
   * The output since the last take, cut at a few kilobytes, and how much was printed in all:
   * as counted where it was printed (output-meter.ts, exact, known at a close), or as read
   * from the pipes when more came there (writes past process.stdout and process.stderr:
   * fs.writeSync(1), a child's inherited output; counted as they arrive).
   */
  take(): { text: string; bytes: number } {
    const bytes = Math.max(this.counted, this.printed);
    const notKept = bytes - this.text.length;
    const text = this.text + (notKept > 0 ? `\n… ${notKept} more bytes of output not kept` : '');
    this.text = '';
    this.dropped = 0;
    this.counted = 0;
    return { text, bytes };
  }

  /** The output since the last take, quoted beneath a failure's message ('' when there is none). */
  quote(): string {
    const { text } = this.take();
    if (!text) return '';
    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => `    ${l}`);
    return `\n  its output:\n${lines.join('\n')}`;
  }

  /** How much was read since the last take, kept or not. */
  private get printed(): number {
    return this.text.length + this.dropped;
  }
}
