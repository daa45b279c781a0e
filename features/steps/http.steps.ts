// Steps of features/http: HTTP/1.1 on one connection, in bytes (pipelining, HTTP/1.0,
// Expect: 100-continue, the server's close), every response read there held to the rules
// of spec/http-rules.ts with its raw bytes; HEAD against GET; and the step that says which
// rule a scenario exercises.
import { Then, When } from '../support/cucumber';
import { WireConnection, type WaitBound } from '../http/connection';
import { lintResponse, type Note } from '../http/lint';
import type { WireMessage, WireRead } from '../http/wire-parse';
import { CheckFailed, show } from '../support/check';
import { framework } from '../support/framework';
import type { WireResponse } from '../support/http-client';
import { header } from '../support/wire-request';
import type { ConformanceWorld } from '../support/world';

interface RawRequest {
  line: string;
  method: string;
  version: string;
  head: Buffer;
  body: Buffer;
  expectsContinue: boolean;
  /** The server is to close after answering it: "Connection: close", or HTTP/1.0 without keep-alive. */
  lastOnConnection: boolean;
  connection: string[];
}

/**
 * The requests of a doc string, one after the other: a request line ("GET /a HTTP/1.0";
 * HTTP/1.1 when no version is written), header lines, an empty line, then as many bytes of
 * content as its Content-Length says. Lines are sent with CRLF; Host is added when absent.
 */
function rawRequests(text: string, host: string): RawRequest[] {
  const out: RawRequest[] = [];
  let rest = text.replace(/^\n+/, '');
  while (rest.trim()) {
    const blank = rest.indexOf('\n\n');
    const headText = blank < 0 ? rest : rest.slice(0, blank);
    rest = blank < 0 ? '' : rest.slice(blank + 2);
    const [line, ...fields] = headText.replace(/\n+$/, '').split('\n');
    const m = /^([A-Za-z]+) (\S+)(?: HTTP\/(1\.[01]))?$/.exec(line.trim());
    if (!m) throw new Error(`a request line is written "METHOD /path [HTTP/1.x]", got "${line}"`);
    const headers = fields.map(header);
    const version = m[3] ?? '1.1';
    const value = (name: string) => headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
    if (!value('host').length) headers.unshift(['Host', host]);
    const length = Number(value('content-length')[0] ?? 0);
    const body = Buffer.from(rest.slice(0, length), 'utf8');
    rest = rest.slice(length).replace(/^\n+/, '');
    const connection = value('connection').flatMap((v) => v.split(',').map((o) => o.trim().toLowerCase()));
    const head = Buffer.from(`${m[1]} ${m[2]} HTTP/${version}\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`, 'latin1');
    out.push({
      line: `${m[1]} ${m[2]} HTTP/${version}`,
      method: m[1].toUpperCase(),
      version,
      head,
      body,
      expectsContinue: value('expect').some((v) => v.toLowerCase() === '100-continue'),
      lastOnConnection: connection.includes('close') || (version === '1.0' && !connection.includes('keep-alive')),
      connection,
    });
  }
  if (!out.length) throw new Error('the doc string holds no request');
  return out;
}

interface Session {
  requests: RawRequest[];
  read: WireRead;
  /** The server closed the connection (seen before the step ended). */
  closed: boolean;
  /** The bodies held back ("holding back the body"): not sent. */
  heldBack: boolean;
}

const sessions = new WeakMap<ConformanceWorld, Session>();
function session(world: ConformanceWorld): Session {
  const s = sessions.get(world);
  if (!s) throw new Error('no connection yet: a "When I send on one connection" step must come first');
  return s;
}

const finals = (read: WireRead) => read.messages.filter((m) => !m.interim);

type Mode = 'pipelined' | 'in turn' | 'held back';

