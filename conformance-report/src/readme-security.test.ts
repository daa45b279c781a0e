// The README's security verdicts are the committed results' own: a row per third-party run,
// its counts those of the run's Security section, and a hand edit of a figure is undone.
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledTargets, EXAMPLES, README, readCommitted, readmeWithMatrix } from './committed';
import { readmeWithSecurityVerdicts, SECURITY_BEGIN, SECURITY_END, toSecurityVerdicts } from './readme-security';
import { runLabel } from './rows';
import { securitySummary } from './security';

// Every bundled target's committed run, read once for the file (a read of them all is a second of CPU).
const targets = bundledTargets();
const all = targets.map((t) => readCommitted(t)!);
const examples = all.filter((_, i) => EXAMPLES[targets[i].profile].some((e) => e.name === targets[i].name));

describe('the README security verdicts', () => {
  it('has one row per third-party run, with the counts of its Security section', () => {
    const table = toSecurityVerdicts(examples);
    for (const r of examples) {
      const s = securitySummary(r)!;
      expect(table).toContain(`| ${runLabel(r)} | ${s.vulnerable} | ${s.safe} (${s.safeFailing}) | ${s.notObserved} | ${s.notImplemented} |`);
    }
    expect(table).not.toContain('| reference');
  });

  it('lists each advisory a run is vulnerable to, with what proved it', () => {
    const vulnerable = examples.find((r) => (securitySummary(r)?.vulnerable ?? 0) > 0);
    expect(vulnerable, 'a third-party run with an advisory observed').toBeDefined();
    const lines = toSecurityVerdicts([vulnerable!]).split('\n').filter((l) => l.startsWith(`- ${runLabel(vulnerable!)}, `));
    expect(lines).toHaveLength(securitySummary(vulnerable!)!.vulnerable);
    for (const line of lines) expect(line).toMatch(/checks\): `.+`$/);
  });

  it('undoes a figure edited by hand in the README', () => {
    const readme = fs.readFileSync(README, 'utf8');
    const runs = all;
    const tampered = readme.replace(/(\| polka [^|]+\| )(\d+)( \|)/, (_, a: string, n: string, b: string) => `${a}${Number(n) + 1}${b}`);
    expect(tampered).not.toBe(readme);
    expect(readmeWithMatrix(tampered, runs)).toBe(readmeWithMatrix(readme, runs));
  });

  it('says where the markers are missing', () => {
    expect(() => readmeWithSecurityVerdicts(`${SECURITY_BEGIN}\n`, examples)).toThrow(SECURITY_END);
  });
});
