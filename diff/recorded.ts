// Differences recorded in features/divergences.md: there the spec and real Express disagree,
// the reference follows the spec, and the divergence's own scenario checks it. A diff run
// counts such a difference and goes on; it is no failure of the run. Each entry recognises
// its divergence on the wire, by the request that shows it and what differs.
import type { Generation } from '../adapters/contract';
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

export const RECORDED: readonly Recorded[] = [
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
