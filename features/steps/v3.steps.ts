// Steps of the 3.x scenarios (features/3.x/): multipart uploads, requests that carry the
// cookies of the previous response (sessions, csrf), and compressed response bodies.
// Phrased so that they cannot clash with the shared vocabulary.
import * as zlib from 'node:zlib';
import { Then, When, type DataTable } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import * as check from '../support/check';
import { CheckFailed, show } from '../support/check';
import { httpMessage, requestLine } from '../support/wire-request';

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
  const set = world.response.headers.all('Set-Cookie');
  return set.map((c) => c.split(';')[0]).join('; ');
}

function withPrevious(world: ConformanceWorld, text: string): string {
  return text.split('{previous body}').join(world.response.text);
}

/** Sends the request with a Cookie header echoing what the previous response set. */
When('I send {string} with the cookies of the previous response', async function (this: ConformanceWorld, line: string) {
  const cookie = cookiesOfPreviousResponse(this);
  await this.request({ ...requestLine(line), headers: cookie ? [['Cookie', cookie]] : [] });
});

/**
 * The whole request as an HTTP message (as in "I send the request:"), plus a Cookie
 * header echoing what the previous response set. Every "{previous body}" in the
 * message is replaced by the previous response's body (e.g. a csrf token).
 */
When('I send the request with the cookies of the previous response:', async function (this: ConformanceWorld, message: string) {
  const cookie = cookiesOfPreviousResponse(this);
  const request = httpMessage(withPrevious(this, message));
  if (cookie) request.headers.push(['Cookie', cookie]);
  await this.request(request);
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
    throw new CheckFailed(`the body is not ${encoding}-compressed: ${(err as Error).message}`);
  }
}

function expectDecompressed(world: ConformanceWorld, encoding: string, text: string): void {
  const body = decompressed(world, encoding);
  check.equal(body, text, `expected the body decompressed with ${encoding} to be ${show(text)}, got ${show(body)}`);
}

/** The response body, decompressed by the client with gzip or deflate. */
Then('the body decompressed with {word} is {string}', function (this: ConformanceWorld, encoding: string, text: string) {
  expectDecompressed(this, encoding, text);
});

Then('the body decompressed with {word} is:', function (this: ConformanceWorld, encoding: string, text: string) {
  expectDecompressed(this, encoding, text);
});

Then('the body decompressed with {word} matches {string}', function (this: ConformanceWorld, encoding: string, pattern: string) {
  const body = decompressed(this, encoding);
  check.match(body, new RegExp(pattern), `expected the body decompressed with ${encoding} to match /${pattern}/, got ${show(body)}`);
});
