// A report is what the run wrote, and nothing else: written whole or not at all (a temporary
// file in the same directory, renamed over the target: a reader never sees half of it), and
// sealed with the SHA-256 of its content and the fingerprint of the suite's files the run
// started with (layout/suite-files.ts). A report rewritten afterwards (by a process a
// framework left behind, say) no longer matches its seal; verifySeal says so.
// The JSON report carries the seal as its last field, "seal"; the others end with a comment
// line (XML, HTML, and Markdown, where an HTML comment does not show).
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface Seal {
  /** sha256:<hex> of the report without its seal. */
  content: string;
  /** The fingerprint of the suite's files at the run's start, when the run took it. */
  suite?: string;
}

const COMMENT = /\n<!-- fw-conformance seal: content (sha256:[0-9a-f]{64})(?: suite (sha256:[0-9a-f]{64}))? -->\n$/;

function sha256(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

/** The JSON text of a sealed report without its seal, as it was written before it was sealed. */
function unsealedJson(value: Record<string, unknown>): string {
  const { seal: _seal, ...rest } = value;
  return JSON.stringify(rest, null, 2) + '\n';
}

/** `text` (a report of `format`) with its seal. */
export function sealReport(format: string, text: string, suite?: string): string {
  const seal: Seal = { content: sha256(text), ...(suite ? { suite } : {}) };
  if (format === 'json') {
    const value = JSON.parse(text) as unknown;
    // Only a report written as JSON.stringify(value, null, 2) can be checked again after parsing.
    if (value && typeof value === 'object' && !Array.isArray(value) && unsealedJson(value as Record<string, unknown>) === text) {
      return JSON.stringify({ ...(value as object), seal }, null, 2) + '\n';
    }
    return text;
  }
  return `${text.endsWith('\n') ? text : `${text}\n`}<!-- fw-conformance seal: content ${seal.content}${seal.suite ? ` suite ${seal.suite}` : ''} -->\n`;
}

/** Whether a report is as its seal says; the seal, when it has one. */
export function verifySeal(format: string, text: string): { sealed: boolean; intact: boolean; seal?: Seal } {
  if (format === 'json') {
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return { sealed: false, intact: false };
    }
    const seal = value?.seal as Seal | undefined;
    if (!seal || typeof seal.content !== 'string') return { sealed: false, intact: false };
    return { sealed: true, intact: sha256(unsealedJson(value)) === seal.content && JSON.stringify({ ...value }, null, 2) + '\n' === text, seal };
  }
  const m = COMMENT.exec(text);
  if (!m) return { sealed: false, intact: false };
  const body = text.slice(0, m.index + 1);
  const seal: Seal = { content: m[1], ...(m[2] ? { suite: m[2] } : {}) };
  // A body that had no final newline got one with the seal.
  return { sealed: true, intact: sha256(body) === seal.content || sha256(body.slice(0, -1)) === seal.content, seal };
}

/** Writes `text` to `file` whole or not at all: a temporary file beside it, renamed over it. */
export function writeAtomically(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
}
