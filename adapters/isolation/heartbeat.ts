// The framework's event loop, as its answers to pings show it: how long it has not answered
// now, and the longest it went without answering during the current activity. A loop that
// stalled (a long garbage collection, a synchronous loop) and came back is remembered, so
// that a wait the stall made fail names the stall, not only its symptom.
export class Heartbeat {
  private lastPong: number;
  private longest = 0;

  constructor(
    /** How often the framework is pinged: a gap up to this long is no stall. */
    private readonly everyMs: number,
    now = Date.now(),
  ) {
    this.lastPong = now;
  }

  /** A new activity: its stalls are counted from here. */
  restart(now = Date.now()): void {
    this.lastPong = now;
    this.longest = 0;
  }

  /** An answer came. */
  pong(now = Date.now()): void {
    this.longest = Math.max(this.longest, this.silentFor(now));
    this.lastPong = now;
  }

  /** How long the loop has not answered, beyond the ping interval. */
  silentFor(now = Date.now()): number {
    return Math.max(0, now - this.lastPong - this.everyMs);
  }

  /** The longest silence of the current activity, the one going on included. */
  longestStall(now = Date.now()): number {
    return Math.max(this.longest, this.silentFor(now));
  }
}
