// The pass rate over the committed history reads a target's results at every commit that
// changed them, whichever form that commit has: the whole run (older commits) or the committed
// form (a target's verdicts beside results/checks.json); both keep the summary in their head.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { summarize, type CheckResult, type Results } from '../../runner/results';
import { committedFiles } from '../src/committed-form';
import { check, results } from '../src/fixtures/results';
import { passHistory } from './pass-history';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-pass-history-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { encoding: 'utf8' });
const RESULTS = path.join(root, 'conformance-report', 'results');

function run(statuses: CheckResult['status'][]): Results {
  const checks = statuses.map((s, i) => check(`features/a.feature::check ${i}`, s, ['r/a'], s === 'failed' ? { error: 'no' } : {}));
  return { ...results('fw'), results: checks, summary: summarize(checks, false) };
}

function commit(files: Map<string, string>, message: string): void {
  for (const [name, text] of files) fs.writeFileSync(path.join(RESULTS, name), text);
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

describe('the pass rate over the committed history', () => {
  it('reads commits of the older form and of the committed form', () => {
    fs.mkdirSync(RESULTS, { recursive: true });
    git('init', '-q');
    // Older: the whole run in the target's file.
    commit(new Map([['fw-5.x.json', JSON.stringify(run(['passed', 'failed', 'failed', 'skipped']), null, 2)]]), 'older form');
    // The committed form: the catalogue, and the target's verdicts.
    commit(committedFiles([{ base: 'fw-5.x', results: run(['passed', 'passed', 'failed', 'skipped']) }]), 'committed form');
    expect(JSON.parse(fs.readFileSync(path.join(RESULTS, 'fw-5.x.json'), 'utf8'))).toHaveProperty('catalogue', 'checks.json');
    commit(committedFiles([{ base: 'fw-5.x', results: run(['passed', 'passed', 'passed', 'skipped']) }]), 'all pass');
    const points = passHistory(['fw-5.x'], root).get('fw-5.x')!;
    expect(points.map((p) => `${p.conforming}/${p.applicable}`)).toEqual(['1/3', '2/3', '3/3']);
  });
});
