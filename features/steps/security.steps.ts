// Steps of the security scenarios (features/security/): requests an attacker crafts (long
// paths, compression bombs), what they cost the framework process against ordinary requests
// measured in the same process, and where a browser would go when it follows a Location header.
import { Given, Then, When } from '@cucumber/cucumber';
import type { ConformanceWorld } from '../support/world';
import { requestLine } from '../support/wire-request';
import * as zlib from 'node:zlib';

import { CheckFailed } from '../support/check';

// Where the measuring app answers with the costs it measured; a path no scenario uses.
const COSTS_PATH = '/__fwc-cpu-costs';

// Runs in the framework process before the scenario's app code: the CPU time of the whole
// process (process.cpuUsage counts every thread, zlib's in node's thread pool too) from the
// start of each request to its response, in the order the responses finish. CPU time, not
// wall time: other load on the machine moves it little, and the comparison is with ordinary
// requests measured in the same process, so no bound in ms ties the check to a machine.
const MEASURE_CPU = `
const __fwcCosts = []
app.use((req, res, next) => {
  if (req.url === ${JSON.stringify(COSTS_PATH)}) return res.json(__fwcCosts)
  const before = process.cpuUsage()
  res.on('finish', () => {
    const cpu = process.cpuUsage(before)
    __fwcCosts.push((cpu.user + cpu.system) / 1000)
  })
  next()
})
`;

/** The app, after a first middleware that measures the CPU time each request costs the framework process. */
Given('the app, with the CPU time of each request measured:', async function (this: ConformanceWorld, code: string) {
  await this.buildApp(MEASURE_CPU + code);
});

/**
 * The crafted requests (the last `crafted`) against the ordinary ones before them
 * (`ordinary`): the cheapest try of the crafted request (a backtracking matcher or an
 * unbounded inflater is slow on every try; noise, a collection, hits one at most) against
 * `times` the median of the ordinary ones (the median leaves out the first, colder, try).
 */
Then(
  'the cheapest of the last {int} requests cost the framework process less than {int} times the median CPU time of the {int} before them',
  async function (this: ConformanceWorld, crafted: number, times: number, ordinary: number) {
    const response = await this.request({ method: 'GET', path: COSTS_PATH, headers: [] });
    const costs = JSON.parse(response.text) as number[];
    if (!Array.isArray(costs) || costs.length < crafted + ordinary) {
      throw new Error(`measured ${Array.isArray(costs) ? costs.length : 'no'} requests, expected at least ${crafted + ordinary}: use "Given the app, with the CPU time of each request measured:"`);
    }
    const last = costs.slice(-crafted);
    const before = costs.slice(-crafted - ordinary, -crafted).sort((a, b) => a - b);
    const median = before[Math.floor(before.length / 2)];
    const round = (ms: number): string => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));
    if (Math.min(...last) < times * median) return;
    throw new CheckFailed(
      `the crafted requests (the last ${crafted}) cost the framework process ${last.map(round).join(', ')} ms of CPU, ` +
        `more than ${times} times the ${round(median)} ms of the ordinary ones (${before.map(round).join(', ')} ms)`,
    );
  },
);

/**
 * A path an attacker crafts: every occurrence of the marker in the request line stands for
 * the text repeated n times, e.g. "GET /{N}x" with "{N}" standing for "-" repeated 10000 times.
 */
When(
  'I send {string} with {string} standing for {string} repeated {int} times',
  async function (this: ConformanceWorld, line: string, marker: string, text: string, n: number) {
    if (!line.includes(marker)) throw new Error(`the request line "${line}" does not contain the marker "${marker}"`);
    const start = requestLine(line.split(marker).join('M'));
    const path = line.trim().split(' ')[1].split(marker).join(text.repeat(n));
    await this.request({ method: start.method, path, headers: [] });
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

// One compressed megabyte of zeros per encoding, made once: a large bomb is built from copies.
const megabytes = new Map<string, Buffer>();

/**
 * A bomb made cheaply, n MB of zeros in about n KB: for deflate (a zlib stream), one
 * full-flushed deflate segment of 1 MB of zeros repeated n times, a final empty block and the
 * Adler-32 of the zeros; for gzip, n gzip members of 1 MB of zeros each, one after the other
 * (RFC 1952 2.2: a gzip file is a series of members; zlib's gunzip reads them all).
 */
function zeroBomb(encoding: string, mb: number): Buffer {
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

/** A compression bomb: n MB of zeros, gzip- or deflate-encoded by the client, labelled with Content-Encoding and the type. */
When(
  'I send {string} with a {word}-encoded body of {int} MB of zeros of type {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, mb: number, type: string) {
    await this.request({
      ...requestLine(line),
      headers: [
        ['Content-Type', type],
        ['Content-Encoding', encoding],
      ],
      body: zeroBomb(encoding, mb),
    });
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
