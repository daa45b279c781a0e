// What decides the committed verdicts, and the digest of it that results/inputs.json records
// (`npm run report` writes it once every target ran; committed.test.ts compares it with the
// inputs as they are now). Only what can change a check's verdict, its kind or its spec rows is
// an input, so that a change of anything else leaves the committed results current:
//
// - targets: the list of targets (committed.ts) and the options of their runs (--retries).
// - features: the scenarios, the steps and the check processes' support code, the properties,
//   the HTTP rules' lint, the fixtures the apps serve and divergences.md (the runner reads its
//   table). Not features/mutants/ (the tools that make mutants; no run loads them) nor since.md
//   (a document).
// - adapters, runner, run-protocol, layout: the adapters of the targets, the framework's process
//   and its bounds, the code that plans a run, judges a check and gives its kind, what the
//   runner and the check processes share, the modules every process loads first. The bounds'
//   defaults (--timeout, --max-memory, --num-runs, --bail-after-timeouts) are declared here too.
// - spec: the rows (rows.tsv, rows.ts), the HTTP rule table, and of fw-interface.md only the
//   members it names (interface-members.ts: what a "not implemented" verdict names); its prose
//   is read by no run.
// - reference: the reference framework, without its README, drop-in/ (tests of real middleware
//   against it) and test-support/.
// - packages: of package-lock.json, the packages a run can load: every dependency of the project
//   but the tools (TOOLS below) and, through the lockfile, the packages those need. The
//   frameworks' versions (express*, polka, tinyhttp, ultimate-express and their middleware) are
//   there; a bump of vitest, eslint, typescript or a type package is not.
//
// Not inputs: cli/ (it parses the options, whose defaults it takes from run-protocol/, runner/
// and adapters/, and prints; the committed runs name their options in runTarget), the report
// writers (Markdown, HTML, JUnit, the committed form and stable form: a change of the form alone
// is `npm run report -- --convert-only`, which runs nothing), the site, diff/, bench/, docs and
// tests. inputs.test.ts holds the run's own modules to these inputs: every module a check
// process or the runner loads is in one of them.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { interfaceMembers } from '../../spec/interface-members';

/** A directory or file of the package, relative to its root, and what of it is left out. */
interface FilesInput {
  name: string;
  paths: string[];
  /** Paths (relative to the root, '/'-separated) left out: a directory leaves out what is under it. */
  except?: string[];
}

const FILE_INPUTS: FilesInput[] = [
  { name: 'features', paths: ['features'], except: ['features/mutants', 'features/since.md', 'features/security/README.md'] },
  { name: 'adapters', paths: ['adapters'] },
  { name: 'runner', paths: ['runner'] },
  { name: 'run-protocol', paths: ['run-protocol'] },
  { name: 'layout', paths: ['layout'] },
  { name: 'spec', paths: ['spec'], except: ['spec/fw-interface.md'] },
  { name: 'reference', paths: ['reference'], except: ['reference/README.md', 'reference/drop-in', 'reference/test-support'] },
];

/**
 * The project's dependencies that no run loads: the tests' runner, types and helpers, the
 * linter, the browser of the site and the HTML tests, the load generator of the benchmarks,
 * and the other runtimes (the committed runs are on node; runtime-runs.test.ts compares the
 * others with them).
 */
const TYPES = /^@types\//;
export const TOOLS = [
  TYPES,
  /^typescript(-eslint)?$/,
  /^eslint$/,
  /^vitest$/,
  /^supertest$/,
  /^yaml$/,
  /^semver$/,
  /^playwright-core$/,
  /^@sparticuz\/chromium$/,
  /^autocannon$/,
  /^@deno\//,
  /^@oven\//,
];

const isTest = (name: string): boolean => /\.test\.[cm]?ts$/.test(name);

/** The files of an input (relative, '/'-separated, sorted): tests, installed packages and what it leaves out excepted. */
export function filesOfInput(input: FilesInput, root: string): string[] {
  const except = new Set(input.except ?? []);
  const walk = (rel: string): string[] => {
    if (except.has(rel)) return [];
    const p = path.join(root, rel);
    if (!fs.existsSync(p)) return [];
    if (!fs.statSync(p).isDirectory()) return [rel];
    return fs
      .readdirSync(p, { withFileTypes: true })
      .filter((e) => !isTest(e.name) && e.name !== 'node_modules')
      .flatMap((e) => walk(`${rel}/${e.name}`));
  };
  return input.paths.flatMap(walk).sort();
}

/** Every file an input covers, relative to the root. */
export function coveredFiles(root: string): Set<string> {
  return new Set(FILE_INPUTS.flatMap((i) => filesOfInput(i, root)));
}

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The lockfile's key of the package `name` as node finds it from the package at `from` ('' for the project). */
function resolveLocked(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let dir = from; ; ) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return packages[key].link ? packages[key].resolved : key;
    if (!dir) return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at < 0 ? '' : dir.slice(0, at);
  }
}

/**
 * The packages of a lockfile (v2 or v3) a run can load: from the project's dependencies that
 * are not TOOLS, each package's own dependencies, as node resolves them. Key -> version and
 * integrity (what npm installs), sorted by key.
 */
export function runPackages(lock: { packages?: Record<string, LockEntry> }): Record<string, string> {
  const packages = lock.packages ?? {};
  const project = packages[''] ?? {};
  const names = (e: LockEntry) => Object.keys({ ...e.dependencies, ...e.optionalDependencies, ...e.peerDependencies });
  const queue: Array<[string, string]> = [...names(project), ...Object.keys(project.devDependencies ?? {})]
    .filter((n) => !TOOLS.some((t) => t.test(n)))
    .map((n) => ['', n]);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const [from, name] = queue.pop()!;
    const key = resolveLocked(packages, from, name);
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    // Type packages (a framework may list @types/node) are never loaded.
    for (const dep of names(packages[key] ?? {})) if (!TYPES.test(dep)) queue.push([key, dep]);
  }
  return Object.fromEntries([...seen].sort().map((k) => [k, `${packages[k]?.version ?? ''} ${packages[k]?.integrity ?? packages[k]?.resolved ?? ''}`]));
}

const sha256 = (parts: Array<string | Buffer>): string => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
};

/**
 * The digest of each input (file paths and contents; the spec's member list; the run's
 * packages), so that a test can tell results made from other inputs without re-running every
 * target. `targets` is the list of targets, itself an input.
 */
export function inputsHashes(targets: unknown, root: string): Record<string, string> {
  const hashes: Record<string, string> = { targets: sha256([JSON.stringify(targets)]) };
  for (const input of FILE_INPUTS) {
    hashes[input.name] = sha256(filesOfInput(input, root).flatMap((f) => [f, fs.readFileSync(path.join(root, f))]));
  }
  const specText = path.join(root, 'spec', 'fw-interface.md');
  const members = fs.existsSync(specText) ? [...interfaceMembers(fs.readFileSync(specText, 'utf8'))].sort() : [];
  hashes.spec = sha256([hashes.spec, JSON.stringify(members)]);
  const lockFile = path.join(root, 'package-lock.json');
  const lock = fs.existsSync(lockFile) ? (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as Parameters<typeof runPackages>[0]) : {};
  hashes.packages = sha256([JSON.stringify(runPackages(lock))]);
  return hashes;
}

/** The inputs that changed since `recorded` was made (every one when nothing was recorded). */
export function staleInputs(recorded: Record<string, string> | undefined, now: Record<string, string>): string[] {
  return Object.keys(now).filter((k) => recorded?.[k] !== now[k]);
}

export function readInputsHashes(file: string): Record<string, string> | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}
