// Route and mount paths in each generation's own syntax: 4.x reads path-to-regexp 0.1
// (`/:id?`, `*`, `/:id(\d+)`), 5.x path-to-regexp 8 (`{/:id}`, `*name`, no inline patterns).
import type { Generation } from '../adapters/contract';
import type { PathSpec, Segment } from './model';

function segment(s: Segment, generation: Generation): string {
  const v5 = generation === '5.x';
  switch (s.t) {
    case 'lit':
      return `/${s.v}`;
    case 'param':
      return `/:${s.name}`;
    case 'optional':
      return v5 ? `{/:${s.name}}` : `/:${s.name}?`;
    case 'wildcard':
      return v5 ? `/*${s.name}` : '/*';
    case 'digits':
      if (v5) throw new Error('path-to-regexp 8 (5.x) has no inline parameter patterns');
      return `/:${s.name}(\\d+)`;
  }
}

/** The path string of a list of segments ('/' when there are none). */
export function pathString(segments: Segment[], generation: Generation): string {
  return segments.map((s) => segment(s, generation)).join('') || '/';
}

/** The path as JavaScript source: a string literal, or a regular expression literal. */
export function pathSource(spec: PathSpec, generation: Generation): string {
  if (spec.t === 'regexp') return `/${spec.source}/${spec.flags}`;
  return quote(pathString(spec.segments, generation));
}

/** A JavaScript string literal (single-quoted, as in the suite's scenarios). */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}
