// --watch with --coverage: which checks a pass reruns after an edit. Those of the watch's
// selection whose last coverage reached an edited file, and those the coverage holds nothing of
// (new since it); the whole selection when an edit is one the coverage cannot tell of.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CodeCoverage } from '../conformance-report/src/code-coverage';
import { canonical, mappedSources } from './code-coverage';

export type Rerun =
  /** These checks: `reached` of them because their coverage reached an edited file, `fresh` because the coverage holds none of theirs. */
  | { ids: string[]; reached: number; fresh: number }
  /** The whole selection, and why. */
  | { whole: string };

/** The checks of the file, by the lines of it the coverage says they reached; undefined when it names none. */
function checksOf(coverage: CodeCoverage, file: string): Set<string> | undefined {
  const f = coverage.files[file];
  if (!f) return undefined;
  const ids = new Set(Object.values(f.checks).flatMap((idx) => idx.map((i) => coverage.checks[i])));
  return ids.size ? ids : undefined;
}

/**
 * What a pass after edits of `edited` (absolute) reruns of `selection` (the watch's checks, in
 * order), by `coverage` of this adapter and profile. An edited file of the framework that no
 * check's coverage names (a file only loaded, a template or JSON file it reads, a new file) may
 * change any check: the whole selection reruns. A generated file that names a source map stands
 * for its sources (coverage is told in their lines); a file gone, or a directory, tells nothing.
 */
export function rerunAfter(coverage: CodeCoverage | undefined, edited: string[], cwd: string, selection: string[], of: { adapter: string; profile: string }): Rerun {
  if (!coverage || coverage.adapter !== of.adapter || coverage.profile !== of.profile) return { whole: `no coverage of ${of.adapter} on profile ${of.profile} to choose by` };
  const reached = new Set<string>();
  for (const file of edited) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      continue; // gone: what loaded it was edited too, or nothing did
    }
    if (!stat.isFile()) continue;
    const real = canonical(file, cwd);
    const sources = coverage.files[real] ? [real] : (mappedSources(real) ?? [real]);
    for (const source of sources) {
      const ids = checksOf(coverage, source) ?? checksOf(coverage, canonical(source, cwd));
      if (!ids) return { whole: `${path.relative(cwd, file) || file} is a file no check's coverage names (only loaded, not code, or new)` };
      for (const id of ids) reached.add(id);
    }
  }
  const known = new Set(coverage.checks);
  const ids = selection.filter((id) => reached.has(id) || !known.has(id));
  return { ids, reached: selection.filter((id) => reached.has(id)).length, fresh: selection.filter((id) => !known.has(id)).length };
}
