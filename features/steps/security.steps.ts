// Steps of the security scenarios (features/security/): requests an attacker crafts (long
// paths, compression bombs) and where a browser would go when it follows a Location header.
// What a crafted request costs the framework process: cpu-cost.steps.ts.
import { Then, When } from '@cucumber/cucumber';
import type { ConformanceWorld } from '../support/world';
import { repeatedPath, requestLine, zeroBomb } from '../support/wire-request';
import * as zlib from 'node:zlib';

import { CheckFailed } from '../support/check';

/**
 * A path an attacker crafts: every occurrence of the marker in the request line stands for
 * the text repeated n times, e.g. "GET /{N}x" with "{N}" standing for "-" repeated 10000 times.
 */
When(
  'I send {string} with {string} standing for {string} repeated {int} times',
  async function (this: ConformanceWorld, line: string, marker: string, text: string, n: number) {
    await this.request(repeatedPath(line, marker, text, n));
  },
);

/** The body compressed by the client, as Content-Encoding `encoding` names it. */
function compress(encoding: string, body: Buffer): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  if (encoding === 'deflate') return zlib.deflateSync(body);
  throw new Error(`unknown encoding ${encoding}; use gzip or deflate`);
}

async function sendCompressed(world: ConformanceWorld, line: string, encoding: string, body: Buffer, type: string): Promise<void> {
  await world.request({
    ...requestLine(line),
    headers: [
      ['Content-Type', type],
      ['Content-Encoding', encoding],
    ],
    body: compress(encoding, body),
  });
}

/** A compression bomb: n MB of zeros, gzip- or deflate-encoded by the client, labelled with Content-Encoding and the type. */
When(
  'I send {string} with a {word}-encoded body of {int} MB of zeros of type {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, mb: number, type: string) {
    await this.request(zeroBomb(line, encoding, mb, type));
  },
);

/**
 * A text repeated n times, compressed by the client: a body that is large once inflated
 * (millions of '&' separators) in a few kilobytes on the wire.
 */
When(
  'I send {string} with a {word}-encoded body of {string} repeated {int} times of type {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, text: string, n: number, type: string) {
    await sendCompressed(this, line, encoding, Buffer.from(text.repeat(n)), type);
  },
);

/**
 * A body of n copies of one character with every k-th replaced by another, compressed by the
 * client: as large inflated as a body of n separators, with only n / k of them.
 */
When(
  'I send {string} with a {word}-encoded body of {int} {string} with every {int}th replaced by {string} of type {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, n: number, fill: string, k: number, other: string, type: string) {
    if (Buffer.byteLength(fill) !== 1 || Buffer.byteLength(other) !== 1) throw new Error(`"${fill}" and "${other}" must be one byte each`);
    if (k < 1) throw new Error(`every ${k}th: k must be 1 or more`);
    const body = Buffer.alloc(n, fill);
    for (let i = k - 1; i < n; i += k) body.write(other, i);
    await sendCompressed(this, line, encoding, body, type);
  },
);

// Where a browser goes: the Location resolved (WHATWG URL) against the URL of the request,
// on a stand-in host for the app itself.
const OWN_HOST = 'this-app.invalid';

function followedHost(location: string, requestPath: string): string | undefined {
  try {
    // the request's URL as the browser had it: the path after the app's origin (resolved
    // instead, a path starting with '//' would name a host of its own)
    const base = requestPath.startsWith('/') ? new URL(`http://${OWN_HOST}${requestPath}`) : new URL(requestPath, `http://${OWN_HOST}`);
    return new URL(location, base).host;
  } catch {
    return undefined; // not a URL a browser can follow
  }
}

/**
 * The Location a browser follows. Two different ones make it refuse the response (Chromium:
 * ERR_RESPONSE_HEADERS_MULTIPLE_LOCATION; Firefox: NS_ERROR_CORRUPTED_CONTENT), and another
 * client may follow either: the check fails naming both. Equal repeats are one Location.
 */
function browserLocation(world: ConformanceWorld): string {
  const all = world.response.headers.all('Location');
  if (all.length === 0) throw new CheckFailed(`expected a Location header (status ${world.response.status})`);
  const distinct = [...new Set(all)];
  if (distinct.length > 1) {
    throw new CheckFailed(
      `the response carries ${all.length} Location headers with different values: ${distinct.map((l) => JSON.stringify(l)).join(', ')}; ` +
        `a browser refuses it (Chromium: ERR_RESPONSE_HEADERS_MULTIPLE_LOCATION) and another client may follow any of them`,
    );
  }
  return distinct[0];
}

/** A redirect the app makes of the request's own path: a browser that follows it stays on the app's host. */
Then("a browser following the Location stays on the app's own host", function (this: ConformanceWorld) {
  const location = browserLocation(this);
  const got = followedHost(location, this.response.request.path);
  if (got === OWN_HOST) return;
  throw new CheckFailed(`Location ${JSON.stringify(location)} leads a browser to ${got ?? 'no URL it can follow'}, off the app's own host`);
});

/**
 * An open redirect: the Location header of the last response, followed by a browser, leads
 * to the host the input names (`new URL(input, request URL)`), or stays on the app's own
 * host; never to a third host. A Location that is not a URL leads nowhere.
 */
Then(
  'a browser following the Location goes to no host but the one {string} names',
  function (this: ConformanceWorld, input: string) {
    const location = browserLocation(this);
    const request = this.response.request.path;
    const named = followedHost(input, request);
    const got = followedHost(location, request);
    if (got === undefined || got === OWN_HOST || got === named) return;
    throw new CheckFailed(
      `Location ${JSON.stringify(location)} leads a browser to ${got}, but the input ${JSON.stringify(input)} names ${named ?? 'no host'}`,
    );
  },
);

/**
 * The body of a redirect holds nothing of the URL as markup. An HTML body has no link (no
 * `href`: a `javascript:` URL in one runs when clicked) and none of the URL's `<`, `"` or
 * `'` unescaped, with what follows them; a body of any other type is not rendered as HTML.
 */
Then('the body holds no markup taken from {string}', function (this: ConformanceWorld, url: string) {
  const type = this.response.headers.get('Content-Type') ?? '';
  const body = this.response.text;
  if (!/^\s*text\/html\b/i.test(type)) return;
  if (/\bhref\s*=/i.test(body)) throw new CheckFailed(`the HTML body links to the URL: ${JSON.stringify(body.slice(0, 300))}`);
  for (let i = 0; i < url.length; i++) {
    if (!'<"\''.includes(url[i])) continue;
    const piece = url.slice(i, i + 8);
    if (body.includes(piece)) throw new CheckFailed(`the HTML body holds ${JSON.stringify(piece)} of the URL unescaped: ${JSON.stringify(body.slice(0, 300))}`);
  }
});
