// `fw-conformance init`: an adapter skeleton that fits the project it runs in (CommonJS, ES
// module or TypeScript; the framework's app as a node handler, or served by the adapter) and
// a GitHub Actions workflow that runs the suite (--matrix: on each runtime, in shards merged
// per runtime); then the command to run next. It writes new files only: an existing file is
// never overwritten.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Generation } from '../adapters/contract';
import { makeDirs } from '../layout/make-dirs';
import type { Baseline } from '../conformance-report/src/baseline';

export type ModuleKind = 'commonjs' | 'esm' | 'typescript';

export class InitError extends Error {}

interface Project {
  name: string;
  /** The framework's entry, relative to the project: "./index.js". */
  entry: string;
  kind: ModuleKind;
  hasSuite: boolean;
}

function readProject(dir: string): Project {
  const file = path.join(dir, 'package.json');
  let pkg: { name?: string; main?: string; type?: string; dependencies?: object; devDependencies?: object };
  try {
    pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new InitError(
      `init needs the package.json of your framework's project in ${dir} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); run it from the project's root`,
    );
  }
  const kind: ModuleKind = fs.existsSync(path.join(dir, 'tsconfig.json')) ? 'typescript' : pkg.type === 'module' ? 'esm' : 'commonjs';
  let entry = './' + (pkg.main ?? 'index.js').replace(/^\.\//, '');
  if (kind === 'typescript') entry = entry.replace(/\.[cm]?js$/, '');
  const hasSuite = Boolean({ ...pkg.dependencies, ...pkg.devDependencies }['fw-conformance' as never]);
  return { name: pkg.name ?? path.basename(dir), entry, kind, hasSuite };
}

const EXTENSION: Record<ModuleKind, string> = { commonjs: '.cjs', esm: '.mjs', typescript: '.ts' };

function adapterSource(p: Project, profile: Generation, serve: boolean): string {
  const head = [
    `// fw-conformance adapter for ${p.name}: how the suite makes apps of your framework.`,
    `// The contract: fw() returns an app; without serve(), the app is a node (req, res) handler.`,
  ];
  const serveLines = [
    `  // Your app is not a (req, res) function: start it on 127.0.0.1, port 0, and say where.`,
    `  // Change the handler line to how your app handles a node request.`,
    `  serve(app) {`,
    `    const server = http.createServer((req, res) => app.handler(req, res));`,
    `    return new Promise((resolve, reject) => {`,
    `      server.once('error', reject);`,
    `      server.listen(0, '127.0.0.1', () => {`,
    `        const { port } = server.address()${p.kind === 'typescript' ? ' as AddressInfo' : ''};`,
    `        resolve({ url: \`http://127.0.0.1:\${port}\`, close: () => new Promise((done) => { server.close(() => done(undefined)); server.closeAllConnections(); }) });`,
    `      });`,
    `    });`,
    `  },`,
  ];
  const body = [`  name: ${JSON.stringify(p.name)},`, `  generation: '${profile}', // the Express generation it follows: '3.x' | '4.x' | '5.x'`, `  fw,`, ...(serve ? serveLines : [])];
  if (p.kind === 'commonjs') {
    return [...head, ...(serve ? [`const http = require('node:http');`] : []), `const fw = require(${JSON.stringify(p.entry)});`, '', 'module.exports = {', ...body, '};', ''].join('\n');
  }
  const imports =
    p.kind === 'typescript'
      ? [...(serve ? [`import * as http from 'node:http';`, `import type { AddressInfo } from 'node:net';`] : []), `import fw from ${JSON.stringify(p.entry)};`]
      : [...(serve ? [`import * as http from 'node:http';`] : []), `import fw from ${JSON.stringify(p.entry)};`];
  const typedServe = p.kind === 'typescript' ? body.map((l) => l.replace('serve(app) {', 'serve(app: any) {')) : body;
  return [...head, ...imports, '', 'export default {', ...typedServe, '};', ''].join('\n');
}

export function runCommand(adapterFile: string, profile: Generation): string {
  return `npx fw-conformance --adapter ./${adapterFile} --profile ${profile}`;
}

/** The baseline init writes and the workflows gate on: the failures the project accepts, none at first. */
export const BASELINE_FILE = 'fw-conformance.baseline.json';

// Nothing is expected to fail on day one: Express's recorded divergences are known to the run
// (runner/recorded-divergences.ts), so a fork of Express starts green. A failure the project
// accepts for now goes here with --write-baseline (or --update-baseline as fixes land).
function baselineSource(p: Project, profile: Generation): string {
  const baseline: Baseline = { kind: 'fw-conformance-baseline', version: 1, adapter: { name: p.name, version: null }, profile, failing: [], passing: [], flaky: [] };
  return JSON.stringify(baseline, null, 2) + '\n';
}

/** The command the workflows run: the suite, gated on the committed baseline. */
export function gateCommand(adapterFile: string, profile: Generation): string {
  return `${runCommand(adapterFile, profile)} --baseline ${BASELINE_FILE}`;
}

/** Where the workflow checks out a pull request's base branch (and names its results). */
export const BASE_CHECKOUT = 'fw-conformance-base';

// On a pull request the base branch's adapter runs too, in its own checkout with its own
// dependencies (its lockfile, its fw-conformance): a base where they cannot be installed or the
// run cannot be made (the pull request adds the adapter) leaves no results, and no comparison.
function workflowSource(adapterFile: string, profile: Generation): string {
  return `# fw-conformance: the fw interface suite on every push and pull request. The summary goes
# to the job's page; the HTML report (each check, its request and response) is an artifact.
# The run gates on ${BASELINE_FILE}: failures listed there are accepted (write it with
# --write-baseline); Express's own recorded divergences are known to the suite and pass.
# On a pull request, the checks that flipped against the base branch go to the job's page too,
# and one that passed on the base and fails here fails the job.
name: fw-conformance
on: [push, pull_request]
jobs:
  conformance:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      - run: npm ci
      - if: github.event_name == 'pull_request'
        uses: actions/checkout@v4
        with:
          ref: \${{ github.event.pull_request.base.sha }}
          path: ${BASE_CHECKOUT}
      # The base branch's results, from its own install (exit 1, a failed check, is a result; 2 leaves none).
      - if: github.event_name == 'pull_request'
        working-directory: ${BASE_CHECKOUT}
        run: |
          npm ci || { echo "fw-conformance: the base branch's dependencies could not be installed"; exit 0; }
          ${runCommand(adapterFile, profile)} --quiet --report json:../${BASE_CHECKOUT}.json || [ $? -eq 1 ] || rm -f ../${BASE_CHECKOUT}.json
      - run: >-
          ${gateCommand(adapterFile, profile)}
          --report "markdown:$GITHUB_STEP_SUMMARY"
          --report html:fw-conformance-report/report.html
          --report json:fw-conformance-report/results.json
      - if: always() && github.event_name == 'pull_request'
        run: |
          if [ ! -f ${BASE_CHECKOUT}.json ]; then echo "fw-conformance: the base branch's run could not be made: no comparison" >> "$GITHUB_STEP_SUMMARY"; exit 0; fi
          code=0
          npx fw-conformance compare ${BASE_CHECKOUT}.json fw-conformance-report/results.json --markdown fw-conformance-report/compare.md || code=$?
          if [ -f fw-conformance-report/compare.md ]; then cat fw-conformance-report/compare.md >> "$GITHUB_STEP_SUMMARY"; fi
          exit $code
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: fw-conformance-report
          path: fw-conformance-report/
`;
}

/** The runtimes and the shard count of the matrix workflow (--matrix): a starting point to edit. */
export const MATRIX = { runtimes: ['node', 'bun', 'deno'], shards: 3 } as const;

// Shards pass on a failed check: the verdict is the merge job's (one per runtime, the check a
// branch protection requires), so a run that could not be made (exit 2) is all a shard fails on.
// The merge job runs unless the workflow was cancelled: a shard that failed or is missing
// makes it exit 2, naming the shard, rather than leave the check unreported. On a pull request
// each shard job runs the base branch's share too, from the base's own install, and the merge
// job merges those and compares them with the head's.
function matrixWorkflowSource(adapterFile: string, profile: Generation): string {
  const n = MATRIX.shards;
  return `# fw-conformance: the fw interface suite on every push and pull request, with your framework
# on Node, Bun and Deno (the checks themselves run on Node), each split in ${n} shards. A shard's
# job keeps its JSON results; the job "fw-conformance on <runtime>" merges them: its summary
# goes to the job's page, its HTML report is an artifact, its exit is the verdict, gated on
# ${BASELINE_FILE} (failures listed there are accepted; write it with --write-baseline).
# On a pull request, the checks that flipped against the base branch go to the merge job's
# page too, and one that passed on the base and fails here fails it.
name: fw-conformance
on: [push, pull_request]
jobs:
  shard:
    name: shard \${{ matrix.shard }}/${n} on \${{ matrix.runtime }}
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        runtime: [${MATRIX.runtimes.join(', ')}]
        shard: [${Array.from({ length: n }, (_, i) => i + 1).join(', ')}]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      - if: matrix.runtime == 'bun'
        uses: oven-sh/setup-bun@v2
      - if: matrix.runtime == 'deno'
        uses: denoland/setup-deno@v2
        with:
          deno-version: v2.x
      - run: npm ci
      # Exit 1 (a check failed) is the merge's verdict; 2 (the run could not be made) fails here.
      - run: >-
          ${runCommand(adapterFile, profile)}
          --runtime \${{ matrix.runtime }} --shard \${{ matrix.shard }}/${n}
          --report json:fw-conformance-results/results-\${{ matrix.shard }}-of-${n}.json
          || [ $? -eq 1 ]
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: fw-conformance-results-\${{ matrix.runtime }}-\${{ matrix.shard }}-of-${n}
          path: fw-conformance-results/
      - if: github.event_name == 'pull_request'
        uses: actions/checkout@v4
        with:
          ref: \${{ github.event.pull_request.base.sha }}
          path: ${BASE_CHECKOUT}
      # The base branch's share, from its own install; a base that cannot install or run leaves none.
      - if: github.event_name == 'pull_request'
        working-directory: ${BASE_CHECKOUT}
        run: |
          npm ci || { echo "fw-conformance: the base branch's dependencies could not be installed"; exit 0; }
          out=../${BASE_CHECKOUT}-results/results-\${{ matrix.shard }}-of-${n}.json
          ${runCommand(adapterFile, profile)} --runtime \${{ matrix.runtime }} --shard \${{ matrix.shard }}/${n} --quiet --report "json:$out" || [ $? -eq 1 ] || rm -f "$out"
      - if: github.event_name == 'pull_request'
        uses: actions/upload-artifact@v4
        with:
          name: ${BASE_CHECKOUT}-results-\${{ matrix.runtime }}-\${{ matrix.shard }}-of-${n}
          path: ${BASE_CHECKOUT}-results/
          if-no-files-found: ignore
  merge:
    name: fw-conformance on \${{ matrix.runtime }}
    needs: shard
    if: \${{ !cancelled() }}
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        runtime: [${MATRIX.runtimes.join(', ')}]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      - run: npm ci
      - uses: actions/download-artifact@v4
        with:
          pattern: fw-conformance-results-\${{ matrix.runtime }}-*
          path: fw-conformance-results/
          merge-multiple: true
      - run: >-
          npx fw-conformance merge fw-conformance-results/*.json
          --baseline ${BASELINE_FILE}
          --report "markdown:$GITHUB_STEP_SUMMARY"
          --report html:fw-conformance-report/report.html
          --report json:fw-conformance-report/results.json
      - if: always() && github.event_name == 'pull_request'
        uses: actions/download-artifact@v4
        with:
          pattern: ${BASE_CHECKOUT}-results-\${{ matrix.runtime }}-*
          path: ${BASE_CHECKOUT}-results/
          merge-multiple: true
      # The base's shares merged (every one is needed), then compared with the head's merge.
      - if: always() && github.event_name == 'pull_request'
        run: |
          if ! ls ${BASE_CHECKOUT}-results/*.json > /dev/null 2>&1 || ! npx fw-conformance merge ${BASE_CHECKOUT}-results/*.json --report json:${BASE_CHECKOUT}.json; then
            echo "fw-conformance: the base branch's run could not be made: no comparison" >> "$GITHUB_STEP_SUMMARY"; exit 0
          fi
          code=0
          npx fw-conformance compare ${BASE_CHECKOUT}.json fw-conformance-report/results.json --markdown fw-conformance-report/compare.md || code=$?
          if [ -f fw-conformance-report/compare.md ]; then cat fw-conformance-report/compare.md >> "$GITHUB_STEP_SUMMARY"; fi
          exit $code
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: fw-conformance-report-\${{ matrix.runtime }}
          path: fw-conformance-report/
`;
}

export interface InitResult {
  written: string[];
  next: string[];
}

/** Writes the adapter skeleton, the workflow (a matrix of runtimes and shards) and the baseline in dir; nothing if one exists. */
export function init(dir: string, profile: Generation, serve: boolean, matrix = false): InitResult {
  const project = readProject(dir);
  const adapterFile = `fw-conformance.adapter${EXTENSION[project.kind]}`;
  const files: Array<[string, string]> = [
    [adapterFile, adapterSource(project, profile, serve)],
    [path.join('.github', 'workflows', 'fw-conformance.yml'), (matrix ? matrixWorkflowSource : workflowSource)(adapterFile, profile)],
    [BASELINE_FILE, baselineSource(project, profile)],
  ];
  const existing = files.filter(([f]) => fs.existsSync(path.join(dir, f))).map(([f]) => f);
  if (existing.length) {
    throw new InitError(`${existing.join(', ')} already exist${existing.length === 1 ? 's' : ''}: init writes new files only and wrote nothing; move ${existing.length === 1 ? 'it' : 'them'} away to start again`);
  }
  for (const [f, text] of files) {
    makeDirs(path.dirname(path.join(dir, f)));
    fs.writeFileSync(path.join(dir, f), text, { flag: 'wx' });
  }
  const next = [
    ...(project.hasSuite ? [] : ['npm i -D fw-conformance']),
    `check that ${adapterFile} imports your framework (${project.entry})`,
    gateCommand(adapterFile, profile),
  ];
  return { written: files.map(([f]) => f), next };
}

export function formatInit(r: InitResult): string {
  return [...r.written.map((f) => `wrote ${f}`), '', 'Next:', ...r.next.map((n, i) => `  ${i + 1}. ${n}`)].join('\n') + '\n';
}
