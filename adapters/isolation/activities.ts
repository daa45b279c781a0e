// What the framework is doing for the check, for messages ("while handling GET /x"). A wait
// on the framework begins an activity and ends it; the phases of a request follow each other.
// While any watched activity goes on, the framework is watched (its heartbeat, its
// idleness): each one begun tells the watch, and the last one to end stops it.

export interface Watch {
  /** A watched activity began. */
  begin(): void;
  /** No activity is left. */
  end(): void;
}

export class Activities {
  private stack: string[] = [];

  constructor(private readonly watch: Watch) {}

  /** The framework does `activity` for the check; `watched`: a wait on it (not the adapter's load, which may compile for seconds). */
  begin(activity: string, watched = true): void {
    this.stack.push(activity);
    if (watched) this.watch.begin();
  }

  end(activity: string): void {
    const i = this.stack.lastIndexOf(activity);
    if (i >= 0) this.stack.splice(i, 1);
    if (!this.stack.length) this.watch.end();
  }

  /** The latest activity begun that has not ended. */
  get current(): string | undefined {
    return this.stack[this.stack.length - 1];
  }

  /** "while handling GET /x", or "between checks": when something happened, for messages. */
  get during(): string {
    return this.stack.length ? `while ${this.current}` : 'between checks';
  }
}
