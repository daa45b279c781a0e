// A found difference, printed so that anyone can run it: a small JavaScript file serving
// the app with the adapter's fw (or, with the argument `against`, the other side's), the
// request as a curl command that sends it exactly, and the whole of it as JSON.
import * as path from 'node:path';
import type { Generation } from '../adapters/contract';
import { parseExpressSpec, resolveExpress } from '../adapters/express';
import type { AdapterInfo } from '../adapters/isolation';
import { FIXTURES } from '../features/support/app-code';
import { looksLikePath } from '../adapters/load';
import { PACKAGE_ROOT } from '../layout/package-root';
import { FIND_SOURCE, findExpression, packagePath, type PackagePath } from './package-path';
import type { Difference } from './compare';
import type { RequestModel } from './model';
import type { DiffResult, DifferenceGroup } from './run';
import { describeVersions, type VersionDifference } from './dependency-versions';
import { wireRequest, type Outcome } from './side';

export const REPRO_PORT = 3000;

/**
 * The file a reproduction loads for an --adapter value: the very module the run loaded, told by
 * its package (package-path.ts). An express@N[.M[.P]] is found as the run found it (the user's
 * own express when its version matches, else an alias; adapters/express.ts), from the same
 * directory; a module adapter is the file the run resolved and imported (its `source`): the
 * adapter itself, so that the repro serves the app as the run did (its serve(), when it has one).
 */
export function moduleOf(spec: string, info: AdapterInfo, generation: Generation, cwd: string): PackagePath {
  if (spec === 'reference') return packagePath(path.join(PACKAGE_ROOT, 'dist', 'reference', `${generation}.js`), cwd);
  const express = parseExpressSpec(spec);
  if (express) return packagePath(require.resolve(resolveExpress(express, cwd).dir), cwd);
  return packagePath(path.isAbsolute(info.source) ? info.source : path.resolve(cwd, spec), cwd);
}

export function reproductionScript(result: DiffResult, adapterSpec: string, againstSpec: string, cwd: string, appCode: string): string {
  const a = moduleOf(adapterSpec, result.adapter, result.profile, cwd);
  const b = moduleOf(againstSpec, result.against, result.profile, cwd);
  const where = (p: PackagePath) => ('relative' in p ? `./${p.relative} (from where you run it)` : `${p.file} of the package ${p.package}`);
  // (a path given on the command line is this machine's: the file is named by its package)
  const [x, y] = [adapterSpec, againstSpec].map((spec, i) => (looksLikePath(spec) ? where([a, b][i]) : spec));
  return [
    `// fw-conformance diff: ${x} against ${y}, profile ${result.profile}, seed ${result.seed}`,
    `// Run: node repro.js            serves the app with ${x}: ${where(a)}`,
    `//      node repro.js against    serves it with ${y}: ${where(b)}`,
    '//      from any directory: each package is found from the working directory, then from this',
    '//      file\'s, then NODE_PATH (a checkout of the package, or a node_modules holding it).',
    `//      An adapter with serve() serves the app itself, where it chooses; otherwise port ${REPRO_PORT}, or $PORT`,
    '//      (PORT=0 takes a free one). The URL is printed.',
    FIND_SOURCE,
    '/** An adapter module: fw itself, or { fw, serve?, ... } (CommonJS or an ES module default). */',
    'async function load(file) {',
    "  let m = await import(require('node:url').pathToFileURL(file).href);",
    "  while (m && typeof m !== 'function' && m.default !== undefined) m = m.default;",
    "  return typeof m === 'function' ? { fw: m } : m;",
    '}',
    '/** Without serve(): a node:http server, as the diff serves such an app. */',
    'function listen(app) {',
    '  return new Promise((resolve) => {',
    "    const server = require('node:http').createServer(app);",
    `    server.listen(Number(process.env.PORT ?? ${REPRO_PORT}), '127.0.0.1', () => resolve({ url: 'http://127.0.0.1:' + server.address().port }));`,
    '  });',
    '}',
    '(async () => {',
    `  const adapter = await load(process.argv[2] === 'against' ? ${findExpression(b)} : ${findExpression(a)});`,
    '  const fw = adapter.fw;',
    `  const fixtures = ${findExpression(packagePath(FIXTURES, cwd))};`,
    '  const app = fw();',
    appCode,
    '  const served = adapter.serve ? await adapter.serve(app) : await listen(app);',
    "  console.log('listening on ' + served.url);",
    '})();',
    '',
  ].join('\n');
}

/** A shell word: single-quoted, or $'...' with escapes when it holds bytes a terminal would mangle. */
function shellWord(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `'${value.replace(/'/g, `'\\''`)}'`;
  const bytes = [...Buffer.from(value, 'utf8')].map((b) =>
    b >= 0x20 && b < 0x7f && b !== 0x27 && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`,
  );
  return `$'${bytes.join('')}'`;
}

