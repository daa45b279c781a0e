// The instructions a one-check run costs, counted by callgrind in each of its two processes: a
// measure that does not move with the load of a shared machine, where CPU time moves by a
// tenth between rounds. The CLI runs one check under callgrind (its children not traced); the
// framework process is driven here over its protocol through the same work (load the adapter,
// build and serve the check's app, one request, close) and then let go, so that it exits and
// callgrind writes its count (the CLI kills it, which leaves no count).
//
//   node dist/bench/one-check-instructions.js [--root <checkout>] [--check <file:line>]
//
// It also counts a bare `node -e 0`, so that the suite's own part shows apart from Node's start.
//
// --root measures another checkout (built, with node_modules), as --baseline does elsewhere.
import { fork, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { readCallgrindTotal } from './callgrind';
import { PACKAGE_ROOT } from '../layout/package-root';

/** The instructions of `node <args>` run to its end under callgrind (its children not traced). */
function nodeUnderCallgrind(args: string[], out: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): number {
  const r = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, ...args], { ...options, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} under callgrind exited ${r.status}:\n${r.stderr.slice(-2000)}`);
  return readCallgrindTotal(fs.readFileSync(out, 'utf8'));
}

/** The CLI's instructions for one check (after a warm-up run, which fills the caches a user's second run finds). */
function cliInstructions(root: string, check: string, out: string): number {
  const bin = path.join(root, 'bin', 'fw-conformance.js');
  spawnSync(process.execPath, [bin, '--check', check], { cwd: root, stdio: 'ignore' });
  return nodeUnderCallgrind([bin, '--check', check], out, { cwd: root });
}

/** The framework process's instructions for the reference serving one res.sendStatus check. */
async function frameworkInstructions(root: string, out: string): Promise<number> {
  const child = fork(path.join(root, 'dist', 'adapters', 'isolation', 'framework-host.js'), [], {
    cwd: root,
    execPath: 'valgrind',
    execArgv: ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, '--max-old-space-size=1024'],
    // As the CLI starts it, but in this process's group: on its check side's going it exits rather than kill its group.
    env: { ...process.env, FWC_FRAMEWORK_THREAD: '0', FWC_ORPHAN_GUARD: '1', FWC_OWN_PROCESS_GROUP: '0' },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'], // (callgrind's own words on stderr)
    serialization: 'json',
  });
  type Message = { t: string; url?: string };
  const next = (...types: string[]) =>
    new Promise<Message>((resolve) => {
      const take = (m: Message) => {
        if (!types.includes(m.t)) return;
        child.off('message', take);
        resolve(m);
      };
      child.on('message', take);
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    child.send({ t: 'load', spec: 'reference', profile: '5.x', cwd: root });
    const loaded = await next('loaded', 'load-failed');
    if (loaded.t !== 'loaded') throw new Error(`the framework process did not load the reference: ${JSON.stringify(loaded)}`);
    child.send({ t: 'build', id: 1, check: 1, code: "app.get('/', (req, res) => res.sendStatus(201))", fixtures: '', tls: false, closeFirst: false });
    const built = await next('ok', 'failed');
    if (built.t !== 'ok' || !built.url) throw new Error(`the framework process did not serve the app: ${JSON.stringify(built)}`);
    await new Promise<void>((resolve, reject) => http.get(built.url!, (res) => res.resume().on('end', resolve)).on('error', reject));
    child.send({ t: 'close', id: 2 });
    await next('ok', 'failed');
    child.disconnect();
    await exited;
  } finally {
    child.kill('SIGKILL');
  }
  return readCallgrindTotal(fs.readFileSync(out, 'utf8'));
}

/**
 * A bare Node start here (`node -e 0`), in this environment and, when it sets
 * NODE_EXTRA_CA_CERTS, without it: Node before 22 reads and parses that file and its own root
 * certificates at every start (on the machine this was first seen on, the system's whole
 * bundle: 417 million instructions of a start's 504), so part of each process's count is the
 * machine's setting, not the suite's.
 */
function nodeStart(out: string): { here: number; withoutExtraCerts?: number } {
  const here = nodeUnderCallgrind(['-e', '0'], out);
  if (!process.env.NODE_EXTRA_CA_CERTS) return { here };
  const { NODE_EXTRA_CA_CERTS: _extra, ...without } = process.env;
  return { here, withoutExtraCerts: nodeUnderCallgrind(['-e', '0'], out, { env: without }) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { root: { type: 'string' }, check: { type: 'string', default: 'features/response/res.sendStatus.feature:25' } } });
  const root = path.resolve(values.root ?? PACKAGE_ROOT);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-one-check-'));
  try {
    const cli = cliInstructions(root, values.check!, path.join(dir, 'cli.out'));
    // twice: the first fills the compiled-code cache, as a user's first run does
    await frameworkInstructions(root, path.join(dir, 'warm.out'));
    const framework = await frameworkInstructions(root, path.join(dir, 'framework.out'));
    const start = nodeStart(path.join(dir, 'node.out'));
    const billions = (n: number) => (n / 1e9).toFixed(3);
    process.stdout.write(`${root}: CLI ${billions(cli)}, framework process ${billions(framework)}, together ${billions(cli + framework)} billion instructions\n`);
    // The two processes less two bare starts: the suite's own work, whatever the machine's start costs.
    process.stdout.write(`  a bare node start here: ${billions(start.here)}; the two processes less two of them: ${billions(cli + framework - 2 * start.here)}\n`);
    if (start.withoutExtraCerts !== undefined) {
      process.stdout.write(`  of a bare start, NODE_EXTRA_CA_CERTS (${process.env.NODE_EXTRA_CA_CERTS}) read at start by Node ${process.version}: ${billions(start.here - start.withoutExtraCerts)}\n`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: Error) => {
  process.stderr.write(`one-check-instructions: ${err.message}\n`);
  process.exit(1);
});
