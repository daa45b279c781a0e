// The processes a framework started, found so that none outlives the run. Killing the
// framework process's group takes the ones that stayed in it; one started with
// `detached: true` leads a session of its own, and once its parent ends it is the child of
// init, so nothing but a record kept while the tree was whole leads back to it. On Linux the
// tree is read from /proc (each process's parent, from /proc/<pid>/stat) and every process
// seen under the framework is remembered with its start time (a pid may be reused); every
// process whose environment carries the framework process's mark (ENV_MARK, inherited unless
// the framework gave its child an environment of its own) is found too, reparented or not.
// Elsewhere (macOS, Windows) only the group is killed: there is no /proc to read, and
// becoming a subreaper (prctl) needs a native addon.
import * as fs from 'node:fs';

/** Set in the framework process's environment, so that its descendants can be found by it. */
export const ENV_MARK = 'FW_CONFORMANCE_FRAMEWORK_PROCESS';

export const CAN_WALK = process.platform === 'linux' && fs.existsSync('/proc/self/stat');

export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** In clock ticks since boot: with the pid, names one process even after its pid is reused. */
  start: string;
}

/** One process's entry from the text of /proc/<pid>/stat (its name, in parentheses, may hold anything). */
export function parseStat(text: string): ProcessEntry | undefined {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  if (close < 0 || !Number.isInteger(pid)) return undefined;
  // After the name: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt
  // utime stime cutime cstime priority nice num_threads itrealvalue starttime ...
  const fields = text.slice(close + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return undefined; // ended, waiting to be reaped
  return { pid, ppid: Number(fields[1]), start: fields[19] };
}

function readEntry(pid: number): ProcessEntry | undefined {
  try {
    return parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // gone
  }
}

function allPids(): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((n) => /^\d+$/.test(n))
      .map(Number);
  } catch {
    return [];
  }
}

/** The processes below `roots` in `table`, roots excluded. */
export function descendantsIn(table: ProcessEntry[], roots: Set<number>): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const e of table) children.set(e.ppid, [...(children.get(e.ppid) ?? []), e]);
  const found: ProcessEntry[] = [];
  const queue = [...roots];
  const seen = new Set(roots);
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/** The children of every thread of `pid` (a child's parent is the thread that started it). */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const tid of tasks) {
    try {
      for (const c of fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ')) if (c.trim()) found.push(Number(c));
    } catch {
      // (the thread ended)
    }
  }
  return found;
}

function carriesMark(pid: number, mark: string): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`${ENV_MARK}=${mark}`);
  } catch {
    return false; // gone, or not ours to read
  }
}

/** The processes a framework process started, and theirs: remembered as they are seen. */
export class Descendants {
  private known = new Map<number, string>();
  /**
   * When the framework process started (clock ticks since boot): a process older than it
   * cannot be one it started, so its environment is not read. On a busy machine that read,
   * for every process, was most of what a framework process's end cost the check process.
   */
  private rootStart?: number;

  constructor(
    private readonly root: () => number | undefined,
    private readonly mark: string,
  ) {}

  /** How many processes have been seen under the framework so far. */
  get seen(): number {
    return this.known.size;
  }

  /**
   * Remembers what is below the framework process now (and below what was seen before). Cheap
   * enough to repeat every second: it reads the children of the processes of the tree only
   * (/proc/<pid>/task/<tid>/children), not every process of the machine.
   */
  look(): void {
    if (!CAN_WALK) return;
    const root = this.root();
    if (root !== undefined && this.rootStart === undefined) {
      const start = readEntry(root)?.start;
      if (start !== undefined) this.rootStart = Number(start);
    }
    const alive = [...this.known].filter(([pid, start]) => readEntry(pid)?.start === start).map(([pid]) => pid);
    const queue = [...(root === undefined ? [] : [root]), ...alive];
    const visited = new Set<number>();
    while (queue.length) {
      const pid = queue.shift()!;
      if (visited.has(pid)) continue;
      visited.add(pid);
      for (const child of childrenOf(pid)) {
        const entry = readEntry(child);
        if (!entry) continue;
        this.known.set(child, entry.start);
        queue.push(child);
      }
    }
  }

  /** Whether a running process the tree does not hold carries the mark (one started detached, whose parent ended). */
  anyMarked(): boolean {
    if (!CAN_WALK) return false;
    const table = allPids()
      .map(readEntry)
      .filter((e): e is ProcessEntry => e !== undefined);
    this.remember(table, true);
    return this.known.size > 0;
  }

  /** Kills every process the framework started that still runs (reads the tree once more first). */
  killAll(): void {
    if (!CAN_WALK) return;
    const table = allPids()
      .map(readEntry)
      .filter((e): e is ProcessEntry => e !== undefined);
    this.remember(table, true);
    const running = new Map(table.map((e) => [e.pid, e.start]));
    for (const [pid, start] of this.known) {
      if (running.get(pid) !== start) continue; // ended, or its pid now names another process
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // (ended meanwhile)
      }
    }
    this.known.clear();
  }

  private remember(table: ProcessEntry[], byMark: boolean): void {
    const root = this.root();
    const running = new Map(table.map((e) => [e.pid, e.start]));
    const roots = new Set<number>(root === undefined ? [] : [root]);
    for (const [pid, start] of this.known) if (running.get(pid) === start) roots.add(pid);
    for (const e of descendantsIn(table, roots)) this.known.set(e.pid, e.start);
    if (!byMark) return;
    for (const e of table) {
      if (e.pid === root || e.pid === process.pid || this.known.has(e.pid)) continue;
      if (this.rootStart !== undefined && Number(e.start) < this.rootStart) continue;
      if (carriesMark(e.pid, this.mark)) {
        this.known.set(e.pid, e.start);
        for (const d of descendantsIn(table, new Set([e.pid]))) this.known.set(d.pid, d.start);
      }
    }
  }
}
