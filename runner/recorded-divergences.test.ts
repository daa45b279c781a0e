import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../layout/package-root';
import { check, results } from '../conformance-report/src/fixtures/results';
import { isKnownDivergence, knownDivergences, realFailures } from '../conformance-report/src/rows';
import { toJunit } from '../conformance-report/src/junit';
import { toMarkdown } from '../conformance-report/src/markdown';
import { DIVERGENCES_FILE, entryLines, failureWords, readRecord, recognize, recordedWords, type DivergenceRecord } from './recorded-divergences';
import { countedAs, summarize, summarizeAgain } from './results';

const ACCEPTS = 'features/request/req.accepts.feature::req.accepts prefers the first type';
const record: DivergenceRecord = {
  express: '5.3.0',
  failures: new Map([[ACCEPTS, 'Error: expected the JSON body {"result":"json"}, got "{\\"result\\":false}" (status 200)']]),
  entries: new Map([['req.accepts prefers the first type', 22]]),
};
const failing = (error: string, extra = {}) => check(ACCEPTS, 'failed', ['req-operations/req.accepts'], { divergence: true, error, ...extra });

describe('a failure Express shares', () => {
  it('is recognised when its words are those of the record, whatever the stack', () => {
    const c = failing('Error: expected the JSON body {"result":"json"}, got "{\\"result\\":false}" (status 200)\n    at Object.deepEqual (/home/u/node_modules/fw-conformance/dist/features/support/check.js:42:15)');
    expect(recognize(c, record)).toEqual({ express: '5.3.0', entry: 'features/divergences.md:22' });
    expect(recordedWords(recognize(c, record)!)).toBe('Express 5.3.0 does the same: recorded divergence (features/divergences.md:22)');
  });

  it('is not recognised when the framework fails otherwise, passes, is not tagged, or has no record', () => {
    expect(recognize(failing('Error: expected the JSON body {"result":"json"}, got "{\\"result\\":"text"}" (status 200)'), record)).toBeUndefined();
    expect(recognize({ ...failing(''), status: 'passed', error: undefined }, record)).toBeUndefined();
    const untagged = { ...failing('Error: expected the JSON body {"result":"json"}, got "{\\"result\\":false}" (status 200)'), divergence: undefined };
    expect(recognize(untagged, record)).toBeUndefined();
    expect(recognize(failing('Error: expected the JSON body {"result":"json"}, got "{\\"result\\":false}" (status 200)'), undefined)).toBeUndefined();
  });

  it('counts as a known divergence check by check: another failed @divergence check of the same run fails', () => {
    const shared = failing('x', { recordedDivergence: { express: '5.3.0', entry: 'features/divergences.md:22' } });
    const own = check('features/static/dotfiles.feature::fw.static with dotfiles', 'failed', ['static-options/dotfiles'], { divergence: true, error: 'y' });
    const r = { ...results('myfw'), results: [shared, own] };
    r.summary = summarize(r.results, false);
    expect(countedAs(shared, false)).toBe('divergent');
    expect(r.summary).toMatchObject({ divergent: 1, failed: 1 });
    expect(isKnownDivergence(shared, r)).toBe(true);
    expect(isKnownDivergence(own, r)).toBe(false);
    expect(realFailures(r)).toEqual([own]);
    expect(knownDivergences(r)).toEqual([shared]);
    // Counted again (a retried check replaced), a framework's run stays a framework's.
    expect(summarizeAgain(r.results, r.summary)).toEqual(r.summary);
    // Every report says it, with the entry; JUnit skips it, as a baseline's expected failure.
    expect(toMarkdown(r)).toContain('Express 5.3.0 does the same: recorded divergence (features/divergences.md:22)');
    const xml = toJunit(r);
    expect(xml).toContain('<skipped message="Express 5.3.0 does the same: recorded divergence (features/divergences.md:22)"/>');
    expect(xml).toMatch(/<testsuites [^>]*failures="1"[^>]*skipped="1"/);
    // An oracle's run counts every failed @divergence check, as before.
    const oracle = results('express@5', { oracle: true });
    expect(isKnownDivergence(oracle.results[3], oracle)).toBe(true);
  });

  it('compares in the committed form: no stack frames, no quoted stack, no port, no suite path', () => {
    expect(failureWords('Error: a\nsecond line\n    at f (x.js:1:2)\n  at g')).toBe('Error: a\nsecond line');
    expect(failureWords('Error: got 415 with body "<pre>Unsupported<br> &nbsp; &nbsp;at /home/u/node_modules/body-parser/lib/read.js:86:18<br> &nbsp; &nbsp;at As"…')).toBe(
      'Error: got 415 with body "<pre>Unsupported<br> &nbsp; &nbsp;at <stack>"',
    );
    expect(failureWords('Error: no answer from http://127.0.0.1:40123/x in /suite/features/fixtures/a', '/suite')).toBe('Error: no answer from http://127.0.0.1:<port>/x in features/fixtures/a');
  });
});

describe('the records the package ships', () => {
  const shipped = (JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { files: string[] }).files;

  for (const profile of ['4.x', '5.x'] as const) {
    it(`of ${profile}: every failure of Express is of a @divergence check with its entry in ${DIVERGENCES_FILE}, and the file is packed`, () => {
      const r = readRecord(profile)!;
      expect(r.express).toMatch(/^\d+\.\d+\.\d+$/);
      expect(r.failures.size).toBeGreaterThan(0);
      const entries = entryLines(fs.readFileSync(path.join(PACKAGE_ROOT, DIVERGENCES_FILE), 'utf8'));
      const names = [...r.failures.keys()].map((id) => id.split('::')[1]);
      expect(names.filter((n) => !entries.has(n))).toEqual([]);
      expect(shipped).toContain(`conformance-report/results/express@${profile[0]}-${profile}.json`);
    });
  }

  it('gives each entry the line of its row', () => {
    const md = '| Scenario | Spec row |\n|---|---|\n| a; b \\| c | x |\n| d | y |\n';
    expect([...entryLines(md)]).toEqual([['a', 3], ['b | c', 3], ['d', 4]]);
  });
});
