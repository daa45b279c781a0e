// `fw-conformance list`: the checks of a profile, read statically (no adapter, no run), with
// the id that --id and `show` take and the file:line that --check takes.
import type { Generation } from '../adapters/generations';
import type { ListArgs } from './args';
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

/** The checks of a profile, those of the tag expression and of any of the name patterns (as a run selects them). */
export function listChecks(profile: Generation, tags?: string, names: string[] = []): ListedCheck[] {
  const expression = tags ? parseTagExpression(tags) : undefined;
  const patterns = names.map((n) => new RegExp(n));
  return checksOfProfile(profile)
    .filter((c: PlannedCheck) => !expression || expression.evaluate(c.tags))
    .filter((c) => !patterns.length || patterns.some((p) => p.test(c.name)))
    .map((c) => ({ id: c.id, spec: c.spec, tags: c.tags.filter((t) => !t.startsWith('@spec:')), generations: c.generations, location: `${c.uri}:${c.line}` }));
}

export function formatList(checks: ListedCheck[], profile: Generation): string {
  const lines = checks.map((c) => `${printable(c.id)}\n    ${c.location}  spec ${c.spec.join(' ') || '(none)'}  ${c.generations.join(' ')}  ${c.tags.filter((t) => !/^@\d\.x$/.test(t)).join(' ')}`);
  lines.push(`${checks.length} checks of profile ${profile}; run one with --id '<id>' or --check <file>:<line>, see one whole with fw-conformance show '<id>' --adapter <adapter>`);
  return lines.join('\n') + '\n';
}

/** `fw-conformance list`: loaded without the runner (cli/start.ts). */
export function listCommand(args: ListArgs): number {
  const checks = listChecks(args.profile, args.tags, args.names);
  process.stdout.write(args.json ? JSON.stringify(checks, null, 2) + '\n' : formatList(checks, args.profile));
  return 0;
}
