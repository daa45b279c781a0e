// Runs the conformance suite: Gherkin scenarios and fast-check properties, through
// Cucumber's programmatic API, against one adapter and one generation profile.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Writable } from 'node:stream';
import { runCucumber } from '@cucumber/cucumber/api';
import type { Adapter, Generation } from '../adapters/contract';
import { loadAdapter } from '../adapters/load';
import { createApp } from '../adapters/serve';
import { DEFAULT_SEED, runConfigToEnv, type RunConfig } from '../features/support/run-config';
import { rowsOfProfile } from '../spec/rows';
import { ResultCollector, type ProgressListener } from './collect';
import { PACKAGE_ROOT } from './package-root';
import type { CheckResult, Results } from './results';

export const FEATURES_DIR = path.join(PACKAGE_ROOT, 'features');

export interface SuiteOptions {
  adapter: string;
  profile: Generation;
  /** Minor version of the adapter, for @since tags (defaults to the adapter's own). */
  version?: string;
  cwd?: string;
  timeoutMs?: number;
  seed?: number;
  numRuns?: number;
  /** Extra Cucumber tag expression, and-ed with the profile's tag. */
  tags?: string;
  /** Scenario name filters (regular expressions). */
  names?: string[];
  /** Worker processes; 0 or 1 runs in this process. */
  parallel?: number;
  /** Feature files or directories; default: all of features/. */
  paths?: string[];
  onResult?: ProgressListener;
}

export class SuiteError extends Error {}

/** The tag expression that selects a profile's scenarios. */
export function profileTagExpression(profile: Generation, tags?: string): string {
  const base = `@${profile}`;
  return tags ? `${base} and (${tags})` : base;
}

/** Loads and probes the adapter in this process, so a broken one stops the run early. */
export async function prepareAdapter(spec: string, profile: Generation, cwd: string): Promise<Adapter> {
  const adapter = await loadAdapter(spec, { profile, cwd });
  createApp(adapter);
  return adapter;
}

export async function runSuite(options: SuiteOptions): Promise<Results> {
  const cwd = options.cwd ?? process.cwd();
  const adapter = await prepareAdapter(options.adapter, options.profile, cwd);
  const config: RunConfig = {
    adapter: options.adapter,
    profile: options.profile,
    version: options.version,
    cwd,
    timeoutMs: options.timeoutMs ?? 5000,
    seed: options.seed ?? DEFAULT_SEED,
    numRuns: options.numRuns ?? 40,
  };
  Object.assign(process.env, runConfigToEnv(config));

  const collector = new ResultCollector(options.onResult);
  const fromSource = __filename.endsWith('.ts');
  const ext = fromSource ? '.ts' : '.js';
  const supportDir = path.join(__dirname, '..', 'features');
  const support = ['support', 'steps'].flatMap((d) =>
    fs
      .readdirSync(path.join(supportDir, d))
      .filter((f) => f.endsWith(ext) && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(supportDir, d, f)),
  );
  const startedAt = new Date();
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const errors: string[] = [];
  const stderr = new Writable({
    write: (chunk, _e, done) => {
      errors.push(String(chunk));
      done();
    },
  });
  let success: boolean;
  try {
    ({ success } = await runCucumber(
      {
        sources: {
          paths: options.paths?.length ? options.paths.map((p) => path.resolve(cwd, p)) : [FEATURES_DIR],
          defaultDialect: 'en',
          names: options.names ?? [],
          tagExpression: profileTagExpression(options.profile, options.tags),
          order: 'defined',
        },
        support: { requireModules: fromSource ? ['tsx/cjs'] : [], requirePaths: support, importPaths: [], loaders: [] },
        runtime: {
          dryRun: false,
          failFast: false,
          filterStacktraces: true,
          parallel: options.parallel && options.parallel > 1 ? options.parallel : 0,
          retry: 0,
          retryTagFilter: '',
          strict: true,
          worldParameters: {},
        },
        formats: { stdout: 'summary', files: {}, publish: false, options: {} },
      },
      { cwd: PACKAGE_ROOT, stdout: sink, stderr, env: process.env },
      collector.onMessage,
    ));
  } catch (err) {
    throw new SuiteError(`the suite could not run: ${(err as Error).stack ?? err}\n${errors.join('')}`);
  }
  if (collector.runErrors.length) throw new SuiteError(`the suite has errors:\n${collector.runErrors.join('\n')}`);
  const results = collector.finish();
  if (!success && results.every((r) => r.status !== 'failed')) {
    throw new SuiteError(`the suite failed outside any scenario:\n${errors.join('') || '(no message)'}`);
  }
  return assemble(adapter, options.profile, startedAt, results, config.seed!);
}

export function assemble(adapter: Adapter, profile: Generation, startedAt: Date, results: CheckResult[], seed: number): Results {
  const summary = { passed: 0, failed: 0, skipped: 0, divergent: 0 };
  for (const r of results) {
    if (r.status === 'failed' && r.divergence && adapter.oracle) summary.divergent++;
    else summary[r.status]++;
  }
  const rows = rowsOfProfile(profile);
  const ran = new Set(results.filter((r) => r.status !== 'skipped').flatMap((r) => r.spec));
  const uncovered = rows.filter((r) => !ran.has(r.id)).map((r) => r.id);
  return {
    adapter: { name: adapter.name, version: adapter.version ?? null, generation: adapter.generation },
    profile,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    seed,
    summary,
    results,
    coverage: { total: rows.length, covered: rows.length - uncovered.length, uncovered },
  };
}
