// Steps that compare the CPU time the framework process spends on an attacker's request
// with what it spends on an ordinary one of the same size, measured in that same process
// (ReDoS and other work an attacker's input multiplies). No bound in ms: the comparison is
// a ratio of two measures taken on the same machine at the same moment.
//
// The app is given a first middleware that answers GET /__cpu with the CPU time (user +
// system, ms) the process spent since the previous GET /__cpu. A measured request is
// preceded by one such call, and its cost is read by the next one (at the next measured
// request, or at the comparison): so the cost covers all the work the request causes,
// from parsing its head (in 4.x the query is parsed before any middleware the app adds) to
// whatever the process still does after the answer, plus one constant /__cpu answer.
import { Given, Then, When } from '@cucumber/cucumber';
import type { ConformanceWorld } from '../support/world';
import type { WireRequest } from '../support/http-client';
import { requestLine } from '../support/wire-request';
import { CheckFailed } from '../support/check';

const PROBE = '/__cpu';

// Plain JavaScript of every generation's app (3.x included): app.use, res.end.
const MEASURING_MIDDLEWARE = `
let cpuMark = process.cpuUsage()
app.use((req, res, next) => {
  if (req.url !== '${PROBE}') return next()
  const spent = process.cpuUsage(cpuMark)
  res.end(String((spent.user + spent.system) / 1000))
  cpuMark = process.cpuUsage()
})
`;

type Kind = 'ordinary' | 'attacker';

interface Measures {
  /** The measured request whose cost the next GET /__cpu reads. */
  pending?: { kind: Kind; label: string };
  costs: Array<{ kind: Kind; label: string; ms: number }>;
}

const measures = new WeakMap<ConformanceWorld, Measures>();

/** The scenario's app, after a first middleware that reports the CPU time spent between two GET /__cpu. */
Given('the app, with the CPU time it spends on each request measured:', async function (this: ConformanceWorld, code: string) {
  measures.set(this, { costs: [] });
  await this.buildApp(MEASURING_MIDDLEWARE + code);
});

async function readPending(world: ConformanceWorld, m: Measures): Promise<void> {
  const probe = await world.request({ method: 'GET', path: PROBE, headers: [] });
  const ms = Number(probe.text);
  if (probe.status !== 200 || !Number.isFinite(ms)) {
    throw new Error(`GET ${PROBE} answered ${probe.status} ${JSON.stringify(probe.text.slice(0, 80))}: the measuring middleware must come first`);
  }
  if (m.pending) m.costs.push({ ...m.pending, ms });
  m.pending = undefined;
}

async function measured(world: ConformanceWorld, kind: Kind, request: WireRequest): Promise<void> {
  const m = measures.get(world);
  if (!m) throw new Error('no measured app: start with "Given the app, with the CPU time it spends on each request measured:"');
  await readPending(world, m);
  const shown = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}… (${s.length} characters)` : s);
  m.pending = { kind, label: `${request.method} ${shown(request.path)}${request.headers.map(([n, v]) => ` ${n}: ${shown(v)}`).join('')}` };
  await world.request(request);
}

/** `text` with every occurrence of `marker` replaced by `piece` repeated n times. */
function expand(text: string, marker: string, piece: string, n: number): string {
  if (!text.includes(marker)) throw new Error(`"${text}" does not contain the marker "${marker}"`);
  return text.split(marker).join(piece.repeat(n));
}

function headerOf(text: string): [string, string] {
  const colon = text.indexOf(':');
  if (colon < 1) throw new Error(`"${text}" is not a header "Name: value"`);
  return [text.slice(0, colon).trim(), text.slice(colon + 1).trim()];
}

function pathRequest(line: string, marker: string, piece: string, n: number): WireRequest {
  const start = requestLine(line.split(marker).join('M'));
  return { method: start.method, path: expand(line.trim().split(' ')[1], marker, piece, n), headers: [] };
}

function headerRequest(line: string, h: string, marker: string, piece: string, n: number): WireRequest {
  const [name, value] = headerOf(h);
  return { ...requestLine(line), headers: [[name, expand(value, marker, piece, n)]] };
}

When(
  'I send {string} with {string} standing for {string} repeated {int} times, measured',
  async function (this: ConformanceWorld, line: string, marker: string, piece: string, n: number) {
    await measured(this, 'ordinary', pathRequest(line, marker, piece, n));
  },
);

When(
  'I send {string} with the header {string}, {string} standing for {string} repeated {int} times, measured',
  async function (this: ConformanceWorld, line: string, h: string, marker: string, piece: string, n: number) {
    await measured(this, 'ordinary', headerRequest(line, h, marker, piece, n));
  },
);

When(
  'an attacker sends {string} with {string} standing for {string} repeated {int} times',
  async function (this: ConformanceWorld, line: string, marker: string, piece: string, n: number) {
    await measured(this, 'attacker', pathRequest(line, marker, piece, n));
  },
);

When(
  'an attacker sends {string} with the header {string}, {string} standing for {string} repeated {int} times',
  async function (this: ConformanceWorld, line: string, h: string, marker: string, piece: string, n: number) {
    await measured(this, 'attacker', headerRequest(line, h, marker, piece, n));
  },
);

/**
 * The cheapest of the attacker's requests against the cheapest ordinary one: the cheapest,
 * so that a collection or another process's burst during one request does not decide;
 * input that multiplies the work makes every one of the attacker's requests costly.
 */
Then(
  "the attacker's requests cost the app less than {int} times the CPU time of an ordinary one",
  async function (this: ConformanceWorld, factor: number) {
    const m = measures.get(this);
    if (!m) throw new Error('no measured app: start with "Given the app, with the CPU time it spends on each request measured:"');
    await readPending(this, m);
    const of = (kind: Kind) => m.costs.filter((c) => c.kind === kind);
    const [ordinary, attacker] = [of('ordinary'), of('attacker')];
    if (!ordinary.length || !attacker.length) throw new Error('measure at least one ordinary request and one of the attacker\'s');
    const cheapest = (cs: typeof ordinary) => cs.reduce((a, b) => (b.ms < a.ms ? b : a));
    const [base, attack] = [cheapest(ordinary), cheapest(attacker)];
    if (attack.ms < factor * base.ms) return;
    throw new CheckFailed(
      `the cheapest of the attacker's requests (${attack.label}) cost the app ${attack.ms.toFixed(2)} ms of CPU, ` +
        `${Math.round(attack.ms / base.ms)} times the cheapest ordinary one (${base.label}: ${base.ms.toFixed(2)} ms)`,
    );
  },
);
