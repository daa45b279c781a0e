// Steps of the security scenarios (features/security/): requests an attacker crafts (long
// paths, compression bombs), and the observation steps. Each security scenario has one: what
// an attacker observes that proves the framework vulnerable (markup a browser renders, a
// Location off the site, a file on the wire, what the request wrote into the headers, a
// prototype it chose, the cost the app measured). An observation step records whether it saw
// it (features/support/observation.ts) and fails only when it did; a framework that refuses,
// or answers otherwise and safely, passes it, and the scenario's other steps check what the
// spec requires. The CPU cost of a crafted request against an ordinary one: cpu-cost.steps.ts.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { Then, When } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import { encodedRequest, repeatedPath, requestLine, zeroBomb } from '../support/wire-request';
import { CheckFailed, show } from '../support/check';
import { FrameworkFailure } from '../../adapters/isolation';
import { FIXTURES } from '../support/app-code';
import { markupFrom, rendering } from '../support/browser-reading';
import { observe } from '../support/observation';
import { publicByRfc8615 } from '../support/well-known';
import { decide, type CostRule } from '../support/cost-verdict';
import { logAttempts, round } from '../support/cost-log';
import { describeRequest, type WireRequest } from '../support/http-client';

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

/** The compressed requests a scenario sent, in order: the app-measured cost check sends them again (cost-verdict.ts). */
const compressedSent = new WeakMap<ConformanceWorld, WireRequest[]>();

async function sendCompressed(world: ConformanceWorld, line: string, encoding: string, body: Buffer, type: string): Promise<void> {
  const request: WireRequest = {
    ...requestLine(line),
    headers: [
      ['Content-Type', type],
      ['Content-Encoding', encoding],
    ],
    body: compress(encoding, body),
  };
  compressedSent.set(world, [...(compressedSent.get(world) ?? []), request]);
  await world.request(request);
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
 * The Location headers a browser may follow: each distinct value (two different ones make a
 * browser refuse the response, but another client may follow either). None: nothing leads
 * anywhere; that a redirect has its Location is the scenario's other steps' business.
 */
function locations(world: ConformanceWorld): string[] {
  return [...new Set(world.response.headers.all('Location'))];
}

/** A redirect the app makes of the request's own path: a browser that follows it stays on the app's host. */
Then("a browser following the Location stays on the app's own host", function (this: ConformanceWorld) {
  const request = this.response.request.path;
  const away = locations(this).find((l) => followedHost(l, request) !== OWN_HOST && followedHost(l, request) !== undefined);
  observe(this, 'location', away === undefined ? undefined : `Location ${JSON.stringify(away)} leads a browser to ${followedHost(away, request)}, off the app's own host`);
});

/**
 * An open redirect: the Location header of the last response, followed by a browser, leads
 * to the host the input names (`new URL(input, request URL)`), or stays on the app's own
 * host; never to a third host. A Location that is not a URL leads nowhere.
 */
Then(
  'a browser following the Location goes to no host but the one {string} names',
  function (this: ConformanceWorld, input: string) {
    const request = this.response.request.path;
    const named = followedHost(input, request);
    const away = locations(this).find((l) => {
      const got = followedHost(l, request);
      return got !== undefined && got !== OWN_HOST && got !== named;
    });
    observe(
      this,
      'location',
      away === undefined
        ? undefined
        : `Location ${JSON.stringify(away)} leads a browser to ${followedHost(away, request)}, but the input ${JSON.stringify(input)} names ${named ?? 'no host'}`,
    );
  },
);

/** Markup of `input` in the last response, as a browser renders it; undefined when there is none. */
function renderedMarkup(world: ConformanceWorld, input: string): string | undefined {
  const how = rendering(world.response.headers);
  if (!how) return undefined;
  const found = markupFrom(input, world.response.text, how);
  return found && `a browser renders the body (${how.as}) with markup taken from ${JSON.stringify(input)}: ${found}; body ${show(world.response.text)}`;
}

/**
 * Cross-site scripting: nothing of the input becomes markup in a body a browser renders as
 * HTML (browser-reading.ts: text/html, no Content-Type, text/plain without nosniff; read as
 * UTF-7 too when no charset is named): no link to it, none of its `<` (or, in HTML, its
 * quotes) unescaped. The input stands for what the request carries.
 */
Then('a browser renders no markup taken from {string}', function (this: ConformanceWorld, input: string) {
  observe(this, 'markup', renderedMarkup(this, input));
});

/** The same, the input being the path and query of the request, as the attacker wrote them. */
Then("a browser renders no markup taken from the request's path", function (this: ConformanceWorld) {
  observe(this, 'markup', renderedMarkup(this, this.response.request.path));
});

/** The contents of the files under `dir` (relative to features/fixtures), but those under `except`. */
function fileContents(dir: string, except?: string): Array<{ file: string; content: string }> {
  const root = path.join(FIXTURES, dir);
  const skip = except && path.join(FIXTURES, except);
  const walk = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(d, e.name);
      if (p === skip) return [];
      return e.isDirectory() ? walk(p) : [p];
    });
  const files = fs.statSync(root).isDirectory() ? walk(root) : [root];
  return files.map((f) => ({ file: path.relative(FIXTURES, f), content: fs.readFileSync(f, 'utf8').trim() })).filter((f) => f.content);
}

