// The framework processes this process started are killed when it is gone, however it ended
// (a CI job's SIGKILL to its process group included), even while their framework blocks its
// event loop and so cannot notice. One shell per check process, started with the first
// framework process and in a session of its own, reads a line for each framework process
// started ("+<pid>", "+-<group>") and ended ("-<pid>", "--<group>"); when its input ends, this
// process is gone, and it kills those left. Without a shell (Windows), each framework process
// watches its parent itself, from a thread of its own (framework-host.ts): a worker's start
// costs the framework process some 40 ms of CPU, where the shell costs the check process one
// small process per run.
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import type { Writable } from 'node:stream';

const SHELL = '/bin/sh';

/** The shell's program: the targets (pids, or negative process groups) live between spaces in $live. */
const PROGRAM = `
live=' '
while IFS= read -r line; do
  case $line in
    +*) live="$live\${line#+} " ;;
    -*) t=\${line#-}; case $live in *" $t "*) live="\${live%%" $t "*} \${live#*" $t "}" ;; esac ;;
  esac
done
for t in $live; do kill -9 "$t" 2>/dev/null; done
`;

export class OrphanGuard {
  private shell?: ChildProcess;
  private input?: Writable;
  private unavailable = process.platform === 'win32';

  /** Whether the guard watches this process's framework processes (the shell is started at the first ask). */
  available(): boolean {
    if (this.input) return true;
    if (this.unavailable || !fs.existsSync(SHELL)) return false;
    try {
      this.shell = spawn(SHELL, ['-c', PROGRAM], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
    } catch {
      this.unavailable = true;
      return false;
    }
    if (this.shell.pid === undefined || !this.shell.stdin) {
      this.unavailable = true;
      this.shell.on('error', () => undefined);
      return false;
    }
    this.input = this.shell.stdin;
    // Neither the shell nor its input keeps this process alive: it ends when this process does.
    this.shell.on('error', () => undefined);
    this.input.on('error', () => undefined);
    this.shell.unref();
    (this.input as Writable & { unref?: () => void }).unref?.();
    return true;
  }

  /** The shell's pid, for tests. */
  get pid(): number | undefined {
    return this.shell?.pid;
  }

  /** Kill `target` (a pid, or a process group as a negative number) when this process is gone. */
  add(target: number): void {
    this.input?.write(`+${target}\n`);
  }

  /** `target` ended: nothing to kill of it (its pid may be another process's soon). */
  remove(target: number): void {
    this.input?.write(`-${target}\n`);
  }
}

/** This process's guard. */
export const orphanGuard = new OrphanGuard();
