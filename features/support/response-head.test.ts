// The client reads every response RFC 9112 allows and refuses, naming the rule, what it
// forbids. Each case is a raw server writing exact bytes, read through the suite's own send().
import * as net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { scaled } from '../../test-support/time-factor';
import { send, type WireResponse } from './http-client';
import { headEnd, readHead } from './response-head';

const servers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server that answers any request with these bytes (latin1), written in pieces of `piece` bytes when given. */
async function rawServer(bytes: string, piece = 0): Promise<string> {
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      const all = Buffer.from(bytes, 'latin1');
      if (!piece) {
        socket.end(all);
        return;
      }
      for (let i = 0; i < all.length; i += piece) socket.write(all.subarray(i, i + piece));
      socket.end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function answer(bytes: string, piece = 0): Promise<WireResponse> {
  return send(await rawServer(bytes, piece), { method: 'GET', path: '/', headers: [] }, scaled(5000));
}

async function refusal(bytes: string): Promise<string> {
  const outcome = await answer(bytes).then(
    (res) => `accepted with status ${res.status}`,
    (err: unknown) => (err as Error).message,
  );
  expect(outcome).not.toMatch(/^accepted/);
  return outcome;
}

describe('the client reads what RFC 9112 allows', () => {
  it('a value padded with OWS, Content-Length with a tab too, which node alone refuses', async () => {
    const res = await answer('HTTP/1.1 200 OK\r\nContent-Type: \t text/plain;charset=UTF-8 \t\r\nContent-Length:\t 2 \t\r\n\r\nok');
    expect(res.headers.get('Content-Type')).toBe('text/plain;charset=UTF-8');
    expect(res.headers.get('Content-Length')).toBe('2');
    expect(res.text).toBe('ok');
  });

  it('keeps the head as received, padding and all', async () => {
    const head = 'HTTP/1.1 200 OK\r\nX-A:  v \t\r\nContent-Length:\t2\t\r\n\r\n';
    const res = await answer(head + 'ok');
    expect(res.rawHead.toString('latin1')).toBe(head);
    expect(res.interimHeads).toEqual([]);
  });

  it('any reason phrase the grammar allows, or none', async () => {
    for (const [line, text] of [
      ['HTTP/1.1 200 ', ''],
      ['HTTP/1.1 200 Tout va tr\xe8s bien', 'Tout va très bien'],
      ['HTTP/1.1 404 Not\tFound ', 'Not\tFound '],
    ]) {
      const res = await answer(`${line}\r\nContent-Length: 2\r\n\r\nok`);
      expect(res.status).toBe(line.startsWith('HTTP/1.1 404') ? 404 : 200);
      expect(res.statusText).toBe(text);
    }
  });

  it('a head that arrives a byte at a time, after an interim 103', async () => {
    const interim = 'HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n';
    const res = await answer(`${interim}HTTP/1.1 200 OK\r\nX-A: 1\r\nContent-Length: 2\r\n\r\nok`, 1);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-A')).toBe('1');
    expect(res.interimHeads.map((h) => h.toString('latin1'))).toEqual([interim]);
    expect(res.text).toBe('ok');
  });

  it('a chunked body with extensions and trailers, and a body delimited by the close', async () => {
    const chunked = await answer('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;a="b c"\r\nok\r\n0\r\nX-T: v\r\n\r\n');
    expect(chunked.text).toBe('ok');
    const closed = await answer('HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nuntil the end');
    expect(closed.text).toBe('until the end');
  });

  it('an empty field value and obs-text in a value', async () => {
    const res = await answer('HTTP/1.1 200 OK\r\nX-Empty:\r\nX-Latin: caf\xe9\r\nContent-Length: 2\r\n\r\nok');
    expect(res.headers.get('X-Empty')).toBe('');
    expect(res.headers.get('X-Latin')).toBe('café');
  });
});

describe('the client refuses what RFC 9112 forbids, naming the rule', () => {
  it('line folding (obs-fold)', async () => {
    expect(await refusal('HTTP/1.1 200 OK\r\nX-A: one\r\n two\r\nContent-Length: 2\r\n\r\nok')).toMatch(
      /not valid HTTP: RFC 9112 §5\.2: a sender must not generate line folding \(obs-fold\); " two"/,
    );
  });

  it('NUL, a bare CR and other control characters in a field value', async () => {
    expect(await refusal('HTTP/1.1 200 OK\r\nX-A: a\0b\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9110 §5\.5: a field value containing NUL is invalid; X-A/);
    expect(await refusal('HTTP/1.1 200 OK\r\nX-A: a\rb\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §2\.2: a sender must not generate a bare CR; "X-A: a\\rb"/);
    expect(await refusal('HTTP/1.1 200 OK\r\nX-A: a\x01b\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9110 §5\.5: .* X-A holds a control character/);
  });

  it('a bare LF ending a line', async () => {
    expect(await refusal('HTTP/1.1 200 OK\r\nX-A: a\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §2\.1: every line of the head ends in CRLF/);
    expect(await refusal('HTTP/1.1 200 OK\nContent-Length: 2\n\nok')).toMatch(/RFC 9112 §2\.1/);
  });

  it('whitespace before the colon, a line without one, a name that is not a token', async () => {
    expect(await refusal('HTTP/1.1 200 OK\r\nX-A : a\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §5\.1: no whitespace is allowed between the field name and the colon/);
    expect(await refusal('HTTP/1.1 200 OK\r\nX-A\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §5: .* "X-A" has no colon/);
    expect(await refusal('HTTP/1.1 200 OK\r\nX(A): a\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9110 §5\.1: a field name is a token; "X\(A\)"/);
    expect(await refusal('HTTP/1.1 200 OK\r\n X-A: a\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §2\.2: a sender must not send whitespace between the start-line and the first field/);
  });

  it('a bad status line, the space after the code missing included', async () => {
    expect(await refusal('HTTP/1.1 200\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §4: .*must send the second SP even with no reason phrase; the status line is "HTTP\/1\.1 200"/);
    expect(await refusal('HTTP/1.1 20 OK\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §4: the status line is HTTP-version SP status-code SP \[reason-phrase\]/);
    expect(await refusal('http/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok')).toMatch(/RFC 9112 §4/);
  });

  it('framing node refuses past the head, with the rule', async () => {
    expect(await refusal('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n2\r\nok\r\n0\r\n\r\n')).toMatch(
      /RFC 9112 §6\.2: a sender must not send Content-Length in a message that has Transfer-Encoding/,
    );
    expect(await refusal('HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\n\r\nok')).toMatch(/RFC 9110 §8\.6: Content-Length is one decimal number/);
    expect(await refusal('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nok\r\n0\r\n\r\n')).toMatch(/RFC 9112 §7\.1: a chunk starts with its size in hexadecimal/);
  });
});

describe('readHead and headEnd', () => {
  it('find the end of a head, CRLF or bare LF, or none yet', () => {
    expect(headEnd(Buffer.from('HTTP/1.1 200 OK\r\nA: b\r\n\r\nbody'))).toBe(25);
    expect(headEnd(Buffer.from('HTTP/1.1 200 OK\nA: b\n\nbody'))).toBe(22);
    expect(headEnd(Buffer.from('HTTP/1.1 200 OK\r\nA: b\r\n'))).toBe(-1);
  });

  it('hand node the same lines with the values trimmed', () => {
    const reading = readHead(Buffer.from('HTTP/1.1 204 No Content\r\nA:\t b \t\r\nB:c\r\n\r\n', 'latin1'));
    expect(reading).toMatchObject({ ok: true, status: 204 });
    expect(reading.ok && reading.normalized.toString('latin1')).toBe('HTTP/1.1 204 No Content\r\nA: b\r\nB: c\r\n\r\n');
  });
});
