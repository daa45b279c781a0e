// The executable the framework process runs under (--runtime): the framework, its adapter and
// the app code run there, while the checks stay on the CLI's own Node. Node's IPC channel
// (child_process.fork) works both ways with Bun and with Deno, so one supervisor serves all.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';

export const runtimeSchema = z.object({
  /** What the framework process runs on: node, bun or deno. */
  name: z.enum(['node', 'bun', 'deno']),
  /** Its version, as it prints it ("22.23.3", "1.4.5", "2.9.6"). */
  version: z.string(),
  executable: z.string(),
  /** Arguments before the script: Deno runs a CommonJS script with `run -A --unstable-detect-cjs`. */
  execArgv: z.array(z.string()),
});
export type Runtime = z.infer<typeof runtimeSchema>;
export type RuntimeName = Runtime['name'];

export class RuntimeError extends Error {}

/** The runtime of this process: the default, what the framework process ran on before --runtime. */
export function currentNode(): Runtime {
  return { name: 'node', version: process.versions.node, executable: process.execPath, execArgv: [] };
}

/** Where npm puts each runtime's binary, by package, for this platform. */
function packagedBinaries(name: 'bun' | 'deno'): { pkg: string; file: string }[] {
  const arch = process.arch === 'x64' ? 'x64' : process.arch === 'arm64' ? 'aarch64' : process.arch;
  if (name === 'bun') {
    const os = process.platform === 'win32' ? 'windows' : process.platform;
    const exe = process.platform === 'win32' ? 'bun.exe' : 'bun';
    return [`@oven/bun-${os}-${arch}`, `@oven/bun-${os}-${arch}-baseline`, `@oven/bun-${os}-${arch}-musl`].map((pkg) => ({ pkg, file: `bin/${exe}` }));
  }
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno';
  const os = process.platform === 'linux' ? 'linux' : process.platform === 'darwin' ? 'darwin' : 'windows';
  return [`@deno/${os}-${process.arch}${os === 'linux' ? '-glibc' : ''}`, `@deno/${os}-${process.arch}`].map((pkg) => ({ pkg, file: exe }));
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, command);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** node_modules directories from `start` up to the root, then those of this package. */
function nodeModulesDirs(start: string, packageRoot: string): string[] {
  const dirs: string[] = [];
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    dirs.push(path.join(dir, 'node_modules'));
    if (path.dirname(dir) === dir) break;
  }
  dirs.push(path.join(packageRoot, 'node_modules'));
  return [...new Set(dirs)];
}

/** What `<exe> --version` prints, read as a runtime. */
function identify(executable: string): { name: RuntimeName; version: string } {
  const out = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  if (out.error) throw new RuntimeError(`--runtime ${executable} cannot be run: ${out.error.message}`);
  const text = `${out.stdout ?? ''}`.trim();
  let m = /^v(\d+\.\d+\.\d+\S*)$/m.exec(text);
  if (m) return { name: 'node', version: m[1] };
  m = /^deno (\d+\.\d+\.\d+\S*)/m.exec(text);
  if (m) return { name: 'deno', version: m[1] };
  m = /^(\d+\.\d+\.\d+\S*)$/m.exec(text);
  if (m) return { name: 'bun', version: m[1] };
  throw new RuntimeError(`--runtime ${executable} is neither node, bun nor deno: \`${path.basename(executable)} --version\` printed ${JSON.stringify(text.slice(0, 80)) || 'nothing'}`);
}

function execArgvOf(name: RuntimeName): string[] {
  // Deno: all permissions (a Node app has them), CommonJS detected in .js files (the build is CommonJS).
  return name === 'deno' ? ['run', '-A', '--unstable-detect-cjs'] : [];
}

/**
 * The runtime `spec` names: `node` (this process's Node), `bun` or `deno` (found on PATH, then
 * in node_modules from `cwd` up and in this package's), or a path to any of their executables.
 */
export function resolveRuntime(spec: string, cwd: string, packageRoot: string): Runtime {
  if (spec === 'node') return currentNode();
  let executable: string | undefined;
  if (spec === 'bun' || spec === 'deno') {
    executable = onPath(spec);
    if (!executable) {
      const candidates = packagedBinaries(spec);
      for (const dir of nodeModulesDirs(cwd, packageRoot)) {
        const hit = candidates.map((c) => path.join(dir, c.pkg, c.file)).find((f) => fs.existsSync(f));
        if (hit) {
          executable = hit;
          break;
        }
      }
    }
    if (!executable) {
      throw new RuntimeError(`--runtime ${spec}: no ${spec} on PATH nor in node_modules; install it with: npm i -D ${candidatesHint(spec)}`);
    }
  } else {
    executable = path.resolve(cwd, spec);
    if (!fs.existsSync(executable)) {
      throw new RuntimeError(`--runtime ${spec}: no such file (give node, bun, deno, or the path of one of their executables)`);
    }
  }
  const { name, version } = identify(executable);
  if (spec !== name && (spec === 'bun' || spec === 'deno')) throw new RuntimeError(`--runtime ${spec}: ${executable} is ${name} ${version}, not ${spec}`);
  return { name, version, executable, execArgv: execArgvOf(name) };
}

function candidatesHint(name: 'bun' | 'deno'): string {
  return packagedBinaries(name)[0].pkg;
}

/** "bun 1.4.5": how reports name a runtime. */
export function runtimeLabel(r: { name: string; version: string }): string {
  return `${r.name} ${r.version}`;
}