async function converse(world: ConformanceWorld, text: string, mode: Mode): Promise<void> {
  const host = new URL(world.baseUrl).host;
  const requests = rawRequests(text, host);
  if (world.frameworkFailure) throw world.frameworkFailure;
  // The process the app was built in: alive, as the check has seen no failure of it.
  const fp = await framework();
  const connection = await WireConnection.open(world.baseUrl);
  try {
    // Watched as world.request watches an exchange: a connection the framework's process
    // took down with it (an exception nobody caught: a handler calling a member the framework
    // lacks) fails with the process's death, which names the error, not with what did not come.
    // Each wait counts the time the machine gives the framework, as world.request's do.
    const bound: WaitBound = (ms) => fp.exchangeBound(ms, world.config.checkTimeoutMs);
    await fp.watch(`handling ${requests.map((r) => r.line).join(', ')} on one connection`, exchange(connection, requests, mode, world.config.timeoutMs, bound));
  } catch (err) {
    if (!(err instanceof EndedEarly)) {
      // Its process's death says as data whether the check ran, and what threw (hooks.ts tells the collector).
      world.noteFailure(err);
      throw err;
    }
  } finally {
    connection.close();
  }
  const read = connection.read();
  sessions.set(world, { requests, read, closed: connection.closed, heldBack: mode === 'held back' });
  const notes = read.messages.flatMap((m, k) => lintWire(m, requestOf(read, k, requests)));
  world.httpLint.judged = new Set(read.messages.flatMap((m, k) => [...lintResponse(lintInput(m, requestOf(read, k, requests))).judged]));
  const failure = world.httpLint.failure(notes, `the responses on one connection to ${requests.map((r) => r.line).join(', ')}`);
  if (failure) throw failure;
}

/** The connection ended before a request the server was to answer got its response: the Then steps judge it, unless the framework's process died. */
class EndedEarly extends Error {}

/** Writes the requests as `mode` says and reads until every response came, or the connection ended. */
async function exchange(connection: WireConnection, requests: RawRequest[], mode: Mode, timeoutMs: number, bound: WaitBound): Promise<void> {
  const answered = (n: number) => (r: WireRead) => finals(r).length >= n || connection.closed;
  // Every request up to the first the server closes after is owed a response; the rest are not.
  const last = requests.findIndex((r) => r.lastOnConnection);
  const owed = last < 0 ? requests.length : last + 1;
  if (mode === 'pipelined') {
    for (const r of requests) connection.write(Buffer.concat([r.head, r.body]), r.method);
    await connection.until(answered(owed), timeoutMs, () => owed === 1 ? `no response to ${requests[0].line}` : `the responses to ${owed} pipelined requests did not all come`, bound).catch(tolerateClose);
  } else {
    for (const [i, r] of requests.entries()) {
      connection.write(r.head, r.method);
      if (mode === 'held back') {
        await connection.until(answered(i + 1), timeoutMs, () => `no response to ${r.line} (its body held back)`, bound);
        continue;
      }
      if (r.expectsContinue && r.body.length) {
        // The body waits for 100 Continue, or for the final response that makes it moot.
        const interimOrFinal = (read: WireRead) => read.messages.filter((m) => m.interim).length > interimsBefore(read, i) || finals(read).length > i;
        await connection.until(interimOrFinal, timeoutMs, () => `neither 100 Continue nor a response came to ${r.line} with "Expect: 100-continue"`, bound);
        if (finals(connection.read()).length > i) continue;
      }
      connection.write(r.body);
      await connection.until(answered(i + 1), timeoutMs, () => `no response to ${r.line} (request ${i + 1} on the connection)`, bound);
      if (connection.closed) break;
    }
  }
  // A request after which the server is to close: wait for the close (the check's bound).
  if (requests.some((r) => r.lastOnConnection) && !connection.closed) {
    await connection.untilClosed(timeoutMs, () => 'the server did not close the connection', bound).catch(() => undefined);
  }
  if (connection.closed && finals(connection.read()).length < owed) throw new EndedEarly(`the connection ended after ${finals(connection.read()).length} of ${owed} responses`);
}

function tolerateClose(err: unknown): void {
  // A server that closes before answering everything is what a Then step judges (unless its process died).
  if (err instanceof Error && err.message.endsWith('closed the connection first')) throw new EndedEarly(err.message);
  throw err;
}

/** The interim responses that came before the final response of request `i`. */
function interimsBefore(read: WireRead, i: number): number {
  let finalsSeen = 0;
  let interims = 0;
  for (const m of read.messages) {
    if (finalsSeen >= i) break;
    if (m.interim) interims++;
    else finalsSeen++;
  }
  return interims;
}

/** The request message k of the connection answers (interim responses answer the next request too). */
function requestOf(read: WireRead, k: number, requests: RawRequest[]): RawRequest {
  const before = read.messages.slice(0, k).filter((m) => !m.interim).length;
  return requests[Math.min(before, requests.length - 1)];
}

