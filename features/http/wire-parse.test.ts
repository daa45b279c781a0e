// Responses read from a connection's bytes: framed by length, chunks or the close, interim
// ones apart, HEAD's without content, and a length that lies shown as such.
import { describe, expect, it } from 'vitest';
import { readResponses } from './wire-parse';

const b = (s: string) => Buffer.from(s.replace(/\n/g, '\r\n'), 'latin1');

describe('responses read from bytes', () => {
  it('reads pipelined responses by Content-Length and chunks, HEAD without content', () => {
    const bytes = b('HTTP/1.1 200 OK\nContent-Length: 2\n\nokHTTP/1.1 200 OK\nContent-Length: 9\n\nHTTP/1.1 201 Created\nTransfer-Encoding: chunked\n\n3\nabc\n0\n\n');
    const { messages, rest } = readResponses(bytes, ['GET', 'HEAD', 'GET'], false);
    expect(messages.map((m) => [m.status, m.body.toString()])).toEqual([
      [200, 'ok'],
      [200, ''],
      [201, 'abc'],
    ]);
    expect(rest.length).toBe(0);
  });

  it('keeps interim responses apart, and the raw lines as sent', () => {
    const { messages } = readResponses(b('HTTP/1.1 100 Continue\n\nHTTP/1.1 200 OK\nX-A:  spaced \nContent-Length: 0\n\n'), ['POST'], false);
    expect(messages.map((m) => [m.status, m.interim])).toEqual([
      [100, true],
      [200, false],
    ]);
    expect(messages[1].headerLines[0]).toBe('X-A:  spaced ');
    expect(messages[1].headers[0]).toEqual(['X-A', 'spaced']);
  });

  it('waits for the rest of an incomplete response, and reads one without framing at the close', () => {
    expect(readResponses(b('HTTP/1.1 200 OK\nContent-Length: 5\n\nok'), ['GET'], false).messages).toEqual([]);
    expect(readResponses(b('HTTP/1.0 200 OK\n\nto the end'), ['GET'], true).messages[0].body.toString()).toBe('to the end');
  });

  it('shows a Content-Length that lies, short or long', () => {
    expect(readResponses(b('HTTP/1.1 200 OK\nContent-Length: 5\n\nok'), ['GET'], true).messages[0].lengthMismatch).toMatch(/closed after 2/);
    expect(readResponses(b('HTTP/1.1 200 OK\nContent-Length: 1\n\nok'), ['GET'], true).messages[0].lengthMismatch).toMatch(/1 bytes came after/);
  });

  it('keeps the bytes after a head that ends its message apart, up to the next response or the close', () => {
    const pipelined = readResponses(b('HTTP/1.1 304 Not Modified\nETag: "a"\n\nstaleHTTP/1.1 200 OK\nContent-Length: 2\n\nok'), ['GET', 'GET'], false);
    expect(pipelined.messages.map((m) => [m.status, m.body.toString(), m.trailing?.bytes.toString()])).toEqual([
      [304, '', 'stale'],
      [200, 'ok', undefined],
    ]);
    const closed = readResponses(b('HTTP/1.1 200 OK\nContent-Length: 7\n\ncontent'), ['HEAD'], true);
    expect(closed.messages[0].trailing).toEqual({ bytes: Buffer.from('content'), size: 7 });
    const interim = readResponses(b('HTTP/1.1 100 Continue\n\nxHTTP/1.1 204 No Content\n\n'), ['POST'], true);
    expect(interim.messages.map((m) => [m.status, m.trailing?.size])).toEqual([
      [100, 1],
      [204, undefined],
    ]);
  });

  it('leaves a bodiless response followed at once by the next one, or by the start of it, without trailing bytes', () => {
    const read = readResponses(b('HTTP/1.1 204 No Content\n\nHTTP/1.1 200 OK\nContent-Length: 2\n\nokHTTP/1.1 304 Not Modified\n\nHTT'), ['GET', 'GET', 'GET'], false);
    expect(read.messages.map((m) => m.trailing)).toEqual([undefined, undefined, undefined]);
    expect(read.rest.toString()).toBe('HTT');
  });
});
