// Differences recorded in features/divergences.md: there the spec and real Express disagree,
// the reference follows the spec, and the divergence's own scenario checks it. A diff run
// counts such a difference and goes on; it is no failure of the run. Each entry recognises
// its divergence on the wire, by the request that shows it and what differs.
import type { Generation } from '../adapters/contract';
import type { Item } from './model';
import type { FoundDifference } from './run';

interface Recorded {
  /** The entry's words in features/divergences.md (recorded.test.ts finds them there). */
  readonly entry: string;
  readonly generations: readonly Generation[];
  readonly matches: (found: FoundDifference) => boolean;
}

const header = (found: FoundDifference, name: string): string | undefined =>
  found.request.headers.find(([n]) => n.toLowerCase() === name)?.[1];

/** Only the answer's body (and what follows from it: its length and tag) differs. */
const bodyOnly = (found: FoundDifference): boolean =>
  found.differences.every((d) => d.what === 'body' || (d.what === 'header' && (d.name === 'content-length' || d.name === 'etag')));

/** A Range whose range spec is malformed: not `bytes=` followed by start-end pairs of digits. */
const malformedRange = (value: string | undefined): boolean =>
  value !== undefined && /^bytes=/.test(value) && !/^bytes=(?:\s*(?:\d+-\d*|-\d+)\s*)(?:,\s*(?:\d+-\d*|-\d+)\s*)*$/.test(value);

/** A path with a segment that starts with a dot (not '.' or '..'): a dotfile or a file in a dot directory. */
const dotSegment = (path: string): boolean => path.split('?')[0].split('/').some((s) => s.length > 1 && s.startsWith('.') && s !== '..');

/**
 * The side under test answered `status` itself where the other went on (another answer: its
 * status or body differs; for HEAD, which has no body, its header fields, as when the other's
 * 404 came from the final handler: seed 8, 5.x, HEAD /42/.hidden/a).
 */
const answered = (found: FoundDifference, status: number): boolean =>
  found.outcomes.adapter.kind === 'response' &&
  found.outcomes.adapter.status === status &&
  found.differences.some((d) => d.what === 'status' || d.what === 'body' || (d.what === 'header' && found.request.method === 'HEAD'));

/** How the app's first fw.static that falls through refuses dotfiles: 'deny', or 'ignore' (set, or the default's rule); undefined when none refuses them. */
function refusingStatic(items: readonly Item[]): 'deny' | 'ignore' | undefined {
  for (const item of items) {
    const found = item.t === 'mount' ? refusingStatic(item.items) : item.t === 'static' && item.mount.options.fallthrough !== false && item.mount.options.dotfiles !== 'allow' ? (item.mount.options.dotfiles ?? 'ignore') : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The side under test gave no answer, its connection broken, where the other answered: what
 * the refusal's next() leads to when a later handler answers too. Its write throws (headers
 * sent), the final handler destroys the socket of the response already sent (as Express's
 * finalhandler does), and a client still writing its request body reads a reset, not the
 * 403/404 (seed 2, 5.x: "write EPIPE" for a GET with a JSON body; a race, seen one run in three).
 */
const brokenAfterRefusal = (found: FoundDifference, rule: 'deny' | 'ignore'): boolean =>
  found.outcomes.adapter.kind === 'failure' &&
  found.outcomes.adapter.stage === 'request' &&
  /\b(?:EPIPE|ECONNRESET)\b|closed the connection without a complete response/.test(found.outcomes.adapter.message) &&
  found.outcomes.against.kind === 'response' &&
  refusingStatic(found.app.items) === rule;

export const RECORDED: readonly Recorded[] = [
  {
    entry: "fw.static with dotfiles 'deny' responds 403 for /.hidden, then calls next()",
    generations: ['4.x', '5.x'],
    matches: (found) => dotSegment(found.request.path) && (answered(found, 403) || brokenAfterRefusal(found, 'deny')),
  },
  {
    entry: "fw.static with dotfiles 'ignore' responds 404 for /.hidden, then calls next()",
    generations: ['4.x', '5.x'],
    matches: (found) => dotSegment(found.request.path) && (answered(found, 404) || brokenAfterRefusal(found, 'ignore')),
  },
  {
    entry: 'a Range "bytes=abc" with a malformed range spec gives -2',
    generations: ['4.x', '5.x'],
    matches: (found) => malformedRange(header(found, 'range')) && bodyOnly(found),
  },
];

/** The divergence of features/divergences.md that `found` is, if recorded for the generation. */
export function recordedDivergence(found: FoundDifference, generation: Generation): string | undefined {
  return RECORDED.find((r) => r.generations.includes(generation) && r.matches(found))?.entry;
}
