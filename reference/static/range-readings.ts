// How the file senders of older generations read a Range header, given to send 1.x as a header
// it reads the same way. send 1.x (range-parser 1.3) ignores a malformed header; send 0.19
// (Express 4, range-parser 1.2) answers 416 for one with no valid range and keeps the valid
// part of the others; send 0.13 (Express 3, range-parser 1.0) answers 416 for any invalid
// part, reads any unit, and does not combine ranges.
import parseRange12 from 'range-parser-1.2';
import parseRange10 from 'range-parser-1.0';

/** What a sender made of a Range header: the whole file (200), 416, or one slice (206). */
type Reading = 'whole' | 'unsatisfiable' | { start: number; end: number };

/** The Range header (undefined: none) that send 1.x reads as `reading`. */
function headerReadAs(reading: Reading, size: number): string | undefined {
  if (reading === 'whole') return undefined;
  // a range starting at the size is unsatisfiable for send 1.x too: 416, Content-Range bytes */size
  if (reading === 'unsatisfiable') return `bytes=${size}-`;
  return `bytes=${reading.start}-${reading.end}`;
}

function readingOf(ranges: ReturnType<typeof parseRange12>): Reading {
  if (ranges === -1) return 'unsatisfiable';
  // a malformed header, or several ranges, is answered with the whole file
  if (ranges === -2 || ranges.length !== 1) return 'whole';
  return ranges[0];
}

/** send 0.19 (4.x): only 'bytes=' ranges, combined. */
export function rangeAsSend019Reads(header: string, size: number): string | undefined {
  if (!/^ *bytes=/.test(header)) return undefined;
  return headerReadAs(readingOf(parseRange12(size, header, { combine: true })), size);
}

/** send 0.13 (3.x): any unit, not combined. */
export function rangeAsSend013Reads(header: string, size: number): string | undefined {
  return headerReadAs(readingOf(parseRange10(size, header)), size);
}
