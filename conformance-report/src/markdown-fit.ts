// Fitting the Markdown report where it goes: a GitHub comment holds 65,536 characters
// (`gh pr comment --body-file`), a job summary 1 MiB. The report is kept to MAX_MARKDOWN
// characters, its seal included (seal.ts), and says what it left out and where the rest is.

/** The most characters (UTF-16 code units, never fewer than GitHub counts) a Markdown report has, sealed. */
export const MAX_MARKDOWN = 60_000;
/** What the seal's comment adds (about 150 characters with the suite's digest). */
const SEAL_ROOM = 200;
/** The budget of the report's text, before its seal. */
export const MARKDOWN_BUDGET = MAX_MARKDOWN - SEAL_ROOM;

export const WHERE_THE_REST_IS =
  'Every check, with its failure, the request and the response, is in the HTML and JSON reports of the run ' +
  '(`--report html:<file> --report json:<file>`; from saved results, `fw-conformance report --html <file> results.json`).';

/** The characters `lines` take joined by newlines, with the final newline. */
export function sizeOf(lines: string[]): number {
  return lines.reduce((n, l) => n + l.length + 1, 0);
}

/**
 * The lines, whole when they fit in `max` characters; else cut at a line boundary, with the
 * code fence and the <details> left open closed, and a note saying how much was cut and where
 * the rest is. The sections are sized beforehand (markdown.ts), so this is the last guard:
 * a baseline with thousands of regressions, a matrix of many runs.
 */
export function fitLines(lines: string[], max = MARKDOWN_BUDGET): string[] {
  if (sizeOf(lines) <= max) return lines;
  const note = (left: number) => ['', '> [!NOTE]', `> Cut here to fit a comment (${MAX_MARKDOWN.toLocaleString('en-US')} characters): ${left} more lines left out. ${WHERE_THE_REST_IS}`];
  const closing = ['```', '</details>'];
  const kept: string[] = [];
  let used = sizeOf(note(lines.length)) + sizeOf(closing);
  for (const line of lines) {
    if (used + line.length + 1 > max) break;
    kept.push(line);
    used += line.length + 1;
  }
  const left = lines.length - kept.length;
  const fences = kept.filter((l) => l.trimStart().startsWith('```')).length;
  const open = kept.filter((l) => l.includes('<details>')).length - kept.filter((l) => l.includes('</details>')).length;
  return [...kept, ...(fences % 2 ? ['```'] : []), ...(open > 0 ? ['</details>'] : []), ...note(left)];
}
