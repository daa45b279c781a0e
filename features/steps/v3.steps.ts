// Steps of the 3.x scenarios (features/3.x/): multipart uploads, requests that carry the
// cookies of the previous response (sessions, csrf), and compressed response bodies.
// Phrased so that they cannot clash with the shared vocabulary.
import * as assert from 'node:assert/strict';
import * as zlib from 'node:zlib';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { ConformanceWorld } from '../support/world';

const BOUNDARY = '----fwconformance3x';

interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  type?: string;
  content: string;
}

/** A multipart/form-data body, lines ended with CRLF as RFC 7578 requires. */
function multipartBody(parts: Part[]): Buffer {
  const chunks: string[] = [];
  for (const p of parts) {
    chunks.push(`--${BOUNDARY}\r\n`);
    if (p.filename !== undefined) {
      chunks.push(`Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n`);
      chunks.push(`Content-Type: ${p.type || 'application/octet-stream'}\r\n`);
    } else {
      chunks.push(`Content-Disposition: form-data; name="${p.name}"\r\n`);
    }
    chunks.push('\r\n', p.content, '\r\n');
  }
  chunks.push(`--${BOUNDARY}--\r\n`);
  return Buffer.from(chunks.join(''), 'utf8');
}

async function postMultipart(world: ConformanceWorld, path: string, parts: Part[]): Promise<void> {
  await world.request({
    method: 'POST',
    path,
    headers: [['Content-Type', `multipart/form-data; boundary=${BOUNDARY}`]],
    body: multipartBody(parts),
  });
}

/** POST of a multipart/form-data body holding one file part (Content-Type from the step: text/plain). */
When(
  'I upload the file {string} with content {string} as field {string} to {string}',
  async function (this: ConformanceWorld, filename: string, content: string, field: string, path: string) {
    await postMultipart(this, path, [{ name: field, filename, type: 'text/plain', content }]);
  },
);

/**
 * POST of a multipart/form-data body, one part per row of the table
 * | name | filename | type | content |; an empty filename makes a plain field.
 */
When('I upload a multipart form to {string} with the parts:', async function (this: ConformanceWorld, path: string, table: DataTable) {
  const parts = table.hashes().map((row) => ({
    name: row.name,
    filename: row.filename ? row.filename : undefined,
    type: row.type,
    content: row.content ?? '',
  }));
  await postMultipart(this, path, parts);
});

/** name=value of every Set-Cookie of the previous response, as a Cookie header value. */
function cookiesOfPreviousResponse(world: ConformanceWorld): string {
  const set = world.response.headers['set-cookie'] ?? [];
  return set.map((c) => c.split(';')[0]).join('; ');
}

function withPrevious(world: ConformanceWorld, text: string): string {
  return text.split('{previous body}').join(world.response.text);
}

/** Sends the request with a Cookie header echoing what the previous response set. */
When('I send {string} with the cookies of the previous response', async function (this: ConformanceWorld, line: string) {
  const m = /^([A-Za-z-]+) (\S+)$/.exec(line.trim());
  if (!m) throw new Error(`a request is written "METHOD /path", got "${line}"`);
  const cookie = cookiesOfPreviousResponse(this);
  await this.request({ method: m[1], path: m[2], headers: cookie ? [['Cookie', cookie]] : [] });
});

/**
 * The whole request as an HTTP message (as in "I send the request:"), plus a Cookie
 * header echoing what the previous response set. Every "{previous body}" in the
 * message is replaced by the previous response's body (e.g. a csrf token).
 */
When('I send the request with the cookies of the previous response:', async function (this: ConformanceWorld, message: string) {
  const cookie = cookiesOfPreviousResponse(this);
  const lines = withPrevious(this, message).split('\n');
  const m = /^([A-Za-z-]+) (\S+)$/.exec(lines[0].trim());
  if (!m) throw new Error(`a request is written "METHOD /path", got "${lines[0]}"`);
  const headers: Array<[string, string]> = [];
  let i = 1;
  for (; i < lines.length && lines[i].trim() !== ''; i++) {
    const at = lines[i].indexOf(':');
    headers.push([lines[i].slice(0, at).trim(), lines[i].slice(at + 1).trim()]);
  }
  if (cookie) headers.push(['Cookie', cookie]);
  const body = i < lines.length ? Buffer.from(lines.slice(i + 1).join('\n'), 'utf8') : undefined;
  await this.request({ method: m[1], path: m[2], headers, body });
});

const decoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gunzipSync(b),
  deflate: (b) => zlib.inflateSync(b),
};

function decompressed(world: ConformanceWorld, encoding: string): string {
  const decode = decoders[encoding];
  if (!decode) throw new Error(`unknown encoding ${encoding}; use one of ${Object.keys(decoders).join(', ')}`);
  try {
    return decode(world.response.body).toString('utf8');
  } catch (err) {
    throw new assert.AssertionError({ message: `the body is not ${encoding}-compressed: ${(err as Error).message}` });
  }
}

/** The response body, decompressed by the client with gzip or deflate. */
Then('the body decompressed with {word} is {string}', function (this: ConformanceWorld, encoding: string, text: string) {
  assert.equal(decompressed(this, encoding), text);
});

Then('the body decompressed with {word} is:', function (this: ConformanceWorld, encoding: string, text: string) {
  assert.equal(decompressed(this, encoding), text);
});

Then('the body decompressed with {word} matches {string}', function (this: ConformanceWorld, encoding: string, pattern: string) {
  assert.match(decompressed(this, encoding), new RegExp(pattern));
});
