// The client keeps every header line a framework sends, byte for byte as a raw server writes
// them, and the accessor the steps read through refuses to pick one of two different values
// of a single-valued header.
import * as net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckFailed } from './check';
import { scaled } from '../../test-support/time-factor';
import { send, type WireResponse } from './http-client';
import { ResponseHeaders, SINGLE_VALUED } from './response-headers';

const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server that answers any request with exactly these header lines (and a body "ok"). */
async function rawServer(headerLines: string[]): Promise<string> {
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      socket.end(['HTTP/1.1 200 OK', ...headerLines, 'Connection: close', '', 'ok'].join('\r\n'));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function answer(headerLines: string[]): Promise<WireResponse> {
  return send(await rawServer(headerLines), { method: 'GET', path: '/', headers: [] }, scaled(5000));
}

function checkFailure(read: () => unknown): string {
  try {
    read();
  } catch (err) {
    expect(err).toBeInstanceOf(CheckFailed);
    return (err as Error).message;
  }
  throw new Error('expected a CheckFailed');
}

describe('the HTTP client and the header accessor', () => {
  it('keep both of two different Locations, in order, and the accessor names both', async () => {
    const res = await answer(['Location: /ok', 'Location: http://evil.example/', 'Content-Length: 2']);
    expect(res.rawHeaders.slice(0, 4)).toEqual(['Location', '/ok', 'Location', 'http://evil.example/']);
    expect(res.headers.all('location')).toEqual(['/ok', 'http://evil.example/']);
    const message = checkFailure(() => res.headers.get('Location'));
    expect(message).toContain('"/ok"');
    expect(message).toContain('"http://evil.example/"');
    expect(message).toContain('Location 2 times');
  });

  it('refuses two Content-Types and two ETags the same way', async () => {
    const res = await answer(['Content-Type: text/plain', 'Content-Type: text/html', 'ETag: "a"', 'ETag: "b"', 'Content-Length: 2']);
    expect(checkFailure(() => res.headers.get('content-type'))).toMatch(/"text\/plain", "text\/html"/);
    expect(checkFailure(() => res.headers.get('ETag'))).toMatch(/"\\"a\\"", "\\"b\\""/);
  });

  it('reads an identical repeat of a single-valued header as its one value', async () => {
    // RFC 9110 §5.3 allows repeats only for list fields, but every client reads this one way
    // (Chromium refuses repeated Location only when the values differ): nothing is ambiguous.
    const res = await answer(['Location: /same', 'Location: /same', 'Content-Length: 2']);
    expect(res.headers.all('Location')).toEqual(['/same', '/same']);
    expect(res.headers.get('Location')).toBe('/same');
  });

  it('joins the lines of a list header and keeps every Set-Cookie', async () => {
    const res = await answer(['Vary: Accept', 'Vary: Origin', 'Set-Cookie: a=1', 'Set-Cookie: b=2, c=3', 'Content-Length: 2']);
    expect(res.headers.get('vary')).toBe('Accept, Origin');
    expect(res.headers.all('Set-Cookie')).toEqual(['a=1', 'b=2, c=3']);
    expect(res.body.toString()).toBe('ok');
  });

  it('says which Content-Lengths came when node refuses a repeated one, equal values too', async () => {
    // node 20's parser refuses any repeated Content-Length (HPE_UNEXPECTED_CONTENT_LENGTH)
    for (const second of ['2', '3']) {
      const error = await answer(['Content-Length: 2', `Content-Length: ${second}`]).then(
        () => undefined,
        (err: unknown) => err as Error,
      );
      expect(error?.message).toContain('carries Content-Length more than once: "2", ' + JSON.stringify(second));
    }
  });
});

/** A server that answers the first request with exactly these bytes, then closes, or (`keepOpen`) leaves the connection open. */
async function bytesServer(bytes: string, keepOpen = false): Promise<string> {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => (keepOpen ? socket.write(bytes) : socket.end(bytes)));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  // A server kept open holds its sockets: close them with it.
  const close = server.close.bind(server);
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => sockets.add(s));
  server.close = (cb) => {
    for (const s of sockets) s.destroy();
    return close(cb);
  };
  return `http://127.0.0.1:${port}`;
}

const DATE = 'Date: Sun, 06 Nov 1994 08:49:37 GMT';