function fileOnTheWire(world: ConformanceWorld, files: Array<{ file: string; content: string }>): string | undefined {
  const body = world.response.text;
  const seen = files.find((f) => body.includes(f.content));
  return seen && `the response carries features/fixtures/${seen.file} (${JSON.stringify(seen.content)}), which the request must not reach: status ${world.response.status}, body ${show(body)}`;
}

/**
 * Traversal: no file beside the root (under the root's parent directory, features/fixtures/
 * <root>/..) reaches the wire, however the request climbs out.
 */
Then('no file outside the root {string} reaches the wire', function (this: ConformanceWorld, root: string) {
  observe(this, 'file', fileOnTheWire(this, fileContents(path.dirname(root), root)));
});

/**
 * A file the request must not reach (a dotfile, a file reached by climbing out and back in) is
 * not on the wire. A file under /.well-known/ is public (RFC 8615, well-known.ts): serving it
 * is no leak, so it is not looked for; the scenario's status step still holds the framework
 * to what the spec's dotfiles row requires.
 */
Then('the file {string} does not reach the wire', function (this: ConformanceWorld, file: string) {
  observe(this, 'file', fileOnTheWire(this, fileContents(file).filter((f) => !publicByRfc8615(f.file))));
});

/**
 * What the request wrote after CR LF or ';' (percent-decoded): lines after a CR LF are
 * header fields, what follows an empty line a body; pieces after ';' are cookie attributes.
 */
function written(requestPath: string): { headers: string[]; body?: string; attributes: string[] } {
  let text = requestPath;
  try {
    text = decodeURIComponent(requestPath);
  } catch {
    // as sent
  }
  const lines = text.split(/\r\n|\r|\n/);
  const blank = lines.indexOf('', 1);
  const fields = lines.slice(1, blank < 0 ? undefined : blank);
  const headers = fields.map((l) => l.split(':')[0].trim()).filter((n) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(n));
  const body = blank < 0 ? undefined : lines.slice(blank + 1).join('\r\n') || undefined;
  const attributes = lines[0].split(';').slice(1).map((a) => a.trim()).filter(Boolean);
  return { headers, body, attributes };
}

/** A cookie attribute the request wrote: with a value, the same name and value; without, the same name. */
function sameAttribute(sent: string, wrote: string): boolean {
  const [sn, sv] = sent.split('=').map((x) => x.trim().toLowerCase());
  const [wn, wv] = wrote.split('=').map((x) => x.trim().toLowerCase());
  return sn === wn && (wv === undefined || sv === wv);
}

/**
 * Header injection (response splitting, CWE-113; cookie attributes, CVE-2024-47764): no
 * header field, body or cookie attribute the request wrote after CR LF or ';' reaches the
 * response. The app's own headers and cookie attributes are not the request's doing.
 */
Then('no header, body or cookie attribute the request wrote reaches the response', function (this: ConformanceWorld) {
  const res = this.response;
  const wrote = written(res.request.path);
  const header = wrote.headers.find((n) => res.headers.has(n));
  const cookie = res.headers
    .all('Set-Cookie')
    .flatMap((line) => line.split(';').slice(1).map((a) => ({ line, a: a.trim() })))
    .find(({ a }) => wrote.attributes.some((w) => sameAttribute(a, w)));
  const evidence = header
    ? `the request wrote the header ${header} after CR LF, and the response carries it: ${header}: ${JSON.stringify(res.headers.all(header)[0])}`
    : wrote.body && res.text.includes(wrote.body)
      ? `the request wrote ${JSON.stringify(wrote.body)} after an empty line, and it is in the body: ${show(res.text)}`
      : cookie
        ? `the request wrote the cookie attribute ${JSON.stringify(cookie.a)}, and a Set-Cookie carries it: ${JSON.stringify(cookie.line)}`
        : undefined;
  observe(this, 'header', evidence);
});