/** The request as curl sends it: path as is, no globbing, none of curl's own headers added. */
export function curlCommand(request: RequestModel, port = REPRO_PORT): string {
  const wire = wireRequest(request);
  const parts = ['curl', '-s', '-i', '-g', '--path-as-is'];
  if (wire.method === 'HEAD') parts.push('--head');
  else if (wire.method !== 'GET' || wire.body) parts.push('-X', wire.method);
  const sent = new Set(wire.headers.map(([n]) => n.toLowerCase()));
  for (const [name, value] of wire.headers) parts.push('-H', shellWord(`${name}: ${value}`));
  // curl adds these unless told not to; the diff did not send them.
  for (const name of ['Accept', 'User-Agent']) if (!sent.has(name.toLowerCase())) parts.push('-H', shellWord(`${name}:`));
  if (wire.body) {
    if (!sent.has('content-type')) parts.push('-H', shellWord('Content-Type:'));
    parts.push('--data-binary', shellWord(request.body!.data));
  }
  parts.push(shellWord(`http://127.0.0.1:${port}${wire.path}`));
  return parts.join(' ');
}

function outcomeJson(o: Outcome): unknown {
  if (o.kind === 'failure') return { answered: false, stage: o.stage, message: o.message };
  const text = o.body.toString('utf8');
  const utf8 = Buffer.from(text, 'utf8').equals(o.body);
  return { answered: true, status: o.status, headers: o.headers, body: utf8 ? text : { base64: o.body.toString('base64') } };
}

export function resultJson(result: DiffResult, adapterSpec: string, againstSpec: string, cwd: string): unknown {
  const d = result.difference;
  return {
    adapter: { spec: adapterSpec, ...result.adapter },
    against: { spec: againstSpec, ...result.against },
    profile: result.profile,
    seed: result.seed,
    apps: result.apps,
    requests: result.requests,
    statuses: result.statuses,
    refusedApps: result.refusedApps,
    ms: result.ms,
    /** Why the run ended before its budget, with what it found so far (null: it ran to its end). */
    stopped: result.stopped ?? null,
    groups: result.groups.map((g) => ({
      key: g.key,
      recorded: g.recorded ?? null,
      requests: g.requests,
      shrunk: g.recorded ? null : g.shrunk,
      decidedBy: g.decidedBy ?? null,
      dependencies: g.dependencies ?? null,
      appCode: g.difference.appCode,
      request: g.difference.request,
      differences: g.difference.differences,
      curl: curlCommand(g.difference.request),
    })),
    difference: d
      ? {
          differences: d.differences,
          app: d.app,
          appCode: d.appCode,
          request: d.request,
          answers: { adapter: outcomeJson(d.outcomes.adapter), against: outcomeJson(d.outcomes.against) },
          shrinks: d.shrinks,
          decidedBy: result.groups.find((g) => g.difference === d)?.decidedBy ?? null,
          dependencies: result.groups.find((g) => g.difference === d)?.dependencies ?? null,
          reproduction: { script: reproductionScript(result, adapterSpec, againstSpec, cwd, d.appCode), curl: curlCommand(d.request) },
        }
      : null,
  };
}

function clip(text: string): string {
  const oneLine = JSON.stringify(text);
  return oneLine.length > 400 ? `${oneLine.slice(0, 400)}… (${text.length} characters)` : oneLine;
}

function describe(d: Difference, adapter: string, against: string): string {
  const what = d.what === 'header' ? `header ${d.name}` : d.what;
  return `  ${what}:\n    ${adapter.padEnd(12)} ${clip(d.adapter)}\n    ${against.padEnd(12)} ${clip(d.against)}`;
}

/** `range-parser 1.2.1 / 1.3.0` of the list, for each name. */
function versionsOf(names: readonly string[], dependencies: readonly VersionDifference[]): string {
  return describeVersions(names.map((n) => dependencies.find((d) => d.name === n) ?? { name: n, adapter: [], against: [] }));
}

