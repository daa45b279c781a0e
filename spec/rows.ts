// The spec's rows: every table row and enumerated rule, with its stable id, and the
// generations each applies to. Coverage is computed against this list.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Generation } from '../adapters/contract';
import { PACKAGE_ROOT } from '../layout/package-root';
import { HTTP_RULES, HTTP_SECTION } from './http-rules';

export interface SpecRow {
  id: string;
  /** The part of the id before '/': the spec area ('res-operations', 'settings', ...). */
  area: string;
  section: string;
  text: string;
  generations: Generation[];
  /**
   * Set (to the reason) when the row cannot be observed through HTTP and the interface:
   * it is shown as informational and never counted as covered, whatever checks name it.
   */
  informational?: string;
}

// Rows that hold for one generation only, or not for all three; every other row holds
// for 4.x and 5.x. The 3.x profile adds the rows its own sections list.
const ONLY_3X = /^(settings-3x|middleware-3x|app-3x|req-3x|res-3x)\//;
const EXCEPTIONS: Record<string, Generation[]> = {
  'res-properties/res.charset': ['3.x'],
  'errors/sendfile-403-3x': ['3.x'],
  'req-operations/req.acceptsCharset': ['3.x'],
  'versioning/3.x': ['3.x'],
  'versioning/4.x': ['4.x'],
  'versioning/5.x': ['5.x'],
  'app-properties/app.router': ['5.x'],
  'app-operations/app.param-callback': ['4.x'],
  'req-operations/req.param': ['3.x', '4.x'],
};
// Rows of the shared tables that the 3.x text names as behaving "as above".
const ALSO_3X = new Set([
  'objects/application',
  'objects/request',
  'objects/response',
  'top-level/fw',
  'top-level/fw.static',
  'app-operations/app.METHOD',
  'app-operations/app.all',
  'app-operations/app.param',
  'app-operations/app.set',
  'app-operations/app.enable',
  'app-operations/app.enabled',
  'app-operations/app.engine',
  'app-operations/app.render',
  'app-operations/app.listen-port',
  'app-operations/app.listen-path',
  'req-operations/req.accepts',
  'req-operations/req.is',
]);

// Rows that state something no HTTP exchange or interface call can show: every
// framework passes a check of them, so a check could not fail and would prove nothing.
const INFORMATIONAL: Record<string, string> = {
  'versioning/3.x': 'the maintenance status of a generation is a fact about its releases, not a behaviour of the framework',
  'versioning/4.x': 'a requirement on the runtime version: a framework that runs on this runtime at all meets it',
  'versioning/5.x': 'a requirement on the runtime version: a framework that runs on this runtime at all meets it',
};

export function informationalReason(id: string): string | undefined {
  return INFORMATIONAL[id];
}

export function generationsOf(id: string): Generation[] {
  if (EXCEPTIONS[id]) return EXCEPTIONS[id];
  if (id.startsWith('http/')) return ['3.x', '4.x', '5.x']; // HTTP/1.1 holds for every generation
  if (ONLY_3X.test(id)) return ['3.x'];
  return ALSO_3X.has(id) ? ['3.x', '4.x', '5.x'] : ['4.x', '5.x'];
}

let cache: SpecRow[] | undefined;
export function specRows(): SpecRow[] {
  if (cache) return cache;
  const tsv = fs.readFileSync(path.join(PACKAGE_ROOT, 'spec', 'rows.tsv'), 'utf8');
  cache = tsv
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [id, section, text] = line.split('\t');
      const informational = informationalReason(id);
      return { id, area: id.split('/')[0], section, text, generations: generationsOf(id), ...(informational ? { informational } : {}) };
    })
    // The HTTP/1.1 rules every exchange is held to (spec/http-rules.ts), an area of their own.
    .concat(HTTP_RULES.map((r) => ({ id: r.id, area: 'http', section: HTTP_SECTION, text: `${r.summary} (${r.clause})`, generations: generationsOf(r.id) })));
  return cache;
}

/** The rows of a profile that checks can cover (informational rows excluded): the coverage total. */
export function rowsOfProfile(profile: Generation): SpecRow[] {
  return specRows().filter((r) => r.generations.includes(profile) && !r.informational);
}

/** The rows of a profile that cannot be observed through HTTP and the interface. */
export function informationalRowsOfProfile(profile: Generation): SpecRow[] {
  return specRows().filter((r) => r.generations.includes(profile) && r.informational);
}

export function isKnownRow(id: string): boolean {
  return specRows().some((r) => r.id === id);
}
