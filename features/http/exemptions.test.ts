// The lint's exemptions stay explicit and few: each `@http-lint:off:<rule>` tag names a rule
// of the table and sits under a comment giving the reason ("# http-lint:off <rule>: why").
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpRule } from '../../spec/http-rules';

const FEATURES = path.join(__dirname, '..');

function featureFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : featureFiles(p);
    return e.name.endsWith('.feature') ? [p] : [];
  });
}

const exemptions = featureFiles(FEATURES).flatMap((file) => {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return lines.flatMap((line, i) =>
    [...line.matchAll(/@http-lint:off:(\S+)/g)].map((m) => ({ where: `${path.relative(FEATURES, file)}:${i + 1}`, rule: m[1], comment: lines[i - 1]?.trim() ?? '' })),
  );
});

describe('the exemptions from the HTTP/1.1 lint', () => {
  it('name rules of the table', () => {
    expect(exemptions.filter((e) => !httpRule(e.rule)).map((e) => `${e.where} ${e.rule}`)).toEqual([]);
  });

  it('each come under a comment giving the reason', () => {
    const bare = exemptions.filter((e) => !new RegExp(`^# http-lint:off ${e.rule.replace(/[/.]/g, '\\$&')}: \\S`).test(e.comment));
    expect(bare.map((e) => `${e.where}: put "# http-lint:off ${e.rule}: <why>" on the line above`)).toEqual([]);
  });

  it('are few', () => {
    // Raise this only with a reason a reviewer accepts: an exemption is a rule not checked.
    expect(exemptions.length).toBeLessThanOrEqual(5);
  });
});
