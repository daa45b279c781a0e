// How Express 4's file sender (send 0.19) read a Range header. It used range-parser
// 1.2.1, which takes a malformed range as unsatisfiable (416) or keeps its valid
// part; send 1.x (range-parser 1.3) ignores a malformed header and sends the whole
// file. The 4.x generation rewrites such a header, once the file's size is known,
// into one that send 1.x reads as send 0.19 read the original.
import parseRange from 'range-parser';
import parseRange12 from 'range-parser-1.2';

export function rangeAsSend019Reads(header: string, size: number): string {
  if (parseRange(size, header) !== -2) return header;
  const read = parseRange12(size, header, { combine: true });
  if (read === -2) return header;
  // a range starting at the size is unsatisfiable for send 1.x too: 416, Content-Range bytes */size
  if (read === -1) return `bytes=${size}-`;
  return read.type + '=' + read.map((r) => `${r.start}-${r.end}`).join(',');
}