describe('what follows a response with no content', () => {
  it('is kept, up to the close, after a 304, a 204 and the head of a response to HEAD', async () => {
    const cases: Array<[string, string, string]> = [
      ['GET', `HTTP/1.1 304 Not Modified\r\n${DATE}\r\nContent-Length: 7\r\n\r\nignored`, 'ignored'],
      ['GET', `HTTP/1.1 204 No Content\r\n${DATE}\r\n\r\ndropped`, 'dropped'],
      ['HEAD', `HTTP/1.1 200 OK\r\n${DATE}\r\nContent-Length: 4\r\n\r\nbody`, 'body'],
    ];
    for (const [method, bytes, after] of cases) {
      const res = await send(await bytesServer(bytes), { method, path: '/', headers: [] }, scaled(5000));
      expect(res.body.length).toBe(0);
      expect(res.trailing?.bytes.toString()).toBe(after);
      expect(res.trailing?.size).toBe(after.length);
    }
  });

  it('is nothing when the server closes after the head, or sends nothing more on a kept-alive connection', async () => {
    const closed = await send(await bytesServer(`HTTP/1.1 304 Not Modified\r\n${DATE}\r\n\r\n`), { method: 'GET', path: '/', headers: [] }, scaled(5000));
    expect(closed.status).toBe(304);
    expect(closed.trailing).toBeUndefined();
    // The idle wait is a bound started by the caller: one already run out ends it at once.
    const open = await send(
      await bytesServer(`HTTP/1.1 204 No Content\r\n${DATE}\r\n\r\n`, true),
      { method: 'GET', path: '/', headers: [['Connection', 'keep-alive']] },
      scaled(5000),
      undefined,
      () => () => 0,
    );
    expect(open.status).toBe(204);
    expect(open.trailing).toBeUndefined();
  });

  it('refuses content after a 1xx head, naming the rule', async () => {
    const error = await send(await bytesServer(`HTTP/1.1 100 Continue\r\n\r\noopsHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok`), { method: 'GET', path: '/', headers: [] }, scaled(5000)).then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(error?.message).toContain('http/no-content-on-1xx (RFC 9110 15.2)');
    expect(error?.message).toContain('followed by 4 bytes that start no response: "oops"');
  });
});

describe('ResponseHeaders', () => {
  it('treats names case-insensitively and an absent header as undefined', () => {
    const h = ResponseHeaders.fromRaw(['content-TYPE', 'text/plain', 'X-A', '1']);
    expect(h.get('Content-Type')).toBe('text/plain');
    expect(h.has('x-a')).toBe(true);
    expect(h.get('Location')).toBeUndefined();
    expect(h.all('Location')).toEqual([]);
  });

  it('lists the fields the brief names as single-valued', () => {
    for (const name of ['content-type', 'content-length', 'location', 'etag', 'last-modified', 'content-disposition', 'content-range']) {
      expect(SINGLE_VALUED.has(name)).toBe(true);
    }
    for (const name of ['vary', 'cache-control', 'allow', 'set-cookie', 'link']) expect(SINGLE_VALUED.has(name)).toBe(false);
  });
});

/** A server that records the head of each request it reads, and answers 204. */
async function recordingServer(): Promise<{ url: string; heads: string[] }> {
  const heads: string[] = [];
  const server = net.createServer((socket) => {
    let read = '';
    socket.on('data', (chunk: Buffer) => {
      read += chunk.toString('latin1');
      const end = read.indexOf('\r\n\r\n');
      if (end === -1) return;
      heads.push(read.slice(0, end));
      read = '';
      socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, heads };
}

describe('the header lines a request sent', () => {
  it('are those a server reads, with the lines the client and node add, in order', async () => {
    const { url, heads } = await recordingServer();
    const requests: Array<[string, Array<[string, string]>, Buffer | undefined]> = [
      ['GET', [], undefined],
      // node sends a body-less POST chunked, and keeps the connection alive: a rule of its own
      ['POST', [], undefined],
      ['POST', [['Content-Type', 'application/json']], Buffer.from('{"a":1}')],
      ['GET', [['Host', 'example.com'], ['X-Time', '12:00:01 '], ['Connection', 'keep-alive']], undefined],
      ['DELETE', [['Transfer-Encoding', 'chunked']], Buffer.from('x')],
    ];
    const seen: Array<Array<[string, string]> | undefined> = [];
    for (const [method, headers, body] of requests) {
      let sent: Array<[string, string]> | undefined;
      await send(url, { method, path: '/p?q=1', headers, body }, scaled(5000), undefined, (h) => (sent = h));
      seen.push(sent);
    }
    expect(heads).toHaveLength(requests.length);
    heads.forEach((head, i) => {
      const [line, ...fields] = head.split('\r\n');
      expect(line).toBe(`${requests[i][0]} /p?q=1 HTTP/1.1`);
      expect(seen[i]!.map(([n, v]) => `${n}: ${v}`)).toEqual(fields);
    });
    expect(seen[0]).toEqual([['Host', url.slice('http://'.length)], ['Connection', 'close']]);
    expect(seen[1]!.map(([n]) => n)).toEqual(['Host', 'Connection', 'Transfer-Encoding']);
    expect(seen[2]).toContainEqual(['Content-Length', '7']);
    expect(seen[3]).toContainEqual(['X-Time', '12:00:01 ']);
  });
});
