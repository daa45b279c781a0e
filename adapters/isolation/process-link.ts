// One framework process as the check side holds it: the child (launch.ts), its bounds
// (limits.ts: memory, the processes it started), its clock (starvation.ts) and its memory of
// the last moments (memory-trend.ts). They outlive a framework: where one threw in a framework
// thread, a fresh framework loads in the same process (FrameworkProcess.successor()), and the
// process's events (output, messages, exit) go to the framework it runs now, `current`.
import type { ChildProcess } from 'node:child_process';
import { DEATH_GRACE_MS } from './exchange-failure';
import { launchHost } from './launch';
import { aborted, Limits } from './limits';
import { overBoundMessage } from './memory';
import { MemoryTrend } from './memory-trend';
import type { OutputCapture, Stream } from './output-capture';
import type { FromFramework } from './protocol';
import type { Runtime } from './runtime';
import { procCpuReader, Starvation } from './starvation';

/** The framework a process runs now, as the process's events reach it. */
export interface LinkedFramework {
  death(): string | undefined;
  /** What it is doing, for messages ("while handling GET /x", "between checks"). */
  during(): string;
  readonly output: OutputCapture;
  message(m: FromFramework): void;
  kill(reason: string): void;
  /** The process is gone: `message` says why. */
  die(message: string): void;
}

export interface ProcessLink {
  child: ChildProcess;
  limits: Limits;
  starvation: Starvation;
  memory: MemoryTrend;
  /** The framework thread's id (Linux), where the framework runs in one: its state is the framework's. */
  thread?: number;
  current: LinkedFramework;
}

export interface LinkOptions {
  cwd: string;
  runtime?: Runtime;
  maxMemoryMib: number;
  frameworkThread?: boolean;
}

/** Starts a framework process and its watchers, which speak to the framework it runs now (link.current). */
export function linkProcess(options: LinkOptions, first: LinkedFramework): ProcessLink {
  const { maxMemoryMib } = options;
  const limits = new Limits({
    maxMemoryMib,
    seen: (rss) => link.memory.resident(rss),
    overBound: (rss) => {
      const current = link.current;
      if (!current.death()) current.kill(overBoundMessage(rss, maxMemoryMib, current.during()));
    },
  });
  const child = launchHost({ cwd: options.cwd, runtime: options.runtime, maxMemoryMib, env: limits.env, frameworkThread: options.frameworkThread });
  const link: ProcessLink = {
    child,
    limits,
    starvation: new Starvation({ read: procCpuReader(() => child.pid, () => link.thread) }),
    memory: new MemoryTrend(maxMemoryMib),
    current: first,
  };
  const read = (pipe: NodeJS.ReadableStream, stream: Stream, heard?: (text: string) => void) => {
    pipe.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      heard?.(text);
      link.current.output.keep(text, stream);
    });
    // A stream the framework closed will carry no mark: stop waiting for one there.
    pipe.on('end', () => link.current.output.streamEnded(stream));
  };
  read(child.stdout!, 'out');
  read(child.stderr!, 'err', (text) => limits.heard(text));
  child.on('message', (m: FromFramework) => link.current.message(m));
  // A failed send (EPIPE, a closed channel) is followed by the exit that explains it; only a
  // process that never started has nothing more to say.
  child.on('error', (err) => {
    if (child.pid === undefined) link.current.die(`the framework process could not be started: ${err.message}`);
  });
  child.on('exit', (code, signal) => {
    const current = link.current;
    const during = current.during();
    // What it started, when it ended by itself.
    limits.killStarted();
    if (current.death()) return;
    const ended = () => current.die(limits.exitMessage(code, signal, during));
    // A heap past its bound ends in an abort; V8's words on stderr may still be on their way.
    if (aborted(code, signal)) void current.output.endedWithin(DEATH_GRACE_MS).then(ended);
    else ended();
  });
  limits.watch(child);
  link.starvation.start();
  return link;
}
