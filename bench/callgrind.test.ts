import * as net from 'node:net';
import { describe, expect, it } from 'vitest';
import { perRequest, perRequestFigures, readCallgrindTotal, sendRequests } from './callgrind';
import { median } from './median';

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

/**
 * A server that answers `answered` requests on each connection, then closes the connection
 * on the next one without answering: what a server does when its keep-alive timeout runs out
 * as the client reuses the connection. Resolves with its port, the count of answers, and close().
 */
async function closingServer(answered: number): Promise<{ port: number; answers: () => number; close: () => Promise<void> }> {
  let answers = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    let seen = 0;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n\r\n')) !== -1) {
        buffered = buffered.slice(end + 4);
        if (++seen > answered) {
          socket.destroy();
          return;
        }
        answers++;
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    answers: () => answers,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the requests of a counted run', () => {
  it('are sent again when the server had closed the kept-alive connection they reused', async () => {
    const server = await closingServer(1);
    try {
      expect(await sendRequests(server.port, { path: '/' }, 12, 3)).toBe(0);
      expect(server.answers()).toBe(12);
    } finally {
      await server.close();
    }
  });

  it('fail the run when a new connection is closed without an answer (no endless retry)', async () => {
    const server = await closingServer(0);
    try {
      await expect(sendRequests(server.port, { path: '/' }, 4, 2)).rejects.toThrow(/socket hang up|ECONNRESET/);
    } finally {
      await server.close();
    }
  });
});

describe('repeated measures (--repeat)', () => {
  it('pairs each run of the first count with the run of the second that follows it, ascending', () => {
    // three repetitions of 2,000 and 8,000 requests: 100k, 130k and 110k a request
    const totals = [1e9, 1e9 + 600e6, 2e9, 2e9 + 780e6, 1.5e9, 1.5e9 + 660e6];
    const figures = perRequestFigures(totals, [2000, 8000]);
    expect(figures).toEqual([100_000, 110_000, 130_000]);
    expect(median(figures)).toBe(110_000);
  });

  it('leaves out a repetition whose target had no app', () => {
    expect(perRequestFigures([undefined, undefined, 1e9, 1e9 + 600e6], [2000, 8000])).toEqual([100_000]);
    expect(perRequestFigures([undefined, undefined], [2000, 8000])).toEqual([]);
  });
});