function lintInput(m: WireMessage, r: RawRequest) {
  return {
    request: { method: r.method, version: r.version, connection: r.connection },
    status: m.status,
    reason: m.reason,
    headers: m.headers,
    body: m.body,
    ...(m.trailing ? { trailing: m.trailing } : {}),
    raw: { statusLine: m.statusLine, headerLines: m.headerLines, ...(m.lengthMismatch ? { lengthMismatch: m.lengthMismatch } : {}) },
  };
}

function lintWire(m: WireMessage, r: RawRequest): Note[] {
  return lintResponse(lintInput(m, r)).notes;
}

When('I send on one connection:', async function (this: ConformanceWorld, text: string) {
  await converse(this, text, 'pipelined');
});

When('I send on one connection, each after the previous response:', async function (this: ConformanceWorld, text: string) {
  await converse(this, text, 'in turn');
});

When('I send on one connection, holding back the body:', async function (this: ConformanceWorld, text: string) {
  await converse(this, text, 'held back');
});

Then('the responses on the connection are:', function (this: ConformanceWorld, table: { hashes(): Array<Record<string, string>> }) {
  const got = finals(session(this).read);
  const want = table.hashes() as Array<{ status: string; body?: string }>;
  const describe = (ms: Array<{ status: string | number; body?: string }>) => ms.map((m) => `${m.status}${m.body === undefined ? '' : ` ${show(m.body)}`}`).join(', ');
  const actual = got.map((m, i) => ({ status: String(m.status), ...(want[i]?.body !== undefined ? { body: m.body.toString('utf8') } : {}) }));
  // A status cell may name alternatives ("417 or 200") where HTTP lets the server choose.
  const same = got.length === want.length && want.every((w, i) => w.status.split(' or ').includes(actual[i].status) && (w.body === undefined || w.body === actual[i].body));
  if (!same) throw new CheckFailed(`expected the responses ${describe(want)} in this order; the connection answered ${describe(actual) || 'nothing'}`);
});

Then('the server closed the connection after the last response', function (this: ConformanceWorld) {
  const s = session(this);
  const n = finals(s.read).length;
  if (!s.closed) throw new CheckFailed(`the server kept the connection open after ${n} response${n === 1 ? '' : 's'} (to ${s.requests.map((r) => r.line).join(', ')}); it was to close it`);
  if (s.read.rest.length) throw new CheckFailed(`after the last response came ${s.read.rest.length} more bytes: ${show(s.read.rest.toString('latin1'))}`);
});

// A response the server cannot finish: it closes the connection with no complete response on
// it, either before any byte of one or after its start (short of the end its framing announces).
Then('the server closed the connection without finishing a response', function (this: ConformanceWorld) {
  const s = session(this);
  const got = finals(s.read);
  const rest = s.read.rest.toString('latin1');
  if (got.length) throw new CheckFailed(`the connection carried ${got.length} complete response${got.length === 1 ? '' : 's'} (${got.map((m) => `${m.status} ${show(m.body.toString('utf8'))}`).join(', ')}); expected none to be finished`);
  if (!s.closed) throw new CheckFailed('the server kept the connection open; expected it to close it');
  if (rest.length && !/^HTTP\/1\.[01] \d{3}/.test(rest)) throw new CheckFailed(`the connection closed after ${show(rest.slice(0, 60))}, which starts no response`);
});

Then('the connection persisted or closed after response {int} as its Connection field said', function (this: ConformanceWorld, n: number) {
  const s = session(this);
  const got = finals(s.read);
  const m = got[n - 1];
  if (!m) throw new CheckFailed(`no response ${n} came on the connection`);
  const options = m.headers.filter(([h]) => h.toLowerCase() === 'connection').flatMap(([, v]) => v.split(',').map((o) => o.trim().toLowerCase()));
  const bodies = got.map((r) => `${r.status} ${show(r.body.toString('utf8'))}`).join(', ');
  if (options.includes('keep-alive') && !options.includes('close')) {
    if (got.length <= n) throw new CheckFailed(`response ${n} announced "Connection: keep-alive", but the next request on the connection got no response (the connection answered ${bodies})`);
  } else if (got.length > n || !s.closed) {
    throw new CheckFailed(`response ${n} carries ${options.length ? `Connection: ${options.join(', ')}` : 'no Connection field'}, which does not keep an HTTP/1.0 connection, but the connection ${got.length > n ? `answered on (${bodies})` : 'stayed open'}`);
  }
});

