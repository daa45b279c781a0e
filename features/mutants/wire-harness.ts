// Runs the wire faults (wire-catalogue.ts): each one a wrapper adapter of its target, written
// to a scratch directory under os.tmpdir(), run through the CLI on the checks of its rows. As
// for real Express, a baseline run of each unwrapped target comes first, and a fault is killed
// when a check that passes on the baseline fails on it.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Generation } from '../../adapters/contract';
import { pool, ROOT, runChecks, tagsOf, type MutantStatus } from './harness';
import type { WireFault, WireTarget } from './wire-catalogue';

const PROFILE: Record<WireTarget, Generation> = { 'express@4': '4.x', 'express@5': '5.x', reference: '5.x' };

function moduleOf(target: WireTarget): string {
  if (target === 'reference') return path.join(ROOT, 'dist', 'reference', '5.x.js');
  return require.resolve(target === 'express@4' ? 'express4' : 'express5', { paths: [ROOT] });
}

// What every wrapper has: a hook before the head is written, and one on the head's bytes.
const HELPERS = `
function onHead(res, fn) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    // writeHead(status, [reason], [headers]): headers passed here are set first, so fn sees them.
    const headers = args.find((a, i) => i > 0 && a && typeof a === 'object');
    if (headers && !Array.isArray(headers)) for (const k of Object.keys(headers)) this.setHeader(k, headers[k]);
    fn();
    return writeHead.apply(this, args.filter((a) => a !== headers));
  };
}
function rawHead(res, fn) {
  const store = res._storeHeader;
  res._storeHeader = function (...args) {
    const r = store.apply(this, args);
    this._header = fn(this._header);
    return r;
  };
}
`;

/** The source of the wrapper adapter (a fault, or none for the baseline). */
export function wireAdapterSource(target: WireTarget, fault?: Pick<WireFault, 'id' | 'app' | 'server'>): string {
  const name = fault ? `wire-fault-${fault.id}` : `wire-baseline`;
  return `// ${fault ? `A wire fault of ${target}: ${fault.id}` : `${target}, unwrapped but for the wrapper itself`}.
const http = require('node:http');
const base = require(${JSON.stringify(moduleOf(target))});
${HELPERS}
function fw() {
  const app = base();
  ${fault?.app ? `app.use((req, res, next) => { ${fault.app}; next(); });` : ''}
  return app;
}
Object.assign(fw, base);
${
  fault?.server
    ? `function serve(app) {
  return new Promise((resolve) => {
    const server = http.createServer(app);
    ${fault.server};
    server.listen(0, '127.0.0.1', () => resolve({
      url: 'http://127.0.0.1:' + server.address().port,
      close: () => new Promise((done) => { server.close(() => done()); server.closeAllConnections(); }),
    }));
  });
}`
    : 'const serve = undefined;'
}
module.exports = { name: ${JSON.stringify(name)}, generation: ${JSON.stringify(PROFILE[target])}, fw, ...(serve ? { serve } : {}) };
`;
}

export interface WireFaultResult {
  key: string;
  target: WireTarget;
  rows: string[];
  why: string;
  status: MutantStatus;
  killedBy: string[];
  checks: number;
  ms: number;
  detail?: string;
}

const SCRATCH = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fw-wire-faults-'));

/** Runs the faults, `concurrency` at a time, after a baseline of each target over all their rows. */
export async function runWireFaults(
  list: Array<WireFault & { target: WireTarget; key: string }>,
  concurrency: number,
  onDone?: (r: WireFaultResult) => void,
): Promise<{ results: WireFaultResult[]; baselines: Record<string, { passed: number; failed: string[] }> }> {
  const dir = SCRATCH();
  try {
    const passing = new Map<WireTarget, Set<string>>();
    const baselines: Record<string, { passed: number; failed: string[] }> = {};
    for (const target of [...new Set(list.map((f) => f.target))]) {
      const file = path.join(dir, `baseline-${target.replace('@', '')}.cjs`);
      fs.writeFileSync(file, wireAdapterSource(target));
      const rows = [...new Set(list.filter((f) => f.target === target).flatMap((f) => f.rows))];
      const run = await runChecks(file, PROFILE[target], tagsOf(rows), 600_000);
      passing.set(target, new Set(run.passedIds));
      baselines[target] = { passed: run.passed, failed: run.failed };
    }
    const results = await pool(list, concurrency, async (f): Promise<WireFaultResult> => {
      const started = Date.now();
      const base = { key: f.key, target: f.target, rows: f.rows, why: f.why };
      const file = path.join(dir, `${f.key.replace(/[^\w.-]+/g, '_')}.cjs`);
      fs.writeFileSync(file, wireAdapterSource(f.target, f));
      try {
        const run = await runChecks(file, PROFILE[f.target], tagsOf(f.rows));
        const judged = passing.get(f.target)!;
        const killedBy = run.failed.filter((id) => judged.has(id));
        const checks = run.passed + run.failed.length;
        // Exit 2: the run could not be made (the wrapper did not load, the CLI was disturbed): not a kill.
        if (run.code !== 0 && run.code !== 1) {
          return { ...base, status: 'error', killedBy: [], checks, ms: Date.now() - started, detail: `the run ended with exit ${run.code}: ${run.stderr.trim().split('\n')[0]?.slice(0, 160) ?? ''}` };
        }
        if (!checks) return { ...base, status: 'error', killedBy: [], checks, ms: Date.now() - started, detail: 'no check of its rows ran' };
        return { ...base, status: killedBy.length ? 'killed' : 'survived', killedBy: killedBy.slice(0, 3), checks, ms: Date.now() - started };
      } catch (err) {
        return { ...base, status: 'error', killedBy: [], checks: 0, ms: Date.now() - started, detail: (err as Error).message };
      }
    }, onDone);
    return { results, baselines };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run mutants -- --target wire [--only re]`: runs the catalogue and prints the score; resolves true when a fault survived or could not run. */
export async function runWireCatalogue(list: Array<WireFault & { target: WireTarget; key: string }>, concurrency: number): Promise<boolean> {
  if (!list.length) return false;
  const started = Date.now();
  let done = 0;
  const { results, baselines } = await runWireFaults(list, concurrency, (r) => {
    done++;
    const mark = r.status === 'killed' ? 'killed  ' : r.status === 'survived' ? 'SURVIVED' : 'ERROR   ';
    console.log(`[${String(done).padStart(3)}/${list.length}] ${mark} ${r.key}  ${(r.ms / 1000).toFixed(1)} s  ${r.killedBy[0] ?? r.detail ?? ''}`);
  });
  for (const [target, b] of Object.entries(baselines)) console.log(`${target}: the unwrapped target passes ${b.passed} checks of the rows and fails ${b.failed.length}`);
  const killed = results.filter((r) => r.status === 'killed').length;
  console.log(`\nwire faults: ${killed} of ${results.length} killed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const survivors = results.filter((r) => r.status !== 'killed');
  if (survivors.length) console.log(`\nsurvivors:\n${survivors.map((r) => `  ${r.key}: ${r.why}${r.detail ? ' [' + r.detail + ']' : ''}`).join('\n')}`);
  return survivors.length > 0;
}
