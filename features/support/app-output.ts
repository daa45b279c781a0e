// What the framework under test prints while a check runs (error stacks of the default
// error handler, deprecation notices) is kept with the check instead of flooding the
// run's output; a failed check shows it, a passed one drops it.
import { format } from 'node:util';

export const APP_OUTPUT_MEDIA_TYPE = 'text/x.fw-conformance.app-output';
const LIMIT = 8192;

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

export class AppOutput {
  private chunks: string[] = [];
  private size = 0;
  private restore: Array<() => void> = [];

  start(): void {
    const keep = (text: string) => {
      if (this.size >= LIMIT) return;
      this.chunks.push(text);
      this.size += text.length;
    };
    for (const name of CONSOLE_METHODS) {
      const original = console[name];
      console[name] = (...args: unknown[]) => keep(format(...args) + '\n');
      this.restore.push(() => {
        console[name] = original;
      });
    }
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write;
      stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        keep(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
        const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
        callback?.();
        return true;
      }) as typeof stream.write;
      this.restore.push(() => {
        stream.write = original;
      });
    }
  }

  /** Stops capturing and returns what was printed (cut at a few kilobytes). */
  stop(): string {
    for (const undo of this.restore.splice(0).reverse()) undo();
    const text = this.chunks.join('').slice(0, LIMIT);
    this.chunks = [];
    this.size = 0;
    return text;
  }
}
