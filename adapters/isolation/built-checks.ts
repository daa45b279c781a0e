// The checks built on one framework process, numbered as its builds are (1, 2, ...): whose
// work a crash was (the host tells the build's number: leftover-crash.ts), and whether the
// last check's close was left to the next build (FrameworkProcess.closeWithNextBuild()).
// Where the runtime loses the async context before the crash handler (Deno; Bun for
// rejections), the host tells no number and the crash stays with the check under way.
import type { CheckOwner } from './leftover-crash';

export class BuiltChecks {
  /** Build n's check is built[n - 1]. */
  private built: CheckOwner[] = [];
  /** The last check built has ended (closed, or left to be closed by the next build). */
  private lastEnded = false;
  private closePending = false;

  /** A check is built: its build's number, and whether the app before it is to be closed first. */
  build(check: CheckOwner): { n: number; closeFirst: boolean } {
    const closeFirst = this.closePending;
    this.closePending = false;
    this.built.push(check);
    this.lastEnded = false;
    return { n: this.built.length, closeFirst };
  }

  /** The last check's app is closed. */
  closed(): void {
    this.lastEnded = true;
  }

  /** Leaves the last check's close to the next build: false when it was left already. */
  leaveClose(): boolean {
    if (this.closePending) return false;
    this.closePending = true;
    this.lastEnded = true;
    return true;
  }

  /** The check that ended before a crash came, when the crash was its work's; undefined for the check under way, or none known. */
  ownerOf(n: number | undefined): CheckOwner | undefined {
    if (n === undefined || n < 1 || n > this.built.length) return undefined;
    if (n === this.built.length && !this.lastEnded) return undefined;
    return this.built[n - 1];
  }
}