Then('response {int} came after {string}', function (this: ConformanceWorld, n: number, interim: string) {
  const s = session(this);
  const i = s.read.messages.findIndex((m, k) => !m.interim && finals({ messages: s.read.messages.slice(0, k + 1), rest: Buffer.alloc(0) }).length === n);
  if (i < 0) throw new CheckFailed(`no response ${n} came on the connection`);
  const before = s.read.messages.slice(0, i).filter((m) => m.interim).map((m) => m.statusLine.replace(/^HTTP\/\d\.\d /, ''));
  if (!before.includes(interim)) throw new CheckFailed(`response ${n} (${s.read.messages[i].status}) came after ${before.length ? before.map(show).join(', ') : 'no interim response'}; expected ${show(interim)} first`);
});

Then('response {int} has the header {string}', function (this: ConformanceWorld, n: number, text: string) {
  const [name, value] = header(text);
  const m = finals(session(this).read)[n - 1];
  if (!m) throw new CheckFailed(`no response ${n} came on the connection`);
  const options = m.headers.filter(([h]) => h.toLowerCase() === name.toLowerCase()).flatMap(([, v]) => v.split(',').map((o) => o.trim().toLowerCase()));
  if (!options.includes(value.toLowerCase())) throw new CheckFailed(`response ${n} carries ${name}: ${show(options.join(', '))}; expected it to hold ${show(value)}`);
});

Then('response {int} is HTTP\\/{float}', function (this: ConformanceWorld, n: number, version: number) {
  const m = finals(session(this).read)[n - 1];
  if (!m) throw new CheckFailed(`no response ${n} came on the connection`);
  if (m.version !== version.toFixed(1)) throw new CheckFailed(`response ${n} is ${show(m.statusLine)}; expected HTTP/${version.toFixed(1)}`);
});

// HEAD against GET: the same header fields (RFC 9110 9.3.2), Date's value aside.
const pairs = new WeakMap<ConformanceWorld, { get: WireResponse; head: WireResponse }>();

When('I send {string} and then {string}', async function (this: ConformanceWorld, first: string, second: string) {
  const [fm, fp] = first.split(' ');
  const [sm, sp] = second.split(' ');
  const a = await this.request({ method: fm, path: fp, headers: [] });
  const b = await this.request({ method: sm, path: sp, headers: [] });
  const [get, head] = fm.toUpperCase() === 'HEAD' ? [b, a] : [a, b];
  pairs.set(this, { get, head });
});

Then('the HEAD response carries the header fields of the GET response, Date aside, its framing optional', function (this: ConformanceWorld) {
  const p = pairs.get(this);
  if (!p) throw new Error('send a GET and a HEAD first: When I send "GET /x" and then "HEAD /x"');
  const fields = (r: WireResponse) =>
    r.headers.lines
      .filter(([n]) => n.toLowerCase() !== 'date')
      .map(([n, v]) => `${n.toLowerCase()}: ${v}`)
      .sort();
  const get = fields(p.get);
  const head = fields(p.head);
  // RFC 9110 8.6 and 9.3.2: HEAD MAY omit the fields known only once the content is made.
  const missing = get.filter((f) => !head.includes(f) && !/^(content-length|transfer-encoding):/.test(f));
  const extra = head.filter((f) => !get.includes(f));
  if (missing.length || extra.length) {
    throw new CheckFailed(
      `HEAD's header fields differ from GET's:${missing.length ? ` GET has ${missing.map(show).join(', ')} that HEAD lacks;` : ''}${extra.length ? ` HEAD has ${extra.map(show).join(', ')} that GET lacks` : ''}`,
    );
  }
});

Then('the response was held to the rule {string} if it carries {string}', function (this: ConformanceWorld, rule: string, field: string) {
  if (this.response.headers.has(field) && !this.httpLint.judged.has(rule)) {
    throw new CheckFailed(`the rule ${rule} had nothing to judge in the last response, which carries ${field}: the scenario does not exercise it`);
  }
});

Then('the response was held to the rule {string}', function (this: ConformanceWorld, rule: string) {
  if (!this.httpLint.judged.has(rule)) {
    throw new CheckFailed(`the rule ${rule} had nothing to judge in the last response (it judged ${[...this.httpLint.judged].join(', ')}): the scenario does not exercise it`);
  }
});
