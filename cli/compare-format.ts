// The comparison of two runs as text: for the terminal, and as Markdown for a pull request's
// job summary. No timings: the same two files always give the same text.
import { runLabel } from '../conformance-report/src/rows';
import { printable } from '../conformance-report/src/printable';
import { FLIP_KINDS, FLIP_TITLES, type Comparison, type Flip, type FlipKind } from './compare';

const ICON: Record<FlipKind, string> = { regressed: '❌', fixed: '✅', 'not-implemented': '🚧', flaky: '🎲', changed: '🔁', new: '🆕', gone: '➖' };

// GitHub caps a job summary at 1 MiB and a comment at 65 536 characters: long lists are cut.
const MAX_LISTED = 200;

function countsLine(c: Comparison): string {
  return FLIP_KINDS.map((k) => `${c.counts[k]} ${k === 'regressed' ? 'regressed' : k}`).join(', ');
}

const move = (f: Pick<Flip, 'before' | 'after'>): string => `${f.before ?? '(absent)'} -> ${f.after ?? '(absent)'}`;

/** Width of the kind's column in the terminal's lines. */
export const KIND_COLUMN = 15;

/** A flipped check as the terminal lists it: its kind, its move, its id. */
export const flipLine = (f: Pick<Flip, 'kind' | 'before' | 'after' | 'id'>): string => `  ${f.kind.padEnd(KIND_COLUMN)} ${move(f).padEnd(28)} ${printable(f.id)}`;

function headline(c: Comparison): string {
  const n = c.counts.regressed;
  return n ? `${n} regression${n === 1 ? '' : 's'}` : 'no regression';
}

/** The terminal's text: the counts, then each spec row with its flipped checks (all of them). */
export function formatComparisonText(c: Comparison, files: [string, string]): string {
  const lines = [`fw-conformance compare: ${runLabel(c.before)} ${files[0]} -> ${runLabel(c.after)} ${files[1]}`, `${headline(c)}: ${countsLine(c)}`];
  for (const note of c.notes) lines.push(`note: ${note}`);
  if (!c.rows.length) lines.push(`no check changed its verdict (${c.after.results.length} checks)`);
  for (const { row, flips } of c.rows) {
    lines.push('', row);
    for (const f of flips) {
      lines.push(flipLine(f));
      if (f.error && f.kind !== 'fixed') lines.push(`      ${printable(f.error)}`);
    }
  }
  return lines.join('\n') + '\n';
}

const cell = (s: string): string => printable(s).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** Markdown for $GITHUB_STEP_SUMMARY or a comment: a counts table, then one table per spec row. */
export function formatComparisonMarkdown(c: Comparison, files: [string, string]): string {
  const n = c.counts.regressed;
  const out = [
    `## ${n ? '❌' : '✅'} fw-conformance compare: ${headline(c)}`,
    '',
    `\`${cell(files[0])}\` (${cell(runLabel(c.before))}) → \`${cell(files[1])}\` (${cell(runLabel(c.after))})`,
    '',
    '| ' + FLIP_KINDS.map((k) => `${ICON[k]} ${FLIP_TITLES[k]}`).join(' | ') + ' |',
    '|' + FLIP_KINDS.map(() => '--:').join('|') + '|',
    '| ' + FLIP_KINDS.map((k) => String(c.counts[k])).join(' | ') + ' |',
  ];
  for (const note of c.notes) out.push('', `> [!NOTE]`, `> ${cell(note)}`);
  if (!c.rows.length) out.push('', `No check changed its verdict (${c.after.results.length} checks).`);
  let listed = 0;
  for (const { row, flips } of c.rows) {
    if (listed >= MAX_LISTED) break;
    out.push('', `### \`${cell(row)}\``, '', '| | Check | Before | After | Now |', '|---|---|---|---|---|');
    for (const f of flips) {
      if (listed++ >= MAX_LISTED) break;
      out.push(`| ${ICON[f.kind]} | ${cell(f.name)} <sub>${cell(f.feature)}</sub> | ${f.before ?? '—'} | ${f.after ?? '—'} | ${f.error && f.kind !== 'fixed' ? cell(f.error) : ''} |`);
    }
  }
  if (c.rows.reduce((n, r) => n + r.flips.length, 0) > MAX_LISTED) out.push('', `… cut at ${MAX_LISTED} checks; \`fw-conformance compare\` in a terminal lists them all.`);
  return out.join('\n') + '\n';
}
