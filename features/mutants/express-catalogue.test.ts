// The catalogue of real Express cannot rot silently: every mutant's snippet applies exactly
// once to the installed file it names (a release or a dependency upgraded under it fails
// here, by id), the mutated module still parses, and a legitimate survivor quotes the spec.
import * as fs from 'node:fs';
import { wrap } from 'node:module';
import * as path from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isKnownRow } from '../../spec/rows';
import { expressMutants } from './express-catalogue';
import { dependencyTree, mutatedFile, originalFile, parseLocation, targetOf } from './express-harness';
import { occurrences, ROOT } from './harness';

const SPEC = fs.readFileSync(path.join(ROOT, 'spec', 'fw-interface.md'), 'utf8');

describe('mutation catalogue of real Express', () => {
  it('has unique ids named after their release, known rows, a reason, and at least 40 mutants per release', () => {
    const ids = expressMutants.map((m) => m.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const m of expressMutants) {
      expect(m.id.startsWith(parseLocation(m.file).alias + '/'), m.id).toBe(true);
      expect(m.rows.length, m.id).toBeGreaterThan(0);
      expect(m.rows.filter((r) => !isKnownRow(r)), m.id).toEqual([]);
      expect(m.why.length, m.id).toBeGreaterThan(0);
      expect(m.search, m.id).not.toBe(m.replace);
    }
    for (const target of ['express@4', 'express@5']) {
      expect(expressMutants.filter((m) => targetOf(m) === target).length, target).toBeGreaterThanOrEqual(40);
    }
  });

  it('a legitimate survivor quotes the spec sentence that leaves it open, word for word', () => {
    for (const m of expressMutants.filter((x) => x.legitimate)) {
      const quotes = [...m.legitimate!.matchAll(/"([^"]{12,})"/g)].map((q) => q[1]);
      expect(quotes.length, `${m.id}: no quotation`).toBeGreaterThan(0);
      for (const q of quotes) expect(SPEC.includes(q), `${m.id}: not in the spec: ${q}`).toBe(true);
    }
  });

  it.each(expressMutants.map((m) => [m.id, m] as const))('%s applies exactly once to the installed file and parses', (_id, m) => {
    const text = fs.readFileSync(originalFile(m), 'utf8');
    expect(occurrences(text, m.search)).toBe(1);
    expect(() => new Script(wrap(mutatedFile(m)), { filename: m.file })).not.toThrow();
  });

  it('the copy of each release holds its whole dependency tree, inside node_modules', () => {
    for (const alias of ['express4', 'express5'] as const) {
      const tree = dependencyTree(alias);
      const names = tree.map((d) => path.basename(d));
      for (const dep of ['send', 'serve-static', 'finalhandler', 'body-parser', 'cookie', 'qs', 'fresh', 'range-parser', 'content-disposition', 'accepts', 'proxy-addr']) {
        expect(names, `${alias} > ${dep}`).toContain(dep);
      }
    }
    expect(dependencyTree('express5').map((d) => path.basename(d))).toContain('router');
    const three = dependencyTree('express3').map((d) => path.basename(d));
    for (const dep of ['connect', 'send', 'serve-static', 'proxy-addr', 'etag', 'range-parser']) expect(three, `express3 > ${dep}`).toContain(dep);
  });
});
