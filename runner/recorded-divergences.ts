// Express's own failures of the @divergence checks, as its committed results record them: a
// framework that fails such a check exactly as Express of the profile's generation does
// answers as Express answers, which features/divergences.md records (a fork of Express is
// green on day one). A failure of its own is a failure. Read from the committed results of
// the bundled oracles (conformance-report/results/express@N-N.x.json, shipped in the package)
// and from the table of features/divergences.md, which gives each entry its line.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import type { Generation } from '../adapters/contract';
import { PACKAGE_ROOT } from '../layout/package-root';
import type { CheckResult, RecordedDivergence } from './results';
import { stableMessage } from './stable-message';

/** The committed results of the oracle of a generation, relative to the package root. */
export const recordFile = (profile: Generation): string => `conformance-report/results/express@${profile[0]}-${profile}.json`;
export const DIVERGENCES_FILE = 'features/divergences.md';

// Only what is read here: the committed form keeps a check's verdict under its id, and a
// check that passed is not written (conformance-report/src/committed-form.ts).
const recordSchema = z.object({
  adapter: z.object({ version: z.string().nullable() }),
  checks: z.record(z.string(), z.object({ status: z.string(), error: z.string().optional() })),
});

/** A failure's words as the committed results keep them (stable-message.ts), the suite's own path made relative. */
export function failureWords(error: string | undefined, root = PACKAGE_ROOT): string {
  return stableMessage((error ?? '').split(`${root}${path.sep}`).join(''));
}

/** The line of each scenario name in the first column of the table of divergences.md. */
export function entryLines(markdown: string): Map<string, number> {
  const lines = new Map<string, number>();
  markdown.split('\n').forEach((line, i) => {
    if (!line.startsWith('| ') || line.startsWith('| Scenario |') || line.startsWith('|---')) return;
    const first = line.slice(2).split(/(?<!\\) \| /)[0].replace(/\\\|/g, '|');
    for (const name of first.split('; ')) if (!lines.has(name)) lines.set(name, i + 1);
  });
  return lines;
}

export interface DivergenceRecord {
  /** The Express release the record was made with: "5.3.0". */
  express: string;
  /** Check id -> Express's failure, in the committed results' stable form. */
  failures: Map<string, string>;
  /** Scenario name -> its line in divergences.md. */
  entries: Map<string, number>;
}

/** The record of a profile's oracle; undefined when the package has none (3.x without its file, a bad file). */
export function readRecord(profile: Generation, root = PACKAGE_ROOT): DivergenceRecord | undefined {
  let record: z.infer<typeof recordSchema>;
  try {
    record = recordSchema.parse(JSON.parse(fs.readFileSync(path.join(root, recordFile(profile)), 'utf8')));
  } catch {
    // No record, no recognition: every failed check is a failure, as before there was one.
    return undefined;
  }
  const failures = new Map<string, string>();
  for (const [id, c] of Object.entries(record.checks)) if (c.status === 'failed') failures.set(id, c.error ?? '');
  let entries = new Map<string, number>();
  try {
    entries = entryLines(fs.readFileSync(path.join(root, DIVERGENCES_FILE), 'utf8'));
  } catch {
    // the link then names the file without a line
  }
  return { express: record.adapter.version ?? '?', failures, entries };
}

/** Express's answer to this failed @divergence check, when the framework's failure is the same. */
export function recognize(check: CheckResult, record: DivergenceRecord | undefined): RecordedDivergence | undefined {
  if (!record || check.status !== 'failed' || !check.divergence || check.notRun) return undefined;
  const expressFailure = record.failures.get(check.id);
  if (expressFailure === undefined || stableMessage(expressFailure) !== failureWords(check.error)) return undefined;
  // An outline's id ends with " #2" when its name repeats; the table names the scenario.
  const line = record.entries.get(check.name.replace(/ #\d+$/, ''));
  return { express: record.express, entry: line ? `${DIVERGENCES_FILE}:${line}` : DIVERGENCES_FILE };
}

/** "Express 5.3.0 does the same: recorded divergence (features/divergences.md:23)": the words every report uses. */
export function recordedWords(r: RecordedDivergence): string {
  return `Express ${r.express} does the same: recorded divergence (${r.entry})`;
}
