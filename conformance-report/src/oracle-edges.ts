// The oracles at the low edge of their declared ranges. npm gives a user's project whichever
// versions of Express's dependencies its ranges and the rest of the tree allow: beside
// express@4, express@5 gets range-parser 1.2.1 where this repository has 1.3.0, and answers a
// malformed Range with 416 instead of 200. A check whose verdict moves with that is a verdict
// that depends on the user's lockfile; this tool finds them.
//
// For express@4 and express@5 (the releases installed here), it builds a scratch project under
// the system's temporary directory with that express and npm `overrides` that pin every
// package of its tree to the lowest version satisfying every range that asks for it (one copy
// per package, as npm dedupes; a package whose dependants' ranges share no version gets one
// override per range), installs, reads the tree again (older releases declare other
// dependencies) until the overrides stop moving, then runs the whole profile there and here
// and lists each check whose verdict differs. It exits with 1 when one of them is not a known
// divergence (whose entry names the dependency's version): a verdict that moves with the tree.
//
//   npm run build && npx tsx conformance-report/src/oracle-edges.ts [4.x] [5.x] [--keep]
//
// The lowest version of a range is its lower bound (semver.minVersion); only when npm says that
// release does not exist are the published versions of that one package read (npm view).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import semver from 'semver';
import type { Generation } from '../../adapters/contract';
import { dependencyTree, installedCopies, type Copy, type DependencyTree } from '../../adapters/dependency-tree';
import { PACKAGE_ROOT } from '../../layout/package-root';
import type { Results } from '../../runner/results';
import { runTarget } from './committed';

/** One declared dependency: `from` asks for `name` at `spec`. */
export interface Edge {
  from: string;
  name: string;
  spec: string;
}

/** The declared dependencies of every copy of the tree whose spec is a semver range (not an alias, tag, URL). */
export function edgesOf(copies: Copy[]): Edge[] {
  return copies.flatMap((c) =>
    Object.entries(c.dependencies)
      .filter(([, spec]) => semver.validRange(spec) !== null)
      .map(([name, spec]) => ({ from: c.name, name, spec })),
  );
}

/**
 * npm overrides that put each package at the lowest version its dependants' ranges allow: one
 * version for all of them when one satisfies every range (`name: version`), else one override
 * per range (`name@range: version`, highest first: npm applies the first key whose range
 * intersects the dependant's). Candidates are the published versions when known, else the
 * ranges' lower bounds.
 */
export function lowestOverrides(edges: Edge[], published: ReadonlyMap<string, string[]> = new Map()): Record<string, string> {
  const specs = new Map<string, Set<string>>();
  for (const e of edges) specs.set(e.name, (specs.get(e.name) ?? new Set()).add(e.spec));
  const overrides: Record<string, string> = {};
  for (const name of [...specs.keys()].sort()) {
    const ranges = [...specs.get(name)!];
    const candidates = published.get(name) ?? ranges.map((r) => semver.minVersion(r)?.version).filter((v): v is string => v !== undefined);
    const common = semver.minSatisfying(candidates, ranges.join(' '));
    if (common && ranges.every((r) => semver.satisfies(common, r))) {
      overrides[name] = common;
      continue;
    }
    const each = ranges.map((r) => [r, semver.minSatisfying(candidates, r)] as const).filter((x): x is readonly [string, string] => x[1] !== null);
    for (const [range, version] of each.sort((a, b) => semver.rcompare(a[1], b[1]))) overrides[`${name}@${range}`] = version;
  }
  return overrides;
}

/** Packages of the tree not at the version the overrides ask for: the install did not follow them. */
export function notLowest(copies: Copy[], overrides: Record<string, string>): string[] {
  return copies
    .filter((c) => c.name !== 'express')
    .filter((c) => {
      const wanted = Object.entries(overrides)
        .filter(([k]) => k === c.name || k.startsWith(c.name + '@'))
        .map(([, v]) => v);
      return !wanted.includes(c.version);
    })
    .map((c) => `${c.name} ${c.version} (overrides: ${Object.entries(overrides).filter(([k]) => k === c.name || k.startsWith(c.name + '@')).map(([k, v]) => `${k} -> ${v}`).join(', ') || 'none'})`);
}

export interface VerdictChange {
  id: string;
  today: string;
  edge: string;
  /** The error of whichever run failed it. */
  error?: string;
  /** Tagged @divergence: on an oracle either verdict is a pass (the entry names the version). */
  divergence: boolean;
}

/** Checks whose status differs between two runs of one profile (a check absent from one counts as differing). */
export function verdictChanges(today: Results, edge: Results): VerdictChange[] {
  const a = new Map(today.results.map((c) => [c.id, c]));
  const b = new Map(edge.results.map((c) => [c.id, c]));
  return [...new Set([...a.keys(), ...b.keys()])]
    .sort()
    .filter((id) => a.get(id)?.status !== b.get(id)?.status)
    .map((id) => ({
      id,
      today: a.get(id)?.status ?? '(absent)',
      edge: b.get(id)?.status ?? '(absent)',
      error: (b.get(id)?.status === 'failed' ? b.get(id)?.error : a.get(id)?.error)?.split('\n')[0],
      divergence: Boolean(a.get(id)?.divergence || b.get(id)?.divergence),
    }));
}

