// The corpus's table, variant x expected x got: plain text for the terminal, Markdown for the
// closing note of issue 45.
import type { Row } from './judge';

const OUTCOME: Record<Row['outcome'], string> = {
  ok: 'ok',
  differs: 'DIFFERS',
  pending: 'pending',
  early: 'holds early',
};

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdown(rows: readonly Row[]): string {
  const lines = ['| variant | changes | expected | needs | got | |', '|---|---|---|---|---|---|'];
  let last = '';
  for (const r of rows) {
    const first = r.variant !== last;
    last = r.variant;
    lines.push(`| ${first ? `\`${r.variant}\`` : ''} | ${first ? cell(r.change) : ''} | ${cell(r.expected)} | ${r.needs ?? ''} | ${cell(r.got)} | ${OUTCOME[r.outcome]} |`);
  }
  return `${lines.join('\n')}\n\n${totals(rows)}\n`;
}

export function text(rows: readonly Row[]): string {
  const out: string[] = [];
  let last = '';
  for (const r of rows) {
    if (r.variant !== last) out.push(`${r.variant}: ${r.change}`);
    last = r.variant;
    out.push(`  ${OUTCOME[r.outcome].padEnd(11)} expected ${r.expected}${r.needs ? ` (needs: ${r.needs})` : ''}`);
    if (r.outcome !== 'ok') out.push(`  ${''.padEnd(11)} got      ${r.got}`);
  }
  return `${out.join('\n')}\n\n${totals(rows)}\n`;
}

/** "42 variants, 97 verdicts: 80 ok, 0 differ, 15 pending (census 9, ...), 2 hold early". */
export function totals(rows: readonly Row[]): string {
  const count = (o: Row['outcome']) => rows.filter((r) => r.outcome === o).length;
  const byNeed = new Map<string, number>();
  for (const r of rows.filter((x) => x.outcome === 'pending')) byNeed.set(r.needs!, (byNeed.get(r.needs!) ?? 0) + 1);
  const needs = [...byNeed].map(([n, k]) => `${n} ${k}`).join(', ');
  const variants = new Set(rows.map((r) => r.variant)).size;
  return (
    `${variants} variants, ${rows.length} verdicts: ${count('ok')} ok, ${count('differs')} differ, ` +
    `${count('pending')} pending${needs ? ` (${needs})` : ''}, ${count('early')} hold early`
  );
}
