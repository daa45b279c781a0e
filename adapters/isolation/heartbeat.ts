// The framework's event loop, as its answers to pings show it. While the check waits on the
// framework, the loop is pinged at a steady pace: one that stays silent for the whole bound
// of a wait is blocked (the process is killed for it); a wait that ran out while the loop was
// silent is put down to the loop. A loop that stalled (a long garbage collection, a
// synchronous loop) and came back is remembered for the current stretch of pinging, so that a
// wait the stall made fail names the stall, not only its symptom. Silence is counted on the
// clock of the time the machine gave the framework (starvation.ts): a framework the machine
// did not run is not silent, up to a cap of wall-clock silence (--check-timeout).

/** How often the framework is pinged while the check waits on it. */
export const PING_EVERY_MS = 200;

export interface HeartbeatOptions {
  /** The bound of each wait on the framework: a loop silent this long is blocked. */
  timeoutMs: number;
  /** Sends ping number `n` to the framework. */
  ping(n: number): void;
  /** The loop has not answered for `timeoutMs`: this beat sends no ping. */
  blocked(): void;
  /** How often to ping: a gap up to this long is no stall. */
  everyMs?: number;
  /** The clock silence is counted on: the time given to the framework (default: the wall clock). */
  clock?: () => number;
  /** Wall-clock silence that is blocked however little the framework was given (default: none). */
  capMs?: number;
}

export class Heartbeat {
  private timer?: NodeJS.Timeout;
  private n = 0;
  private readonly clock: () => number;
  private lastPong: number;
  private lastPongWall = Date.now();
  private longest = 0;
  private readonly everyMs: number;

  constructor(private readonly options: HeartbeatOptions) {
    this.everyMs = options.everyMs ?? PING_EVERY_MS;
    this.clock = options.clock ?? Date.now;
    this.lastPong = this.clock();
  }

  /** Whether the framework is being pinged. */
  get beating(): boolean {
    return this.timer !== undefined;
  }

  /** Starts pinging, unless it already does: the stalls of this stretch are counted from here. */
  start(): void {
    if (this.timer) return;
    this.restart();
    this.timer = setInterval(() => this.beat(), this.everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Forgets the stalls seen so far, as if the loop had just answered. */
  restart(now = this.clock()): void {
    this.lastPong = now;
    this.lastPongWall = Date.now();
    this.longest = 0;
  }

  /** An answer came (to a ping or to another question). */
  pong(now = this.clock()): void {
    this.longest = Math.max(this.longest, this.silentFor(now));
    this.lastPong = now;
    this.lastPongWall = Date.now();
  }

  /** How long the loop has not answered, beyond the ping interval. */
  silentFor(now = this.clock()): number {
    return Math.max(0, now - this.lastPong - this.everyMs);
  }

  /** The longest silence of the current stretch, the one going on included. */
  longestStall(now = this.clock()): number {
    return Math.max(this.longest, this.silentFor(now));
  }

  /** How long the loop has not answered a ping (0 when it is not pinged); past the cap, the wall-clock silence. */
  blockedForMs(): number {
    if (!this.timer) return 0;
    return this.capped ? this.wallSilence() : this.silentFor();
  }

  /** Whether the loop has been silent for the wall-clock cap. */
  private get capped(): boolean {
    return this.options.capMs !== undefined && this.wallSilence() >= this.options.capMs;
  }

  private wallSilence(): number {
    return Math.max(0, Date.now() - this.lastPongWall - this.everyMs);
  }

  /** Whether a wait that ran out now is put down to the loop: it has not answered for long. */
  get blocked(): boolean {
    return this.blockedForMs() >= this.thresholdMs;
  }

  /** Whether the loop stalled while pinged (and answers again, or not yet). */
  get stalled(): boolean {
    return this.timer !== undefined && this.longestStall() >= this.thresholdMs;
  }

  blockedMessage(activity: string): string {
    return `the framework's event loop did not respond for ${seconds(this.blockedForMs())} s while ${activity}`;
  }

  /** `message`, led by the stall that came before it, if the loop stalled: the stall is the cause, the rest its symptom. */
  afterStall(activity: string, message: string): string {
    if (!this.stalled) return message;
    return `the framework's event loop stalled for ${seconds(this.longestStall())} s while ${activity} (a long garbage collection, or a synchronous loop); then: ${message}`;
  }

  /** A silence this long, when a wait runs out, is the loop's doing. */
  private get thresholdMs(): number {
    return Math.min(1000, this.options.timeoutMs / 2);
  }

  private beat(): void {
    if (this.capped || this.blockedForMs() >= this.options.timeoutMs) {
      this.options.blocked();
      return;
    }
    this.options.ping(++this.n);
  }
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(ms < 10_000 ? 1 : 0);
}
