// `fw-conformance list`: the checks of a profile, read statically (no adapter, no run), with
// the id that --id and `show` take and the file:line that --check takes.
import type { Generation } from '../adapters/contract';
import { checksOfProfile, type PlannedCheck } from '../runner/plan';
import parseTagExpression from '@cucumber/tag-expressions';
import { printable } from '../conformance-report/src/printable';

export interface ListedCheck {
  id: string;
  spec: string[];
  tags: string[];
  generations: Generation[];
  /** features/<area>/<file>.feature:<line>: what --check takes. */
  location: string;
}

export function listChecks(profile: Generation, tags?: string): ListedCheck[] {
  const expression = tags ? parseTagExpression(tags) : undefined;
  return checksOfProfile(profile)
    .filter((c: PlannedCheck) => !expression || expression.evaluate(c.tags))
    .map((c) => ({ id: c.id, spec: c.spec, tags: c.tags.filter((t) => !t.startsWith('@spec:')), generations: c.generations, location: `${c.uri}:${c.line}` }));
}

export function formatList(checks: ListedCheck[], profile: Generation): string {
  const lines = checks.map((c) => `${printable(c.id)}\n    ${c.location}  spec ${c.spec.join(' ') || '(none)'}  ${c.generations.join(' ')}  ${c.tags.filter((t) => !/^@\d\.x$/.test(t)).join(' ')}`);
  lines.push(`${checks.length} checks of profile ${profile}; run one with --id '<id>' or --check <file>:<line>, see one whole with fw-conformance show '<id>' --adapter <adapter>`);
  return lines.join('\n') + '\n';
}
