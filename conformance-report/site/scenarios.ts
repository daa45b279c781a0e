// The committed results keep no scenario text (stable-form.ts); a target's page shows each
// check's scenario as written in its feature file (an outline's with its row's values, as it
// ran), so that a reader drills from a row to the scenario and its failure.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { allScenarios } from '../../runner/plan';
import type { Results } from '../../runner/results';

/** The lines of a scenario from its keyword's line (1-based) to the line before the next one. */
export function scenarioText(source: string, scenarioLine: number): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let inDoc = false;
  for (let i = scenarioLine - 1; i < lines.length; i++) {
    const t = lines[i].trim();
    if (i > scenarioLine - 1 && !inDoc && /^(@|Scenario|Rule:|Feature:|Background:)/.test(t)) break;
    if (t.startsWith('"""') || t.startsWith('```')) inDoc = !inDoc;
    out.push(lines[i]);
  }
  while (out.length && !out[out.length - 1].trim()) out.pop();
  const indent = Math.min(...out.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return out.map((l) => l.slice(indent)).join('\n');
}

const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));

/**
 * An outline's scenario with the values of its Examples row at `line` put in for the <names>,
 * as it ran, without the Examples tables; a plain scenario as it is.
 */
export function scenarioAsRun(source: string, scenarioLine: number, line: number): string {
  const text = scenarioText(source, scenarioLine);
  if (line === scenarioLine) return text;
  const lines = source.split('\n');
  let head = line - 1;
  while (head > 0 && lines[head - 1].trim().startsWith('|')) head--;
  const names = cells(lines[head]);
  const values = cells(lines[line - 1]);
  const steps = text.split('\n');
  const examples = steps.findIndex((l) => /^\s*Examples:/.test(l));
  const body = (examples >= 0 ? steps.slice(0, examples) : steps).join('\n').trimEnd();
  return names.reduce((t, name, i) => t.split(`<${name}>`).join(values[i] ?? ''), body).replace(/^Scenario (Outline|Template):/, 'Scenario:');
}

let byId: Map<string, { uri: string; scenarioLine: number; line: number }> | undefined;

/** The run with each check's scenario as written, where its results have none. */
export function withScenarios(run: Results): Results {
  byId ??= new Map(allScenarios().map((s) => [`${s.uri}::${s.name}`, { uri: s.uri, scenarioLine: s.scenarioLine, line: s.line }]));
  const sources = new Map<string, string>();
  const source = (uri: string) => {
    if (!sources.has(uri)) sources.set(uri, fs.readFileSync(path.join(PACKAGE_ROOT, uri), 'utf8'));
    return sources.get(uri)!;
  };
  return {
    ...run,
    results: run.results.map((c) => {
      const s = c.gherkin ? undefined : byId!.get(c.id);
      return s ? { ...c, gherkin: scenarioAsRun(source(s.uri), s.scenarioLine, s.line) } : c;
    }),
  };
}
