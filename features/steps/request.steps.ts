// When: the request, as it goes on the wire.
import * as zlib from 'node:zlib';
import { When, type DataTable } from '@cucumber/cucumber';
import type { ConformanceWorld } from '../support/world';
import type { WireRequest } from '../support/http-client';

function requestLine(line: string): Pick<WireRequest, 'method' | 'path'> {
  const m = /^([A-Za-z-]+) (\S+)$/.exec(line.trim());
  if (!m) throw new Error(`a request is written "METHOD /path", got "${line}"`);
  return { method: m[1], path: m[2] };
}

function header(text: string): [string, string] {
  const i = text.indexOf(':');
  if (i <= 0) throw new Error(`a header is written "Name: value", got "${text}"`);
  return [text.slice(0, i).trim(), text.slice(i + 1).trim()];
}

When('I send {string}', async function (this: ConformanceWorld, line: string) {
  await this.request({ ...requestLine(line), headers: [] });
});

When('I send {string} with the header {string}', async function (this: ConformanceWorld, line: string, h: string) {
  await this.request({ ...requestLine(line), headers: [header(h)] });
});

When('I send {string} with the headers:', async function (this: ConformanceWorld, line: string, table: DataTable) {
  await this.request({ ...requestLine(line), headers: table.raw().map(([n, v]) => [n, v] as [string, string]) });
});

/**
 * The whole request as an HTTP message: request line, headers, blank line, body.
 * The body is sent byte for byte as written (UTF-8), without a trailing newline.
 */
When('I send the request:', async function (this: ConformanceWorld, message: string) {
  const lines = message.split('\n');
  const start = requestLine(lines[0]);
  const headers: Array<[string, string]> = [];
  let i = 1;
  for (; i < lines.length && lines[i].trim() !== ''; i++) headers.push(header(lines[i]));
  const body = i < lines.length ? Buffer.from(lines.slice(i + 1).join('\n'), 'utf8') : undefined;
  await this.request({ ...start, headers, body });
});

const encoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
  br: (b) => zlib.brotliCompressSync(b),
};

/** The doc string is compressed by the client and labelled with Content-Encoding. */
When(
  'I send {string} with the {word}-encoded body of type {string}:',
  async function (this: ConformanceWorld, line: string, encoding: string, type: string, body: string) {
    const encode = encoders[encoding];
    if (!encode) throw new Error(`unknown encoding ${encoding}; use one of ${Object.keys(encoders).join(', ')}`);
    await this.request({
      ...requestLine(line),
      headers: [
        ['Content-Type', type],
        ['Content-Encoding', encoding],
      ],
      body: encode(Buffer.from(body, 'utf8')),
    });
  },
);

/** A body of exactly n bytes, for limits: JSON-, text- or form-shaped so that it parses. */
When(
  'I send {string} with a body of {int} bytes of type {string}',
  async function (this: ConformanceWorld, line: string, size: number, type: string) {
    await this.request({ ...requestLine(line), headers: [['Content-Type', type]], body: bodyOfSize(size, type) });
  },
);

export function bodyOfSize(size: number, type: string): Buffer {
  if (type.includes('json')) {
    // {"a":"xxx"} : 8 bytes of frame around the filler.
    if (size < 8) throw new Error('a JSON body needs at least 8 bytes');
    return Buffer.from(`{"a":"${'x'.repeat(size - 8)}"}`);
  }
  if (type.includes('urlencoded')) {
    if (size < 2) throw new Error('a form body needs at least 2 bytes');
    return Buffer.from(`a=${'x'.repeat(size - 2)}`);
  }
  return Buffer.alloc(size, 'x');
}
