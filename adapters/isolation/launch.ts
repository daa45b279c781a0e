// Starts the framework process (framework-host.ts) on the runtime chosen with --runtime, its
// heap capped at the memory bound, in a process group of its own (POSIX), with the suite's
// own modules within reach of the framework and the scenarios.
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { OWN_GROUP } from './limits';
import { heapBoundArgs } from './memory';
import { RuntimeError, type Runtime } from './runtime';

const fromSource = __filename.endsWith('.ts');
const packageRequire = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

/**
 * Where the framework process resolves modules nobody installed beside the framework:
 * the view engines and middleware the scenarios use come with this package, so a
 * framework loaded from a user's project finds them (an engine is required by the
 * framework itself, from its own location).
 */
function suiteModulePaths(): string[] {
  const dirs = new Set<string>([path.join(PACKAGE_ROOT, 'node_modules')]);
  for (const dep of ['ejs', 'cookie-parser']) {
    try {
      dirs.add(path.resolve(path.dirname(packageRequire.resolve(`${dep}/package.json`)), '..'));
    } catch {
      // not installed: the scenario that needs it says so
    }
  }
  return [...dirs];
}

export interface LaunchOptions {
  cwd: string;
  /** What the framework process runs on (--runtime); default: this process's Node. */
  runtime?: Runtime;
  maxMemoryMib: number;
  /** Added to the environment it inherits from this process. */
  env: Record<string, string>;
  /** Run the framework in a framework thread, where the runtime allows (framework-host.ts; frameworkThread() below). */
  frameworkThread?: boolean;
}

/**
 * Whether the framework process runs the framework in a framework thread: when asked, unless
 * FWC_FRAMEWORK_THREAD=0 in this process's environment; always with FWC_FRAMEWORK_THREAD=1
 * (the isolation tests run so too: every fault on a thread).
 */
function frameworkThread(asked: boolean | undefined): boolean {
  const env = process.env.FWC_FRAMEWORK_THREAD;
  return env === '1' || (asked === true && env !== '0');
}

/** The framework process, started: stdout and stderr piped, messages on node's IPC channel. */
export function launchHost(options: LaunchOptions): ChildProcess {
  const runtime = options.runtime;
  if (fromSource && runtime && runtime.name !== 'node') {
    throw new RuntimeError(`--runtime ${runtime.name} runs the framework process from the build: run the CLI from dist/ (npm run build; bin/fw-conformance.js)`);
  }
  const execArgv = [...(runtime?.execArgv ?? []), ...heapBoundArgs(options.maxMemoryMib, runtime?.name ?? 'node'), ...(fromSource ? ['--require', packageRequire.resolve('tsx/cjs')] : [])];
  const entry = path.join(__dirname, `framework-host${fromSource ? '.ts' : '.js'}`);
  const nodePath = [...suiteModulePaths(), ...(process.env.NODE_PATH ? [process.env.NODE_PATH] : [])].join(path.delimiter);
  return fork(entry, [], {
    ...(runtime ? { execPath: runtime.executable } : {}),
    execArgv,
    cwd: options.cwd,
    env: { ...process.env, NODE_PATH: nodePath, ...options.env, FWC_FRAMEWORK_THREAD: frameworkThread(options.frameworkThread) ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'json',
    // A process group of its own, so that killing it kills the processes the framework
    // started too (limits.ts): a run leaves nothing of the framework's behind.
    detached: OWN_GROUP,
  });
}