/**
 * Prototype pollution: the app reports, from inside, as JSON `{"chosen":[paths],
 * "objectPrototype":"untouched"|"changed"}`, the parsed objects whose prototype the request
 * chose and whether Object.prototype changed. Another answer observes nothing (the scenario's
 * other steps check it).
 */
Then('the app finds no prototype the request chose', function (this: ConformanceWorld) {
  let report: { chosen?: unknown; objectPrototype?: unknown } | undefined;
  try {
    report = JSON.parse(this.response.text) as typeof report;
  } catch {
    report = undefined;
  }
  const chosen = Array.isArray(report?.chosen) ? (report.chosen as unknown[]) : [];
  const changed = report?.objectPrototype === 'changed';
  observe(
    this,
    'prototype',
    chosen.length || changed
      ? `the app finds ${chosen.length ? `a prototype the request chose at ${chosen.map((c) => String(c)).join(', ')}` : ''}${chosen.length && changed ? ', and ' : ''}${changed ? 'Object.prototype changed' : ''}: ${show(this.response.text)}`
      : undefined,
  );
});

/**
 * The work the app is handed (the app reports it as `<what> <n>`: "longest 999999999",
 * "depth 4001"): more than `most` is the cost the crafted request multiplies. Another answer
 * (a refusal) observes nothing.
 */
function handed(world: ConformanceWorld, what: string, most: number, words: string): void {
  const m = new RegExp(`^${what} (\\d+)$`).exec(world.response.text.trim());
  const n = m ? Number(m[1]) : undefined;
  observe(world, 'cost', n !== undefined && n > most ? `the app is handed ${words.replace('N', String(n))}, more than ${most}, from the attacker's ${world.response.request.method} request` : undefined);
}

Then('the app is handed no array longer than {int} items', function (this: ConformanceWorld, most: number) {
  handed(this, 'longest', most, 'an array of N items');
});

Then('the app is handed no object nested deeper than {int} levels', function (this: ConformanceWorld, most: number) {
  handed(this, 'depth', most, 'objects nested N levels deep');
});

/** The bracket form of qs's arrays: the app reports `bracket <n> indexed <m>`, the lengths of the arrays each form made (0: none). */
Then('the bracket form a[]= gives the app no longer an array than the indexed form a[n]=', function (this: ConformanceWorld) {
  const m = /^bracket (\d+) indexed (\d+)\b/.exec(this.response.text.trim());
  const [bracket, indexed] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  observe(
    this,
    'cost',
    bracket > indexed
      ? `a[]= gives the app an array of ${bracket} items where a[n]= gives ${indexed ? `one of ${indexed}` : 'no array'}: the bracket form steps around the array limit`
      : undefined,
  );
});

/** A body over the parser's maximum reached the app's handler (it answers "parsed"): the parser read it whole. */
Then('the app did not parse the body over the maximum', function (this: ConformanceWorld) {
  const req = this.response.request;
  observe(
    this,
    'cost',
    this.response.text === 'parsed' ? `the parser read and parsed a body of ${req.body?.length ?? 0} bytes, over the maximum, and the app's handler got it` : undefined,
  );
});

/** One attempt of the app-measured check: the CPU of each refusal of a small and of an attacker's body, and of splitting at every separator. */
interface SplitAttempt {
  small: number[];
  many: number[];
  split: number;
}

async function splitAttempt(world: ConformanceWorld): Promise<SplitAttempt> {
  const res = await world.request({ method: 'GET', path: '/verdict', headers: [] });
  let parsed: Partial<SplitAttempt> | undefined;
  try {
    parsed = JSON.parse(res.text);
  } catch {
    parsed = undefined;
  }
  const numbers = (v: unknown): v is number[] => Array.isArray(v) && v.length > 0 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
  if (res.status !== 200 || !parsed || !numbers(parsed.small) || !numbers(parsed.many) || !(typeof parsed.split === 'number' && parsed.split > 0)) {
    throw new CheckFailed(`the app could not measure: GET /verdict answered ${res.status} ${show(res.text)}`);
  }
  return { small: parsed.small, many: parsed.many, split: parsed.split };
}