/** What npm says it cannot find: "No matching version found for ms@2.0.1." gives ms. */
export function unpublishedName(npmOutput: string): string | undefined {
  return /No matching version found for ((?:@[^/\s]+\/)?[^@\s]+)@/.exec(npmOutput)?.[1];
}

function npm(args: string[], cwd: string): { ok: boolean; output: string } {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  return { ok: r.status === 0, output: `${r.stdout}\n${r.stderr}` };
}

/** The scratch project at the low edge of express's ranges, installed; returns its express tree. */
export function installLowEdge(dir: string, expressVersion: string, log: (line: string) => void): { tree: DependencyTree; overrides: Record<string, string>; off: string[] } {
  const published = new Map<string, string[]>();
  let overrides: Record<string, string> = {};
  // The first round installs what npm picks today (it cannot fail for a missing release).
  let lastEdges: Edge[] = [];
  for (let round = 1; round <= 8; round++) {
    const manifest = { name: 'oracle-low-edge', private: true, dependencies: { express: expressVersion }, overrides };
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    fs.rmSync(path.join(dir, 'package-lock.json'), { force: true });
    const install = npm(['install', '--ignore-scripts', '--no-package-lock'], dir);
    if (!install.ok) {
      const name = unpublishedName(install.output);
      if (!name || published.has(name)) throw new Error(`npm install failed in ${dir}:\n${install.output.slice(-2000)}`);
      const view = npm(['view', name, 'versions', '--json'], dir);
      if (!view.ok) throw new Error(`npm view ${name} versions failed:\n${view.output.slice(-1000)}`);
      published.set(name, JSON.parse(view.output) as string[]);
      overrides = lowestOverrides(lastEdges, published);
      log(`  round ${round}: a lower bound of ${name} is not published; its published versions are read`);
      continue;
    }
    const copies = installedCopies(path.join(dir, 'node_modules', 'express'), 'express');
    lastEdges = edgesOf(copies);
    const next = lowestOverrides(lastEdges, published);
    log(`  round ${round}: ${copies.length} packages, ${Object.keys(next).length} overrides`);
    if (JSON.stringify(next) === JSON.stringify(overrides)) {
      return { tree: dependencyTree(path.join(dir, 'node_modules', 'express'), 'express'), overrides, off: notLowest(copies, overrides) };
    }
    overrides = next;
  }
  throw new Error('the overrides did not settle in 8 rounds');
}

/** The differences between two trees, for the log: "range-parser 1.3.0 -> 1.2.1". */
function moved(today: DependencyTree, edge: DependencyTree): string[] {
  return [...new Set([...Object.keys(today), ...Object.keys(edge)])]
    .sort()
    .filter((k) => today[k] !== edge[k])
    .map((k) => `${k} ${today[k] ?? '-'} -> ${edge[k] ?? '-'}`);
}

async function main(argv: string[]): Promise<void> {
  const log = (line: string): void => void process.stdout.write(line + '\n');
  const keep = argv.includes('--keep');
  const profiles = argv.filter((a) => a === '4.x' || a === '5.x') as Generation[];
  let differing = 0;
  for (const profile of profiles.length ? profiles : (['4.x', '5.x'] as Generation[])) {
    const alias = `express${profile[0]}`;
    const aliasDir = path.join(PACKAGE_ROOT, 'node_modules', alias);
    const expressVersion = (JSON.parse(fs.readFileSync(path.join(aliasDir, 'package.json'), 'utf8')) as { version: string }).version;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fwc-oracle-edge-${profile}-`));
    try {
      log(`## express@${expressVersion} (${profile}) at the low edge of its ranges, in ${dir}`);
      const low = installLowEdge(dir, expressVersion, log);
      if (low.off.length) log(`  not at the version asked for: ${low.off.join('; ')}`);
      const todayTree = dependencyTree(aliasDir, 'express');
      log(`  moved from this repository's tree: ${moved(todayTree, low.tree).join(', ') || 'nothing'}`);
      const target = { name: `express@${profile[0]}`, adapter: `express@${profile[0]}`, profile };
      const today = await runTarget(target, path.join(dir, 'today.json'), { from: 'dist' });
      const edge = await runTarget(target, path.join(dir, 'edge.json'), { from: 'dist', cwd: dir });
      if (JSON.stringify(edge.adapter.dependencies) !== JSON.stringify(low.tree)) throw new Error(`the run at the edge did not load the scratch project's express (${dir})`);
      const changes = verdictChanges(today, edge);
      differing += changes.filter((c) => !c.divergence).length;
      log(`  today: ${today.summary.passed} passed, ${today.summary.failed} failed, ${today.summary.divergent} divergent; at the edge: ${edge.summary.passed} passed, ${edge.summary.failed} failed, ${edge.summary.divergent} divergent`);
      log(`  checks whose verdict differs: ${changes.length}`);
      for (const c of changes) {
        const known = c.divergence ? ' (a known divergence: passes the gate either way)' : '';
        log(`  - ${c.id}: today ${c.today}, at the edge ${c.edge}${known}${c.error ? `\n      ${c.error}` : ''}`);
      }
    } finally {
      if (keep) log(`  kept ${dir}`);
      else fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  process.exitCode = differing ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err) => {
    process.stderr.write(`oracle-edges: ${(err as Error).stack ?? err}\n`);
    process.exitCode = 2;
  });
}