/** `a, b and 3 more`: a list cut after `shown` names. */
function some(names: readonly string[], shown = 3): string {
  return names.length <= shown ? names.join(', ') : `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/**
 * What decides the difference, first and only: the packages whose swap decides it, else the
 * framework's own code; the packages loaded at different versions are counted (all in --json).
 */
export function decisionLines(group: Pick<DifferenceGroup, 'dependencies' | 'decidedBy'> | undefined, adapter: string, against: string): string[] {
  const dependencies = group?.dependencies;
  if (!dependencies?.length) return [];
  const all = `${dependencies.length} package${dependencies.length === 1 ? '' : 's'} loaded at different versions, all in --json`;
  const d = group!.decidedBy;
  if (!d) return [`  loaded at different versions (${adapter} / ${against}): ${some(dependencies.map((x) => describeVersions([x])))} (all in --json; which decides it was not searched)`];
  const still = d.still.length ? `; then ${d.still.join(', ')} still differ${d.still.length === 1 ? 's' : ''}: another difference` : '';
  const notSwapped = d.notSwapped.filter((n) => n.why !== 'the framework itself');
  // (a part of it decided by a package: the fields that agree with that one swapped in)
  const partly = d.partly.map((p) => `    (with ${against}'s ${versionsOf([p.name], dependencies)} alone, ${p.fields.join(', ')} agree${p.fields.length === 1 ? 's' : ''}: that part is ${p.name}'s)`);
  const unswapped = notSwapped.length ? `; not swapped: ${some(notSwapped.map((n) => n.name))} (${notSwapped[0].why})` : '';
  switch (d.by) {
    case 'packages':
      return [
        `  decided by ${versionsOf(d.packages, dependencies)} (${adapter} / ${against}): with ${against}'s copy, ${adapter} answers as ${against} does${still}`,
        ...(d.bringing.length ? [`    (also with ${against}'s ${some(d.bringing.map((b) => b.name))}, which bring${d.bringing.length === 1 ? 's' : ''} ${[...new Set(d.bringing.flatMap((b) => b.through))].filter((n) => d.packages.includes(n)).join(', ')} along)`] : []),
        `    (${all}; ${d.reruns} reruns)`,
      ];
    case 'together':
      return [`  decided by ${some(d.packages)} together: with ${against}'s copies of all of them, and of no one alone, ${adapter} answers as ${against} does${still}`, `    (${all}; ${d.reruns} reruns)`];
    case 'framework':
      return [
        `  decided by ${adapter}'s own code: with ${against}'s copy of any one of the ${d.swappable} packages it loaded at other versions, or of all of them, it still answers otherwise${unswapped}`,
        ...partly,
        `    (${all}; ${d.reruns} reruns)`,
      ];
    case 'unknown':
      return [`  which package decides it is not known: ${d.why}${d.packages.length ? `; so far ${versionsOf(d.packages, dependencies)} decide${d.packages.length === 1 ? 's' : ''} it` : ''}${unswapped}`, ...partly, `    (${all}; ${d.reruns} reruns)`];
  }
}

/** `; decided by range-parser`, for a group's line of the summary. */
function decidedIn(group: DifferenceGroup, adapter: string): string {
  const d = group.decidedBy;
  if (!d || !group.dependencies?.length) return '';
  if (d.by === 'packages' || d.by === 'together') return `; decided by ${some(d.packages)}${d.by === 'together' ? ' together' : ''}`;
  return d.by === 'framework' ? `; decided by ${adapter}'s own code` : '';
}

/** The human-readable report: counts, and the difference with its reproduction. */
export function formatResult(result: DiffResult, adapterSpec: string, againstSpec: string, cwd: string): string {
  const statuses = Object.entries(result.statuses)
    .sort(([, x], [, y]) => y - x)
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ');
  const head =
    `fw-conformance diff: ${adapterSpec} against ${againstSpec}, profile ${result.profile}, seed ${result.seed}\n` +
    `  ${result.apps} apps, ${result.requests} requests (${adapterSpec} answered ${statuses || 'nothing'})` +
    `${result.refusedApps ? `; ${result.refusedApps} apps refused by both sides, not compared` : ''}; ${(result.ms / 1000).toFixed(1)} s\n` +
    (result.stopped ? `  STOPPED by ${result.stopped} after ${result.apps} of ${result.runs} apps: what follows is what was found so far\n` : '');
  const recorded = result.groups.filter((g) => g.recorded);
  const unrecorded = result.groups.filter((g) => !g.recorded);
  const summary = [
    recorded.length
      ? `  ${recorded.reduce((n, g) => n + g.requests, 0)} requests showed ${recorded.length} difference(s) recorded in features/divergences.md (skipped): ` +
        recorded.map((g) => `"${g.recorded}" ×${g.requests}`).join(', ') + '\n'
      : '',
    unrecorded.length > 1
      ? `  ${unrecorded.length} distinct differences not recorded:\n` +
        unrecorded.map((g, i) => `    ${i + 1}. ${g.key} (${g.requests} requests): ${g.difference.request.method} ${g.difference.request.path}, app of ${g.difference.appCode.split('\n').length} lines${decidedIn(g, adapterSpec)}\n`).join('') +
        '  (each with its reproduction in --json; the first below)\n'
      : '',
  ].join('');
  const d = result.difference;
  if (!d) return `${head}${summary}  no difference${recorded.length ? ' but the recorded ones' : ''}\n`;
  return [
    head + summary,
    `DIFFERENCE (${result.groups.find((g) => g.difference === d)?.shrunk === false ? 'not shrunk to its end: the run was stopped; ' : ''}shrunk in ${d.shrinks} steps) for ${d.request.method} ${d.request.path}:`,
    ...d.differences.map((x) => describe(x, adapterSpec, againstSpec)),
    ...decisionLines(result.groups.find((g) => g.difference === d), adapterSpec, againstSpec),
    '',
    '--- repro.js ---',
    reproductionScript(result, adapterSpec, againstSpec, cwd, d.appCode),
    '--- the request (on the port repro.js prints) ---',
    curlCommand(d.request),
    '',
    `Replay: fw-conformance diff --adapter ${adapterSpec} --against ${againstSpec} --profile ${result.profile} --seed ${result.seed} --runs ${result.runs} --requests ${result.requestsPerApp}`,
    '',
  ].join('\n');
}