/** The pooled extra: the cheapest attacker's body less the cheapest small one, over the cheapest split, every attempt together. */
function extraShare(attempts: SplitAttempt[]): number {
  const least = (f: (a: SplitAttempt) => number[]) => Math.min(...attempts.flatMap(f));
  return (least((a) => a.many) - least((a) => a.small)) / least((a) => [a.split]);
}

/**
 * The app-measured check's rule: a quarter of the split passes, half of it fails from the
 * fourth attempt, five attempts. Four, not three as the ratio steps: its attempts are ten
 * times dearer, so fewer were measured (48 on correct frameworks, none at a quarter: p <= 3/48,
 * p^4 = 1.5e-5, where p^3 would be 2.4e-4).
 */
const SPLIT_RULE: CostRule = { fine: 0.25, limit: 0.5, failFrom: 4, attempts: 5 };

/**
 * The cost the app measured around its own parser (urlencoded-limits.feature), decided by the
 * sequential test of cost-verdict.ts: the app answers each attempt's figures at GET /verdict;
 * when they are not clear, the scenario's compressed bodies are sent again in the same app.
 */
Then("the app measured the attacker's body at no more CPU than the small one", async function (this: ConformanceWorld) {
  const sent = compressedSent.get(this) ?? [];
  const again = async (): Promise<SplitAttempt> => {
    for (const request of sent) {
      const res = await this.request(request);
      if (res.status !== 413) throw new CheckFailed(`sent again, ${describeRequest(request)} answered ${res.status}, not 413 as the first time`);
    }
    return splitAttempt(this);
  };
  const verdict = await decide(SPLIT_RULE, await splitAttempt(this), again, extraShare);
  const figures = (a: SplitAttempt) => `small ${a.small.map(round).join(', ')} ms, attacker's ${a.many.map(round).join(', ')} ms, split ${round(a.split)} ms`;
  logAttempts(this.check?.name, verdict, figures);
  if (!verdict.vulnerable) return observe(this, 'cost');
  const least = (f: (a: SplitAttempt) => number[]) => Math.min(...verdict.attempts.flatMap(f));
  observe(
    this,
    'cost',
    `the attacker's body cost the app ${Math.round(least((a) => a.many) - least((a) => a.small))} ms of CPU more than the small one, ` +
      `splitting at every separator ${Math.round(least((a) => [a.split]))} ms, over every attempt (half of the split or more from the fourth attempt fails, ` +
      `less than a quarter passes, ${SPLIT_RULE.attempts} attempts at most): ` +
      verdict.attempts.map((a, i) => `attempt ${i + 1}: ${figures(a)}`).join('; '),
  );
});

/** Whether the framework's process ended while it handled the attacker's request (the crash observation). */
const deaths = new WeakMap<ConformanceWorld, FrameworkFailure>();

/**
 * A body compressed by the client, then bytes that belong to no compressed stream after it
 * (GHSA-27r3-jxmh-p828). A process that ends while handling it is what the crash observation
 * step reports, so its death is kept for that step instead of failing this one.
 */
When(
  'an attacker sends {string} with the {word}-encoded body {string} of type {string}, followed by the bytes {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, body: string, type: string, extra: string) {
    const request = encodedRequest(line, encoding, type, Buffer.from(body, 'utf8'));
    try {
      await this.request({ ...request, body: Buffer.concat([request.body ?? Buffer.alloc(0), Buffer.from(extra, 'latin1')]) });
    } catch (err) {
      if (!(err instanceof FrameworkFailure)) throw err;
      deaths.set(this, err);
    }
  },
);

/**
 * Observation (crash): the framework still answers an ordinary request after the attacker's.
 * A process that ended (an error nothing caught, thrown before or after its answer) fails the
 * request with its death, which is the evidence; any other failure is the check's own.
 */
Then("the framework's process lives to answer {string}", async function (this: ConformanceWorld, line: string) {
  const died = deaths.get(this);
  if (died) observe(this, 'crash', `the framework's process ended on the attacker's request: ${died.message}`);
  try {
    await this.request({ ...requestLine(line), headers: [] });
  } catch (err) {
    if (!(err instanceof FrameworkFailure)) throw err;
    observe(this, 'crash', `after the attacker's request, ${line} got no answer: ${err.message}`);
  }
  observe(this, 'crash');
});
