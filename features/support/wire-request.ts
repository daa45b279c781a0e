// Building requests from what scenarios write: "METHOD /path" lines, "Name: value"
// headers, whole HTTP messages in doc strings, bodies of an exact size, bodies compressed
// by the client.
import * as zlib from 'node:zlib';
import type { WireRequest } from './http-client';

/** "GET /path", optionally followed by the protocol ("GET /path HTTP/1.1"). */
export function requestLine(line: string): Pick<WireRequest, 'method' | 'path'> {
  const m = /^([A-Za-z-]+) (\S+)(?: HTTP\/1\.[01])?$/.exec(line.trim());
  if (!m) throw new Error(`a request is written "METHOD /path", got "${line}"`);
  return { method: m[1], path: m[2] };
}

export function header(text: string): [string, string] {
  const i = text.indexOf(':');
  if (i <= 0) throw new Error(`a header is written "Name: value", got "${text}"`);
  return [text.slice(0, i).trim(), text.slice(i + 1).trim()];
}

/**
 * A whole request written as an HTTP message: the request line, headers, a blank line, the
 * body. The body is sent byte for byte as written (UTF-8), without a trailing newline.
 */
export function httpMessage(text: string): WireRequest {
  const lines = text.split('\n');
  const headers: Array<[string, string]> = [];
  let i = 1;
  for (; i < lines.length && lines[i].trim() !== ''; i++) headers.push(header(lines[i]));
  const body = i < lines.length ? Buffer.from(lines.slice(i + 1).join('\n'), 'utf8') : undefined;
  return { ...requestLine(lines[0]), headers, body };
}

/** A body of exactly n bytes, JSON-, form- or other-shaped so that it parses. */
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

const encoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
  br: (b) => zlib.brotliCompressSync(b),
};

/** A request whose body the client compresses, labelled with Content-Type and Content-Encoding. */
export function encodedRequest(line: string, encoding: string, type: string, body: Buffer): WireRequest {
  const encode = encoders[encoding];
  if (!encode) throw new Error(`unknown encoding ${encoding}; use one of ${Object.keys(encoders).join(', ')}`);
  return {
    ...requestLine(line),
    headers: [
      ['Content-Type', type],
      ['Content-Encoding', encoding],
    ],
    body: encode(body),
  };
}

/** `text` with every occurrence of `marker` standing for `piece` repeated n times. */
function repeated(text: string, marker: string, piece: string, n: number): string {
  if (!text.includes(marker)) throw new Error(`"${text}" does not contain the marker "${marker}"`);
  return text.split(marker).join(piece.repeat(n));
}

/** A request line whose path is long: "GET /{N}x" with "{N}" standing for "-" repeated 10000 times. */
export function repeatedPath(line: string, marker: string, piece: string, n: number): WireRequest {
  const { method } = requestLine(line.split(marker).join('M'));
  return { method, path: repeated(line.trim().split(' ')[1], marker, piece, n), headers: [] };
}

/** A request with one long header: "Accept-Language: a{N} x" with "{N}" standing for "-a" repeated 7000 times. */
export function repeatedHeader(line: string, text: string, marker: string, piece: string, n: number): WireRequest {
  const [name, value] = header(text);
  return { ...requestLine(line), headers: [[name, repeated(value, marker, piece, n)]] };
}

// One compressed megabyte of zeros per encoding, made once: a large bomb is built from copies.
const megabytes = new Map<string, Buffer>();

/**
 * A compression bomb made cheaply, n MB of zeros in about n KB: for deflate (a zlib stream),
 * one full-flushed deflate segment of 1 MB of zeros repeated n times, a final empty block and
 * the Adler-32 of the zeros; for gzip, n gzip members of 1 MB of zeros each, one after the
 * other (RFC 1952 2.2: a gzip file is a series of members; zlib's gunzip reads them all).
 */
export function zeroBomb(line: string, encoding: string, mb: number, type: string): WireRequest {
  return {
    ...requestLine(line),
    headers: [
      ['Content-Type', type],
      ['Content-Encoding', encoding],
    ],
    body: zerosCompressed(encoding, mb),
  };
}

function zerosCompressed(encoding: string, mb: number): Buffer {
  if (encoding === 'gzip') {
    if (!megabytes.has('gzip')) megabytes.set('gzip', zlib.gzipSync(Buffer.alloc(1 << 20)));
    return Buffer.concat(Array<Buffer>(mb).fill(megabytes.get('gzip')!));
  }
  if (encoding !== 'deflate') throw new Error(`unknown encoding ${encoding}; use gzip or deflate`);
  if (!megabytes.has('deflate')) megabytes.set('deflate', zlib.deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: zlib.constants.Z_FULL_FLUSH }));
  const length = mb * (1 << 20);
  // Adler-32 of zeros: the byte sum stays 1, the second sum counts the bytes.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array<Buffer>(mb).fill(megabytes.get('deflate')!), zlib.deflateRawSync(Buffer.alloc(0)), adler]);
}
