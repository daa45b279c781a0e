import { describe, expect, it } from 'vitest';
import { perRequest, readCallgrindTotal } from './callgrind';

// The head and tail of a callgrind 3.19 output file, as it writes them for `node server.js`.
const OUT = `# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 10096
cmd:  node /work/main/dist/bench/server.js reference hello
part: 1

positions: line
events: Ir
summary: 2553161849

fl=(1) ???
fn=(1) 0x0000000000108290
0 3
totals: 2553161849
`;

describe('reading callgrind', () => {
  it('reads the instructions counted from the summary line', () => {
    expect(readCallgrindTotal(OUT)).toBe(2553161849);
  });

  it('reads the totals line when there is no summary', () => {
    expect(readCallgrindTotal(OUT.replace('summary: 2553161849\n', ''))).toBe(2553161849);
  });

  it('refuses output it cannot read rather than inventing a count', () => {
    expect(() => readCallgrindTotal('==1== valgrind: failed to start tool')).toThrow(/unreadable callgrind output/);
  });
});

describe('instructions per request', () => {
  it('is the growth between two runs over the extra requests, leaving what every run pays out', () => {
    // start-up 1.4 billion, 113,000 per request
    const run = (requests: number) => ({ requests, instructions: 1_400_000_000 + 113_000 * requests });
    expect(perRequest(run(2000), run(8000))).toBe(113_000);
  });

  it('refuses runs that cannot give a per-request figure', () => {
    expect(() => perRequest({ requests: 8000, instructions: 2e9 }, { requests: 2000, instructions: 1e9 })).toThrow(/more requests/);
    expect(() => perRequest({ requests: 2000, instructions: 2e9 }, { requests: 8000, instructions: 2e9 })).toThrow(/no more instructions/);
  });
});
