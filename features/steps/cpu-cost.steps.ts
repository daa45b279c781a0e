// What an attacker's request costs the framework process, against an ordinary one: CPU time
// (user + system, every thread: zlib's in node's thread pool too) measured in that same
// process (ReDoS, decompression bombs, any work an attacker's input multiplies). No bound in
// ms: the check is a ratio of two measures taken on the same machine at the same moment.
//
// The app is given a first middleware that answers GET /__cpu with the CPU time the process
// spent since the previous GET /__cpu. A measured request is preceded by one such call, and
// its cost is read by the next one (at the next measured request, or at the comparison), so
// the cost covers all the work the request causes: from parsing its head and what the
// framework runs before the app's first middleware (the query parser of 3.x and 4.x) to the
// work the process still does after the answer (an inflater running on in the thread pool,
// a drain of the rest of the body), which the probe waits for; plus one constant /__cpu answer.
// A measure taken at the app's first middleware up to the response's 'finish' sees none of
// these. Only the request's own work varies between an ordinary and a crafted request of the
// same size, so the constant part counts alike on both sides.
import { Given, Then, When } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import { describeRequest, type WireRequest } from '../support/http-client';
import { repeatedHeader, repeatedPath, zeroBomb } from '../support/wire-request';
import { observe } from '../support/observation';
import { PROBE, measuringMiddleware } from '../support/cpu-probe';
import { FLOOR_MS, cheapest, decide, pooledRatio, ratioRule, type Cost } from '../support/cost-verdict';
import { logAttempts, round } from '../support/cost-log';

type Kind = 'ordinary' | 'attacker';

interface Measures {
  /**
   * The measured request whose cost the next GET /__cpu reads, what the framework was doing
   * for it (for messages), and the scenario's count of requests once it was sent.
   */
  pending?: { kind: Kind; label: string; activity: string; sent: number };
  costs: Cost[];
  /** The scenario's measured requests, in order: each further attempt sends them again. */
  requests: Array<{ kind: Kind; request: WireRequest }>;
}

const measures = new WeakMap<ConformanceWorld, Measures>();

const START = 'start with "Given the app, with the CPU time it spends on each request measured:"';

/** The scenario's app, after a first middleware that reports the CPU time spent between two GET /__cpu. */
Given('the app, with the CPU time it spends on each request measured:', async function (this: ConformanceWorld, code: string) {
  measures.set(this, { costs: [], requests: [] });
  // a quarter of the bound on a response (--timeout), 2 s at most: the probe is a request too
  await this.buildApp(measuringMiddleware(Math.min(2000, Math.floor(this.config.timeoutMs / 4))) + code);
});

function measuresOf(world: ConformanceWorld): Measures {
  const m = measures.get(world);
  if (!m) throw new Error(`no measured app: ${START}`);
  return m;
}

/**
 * Sends a request while the framework handles one of `kind`'s (the request itself, or the probe
 * that waits for its work to end). When the attacker's request stops the framework (its loop
 * blocked, its memory over the bound, its process dead, no answer in time), that is the cost
 * observed, beyond any ratio.
 */
async function sendFor(world: ConformanceWorld, kind: Kind | undefined, request: WireRequest, activity?: string) {
  try {
    return await world.request(request, activity);
  } catch (err) {
    if (kind === 'attacker' && world.frameworkFailure === err) observe(world, 'cost', (err as Error).message);
    throw err;
  }
}

async function readPending(world: ConformanceWorld, m: Measures): Promise<void> {
  // Any other request sent since the measured one would count to it.
  const sent = world.lastExchange?.requests ?? 0;
  if (m.pending && sent !== m.pending.sent) {
    throw new Error(`${sent - m.pending.sent} request(s) not measured came after the measured ${m.pending.label}: measure every request after the first measured one`);
  }
  // The probe is answered once the measured request's work has ended (the middleware waits for
  // the process to settle): what the framework does meanwhile is that request's handling, and
  // a message about it (a rejection left unhandled, a crash) names that request, not the probe.
  const probe = await sendFor(world, m.pending?.kind, { method: 'GET', path: PROBE, headers: [] }, m.pending?.activity);
  const ms = Number(probe.text);
  if (probe.status !== 200 || !Number.isFinite(ms)) {
    throw new Error(`GET ${PROBE} answered ${probe.status} ${JSON.stringify(probe.text.slice(0, 80))}: the measuring middleware must come first`);
  }
  if (m.pending) m.costs.push({ kind: m.pending.kind, label: m.pending.label, ms });
  m.pending = undefined;
}

function labelOf(request: WireRequest): string {
  const shown = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}… (${s.length} characters)` : s);
  const body = request.body ? ` (${request.body.length} bytes of body)` : '';
  return `${request.method} ${shown(request.path)}${request.headers.map(([n, v]) => ` ${n}: ${shown(v)}`).join('')}${body}`;
}

async function measured(world: ConformanceWorld, kind: Kind, request: WireRequest): Promise<void> {
  const m = measuresOf(world);
  m.requests.push({ kind, request });
  await measure(world, m, kind, request);
}

async function measure(world: ConformanceWorld, m: Measures, kind: Kind, request: WireRequest): Promise<void> {
  await readPending(world, m);
  const activity = `handling ${describeRequest(request)}`;
  await sendFor(world, kind, request, activity);
  m.pending = { kind, label: labelOf(request), activity, sent: world.lastExchange?.requests ?? 0 };
}

When(
  'I send {string} with {string} standing for {string} repeated {int} times, measured',
  async function (this: ConformanceWorld, line: string, marker: string, piece: string, n: number) {
    await measured(this, 'ordinary', repeatedPath(line, marker, piece, n));
  },
);

When(
  'I send {string} with the header {string}, {string} standing for {string} repeated {int} times, measured',
  async function (this: ConformanceWorld, line: string, h: string, marker: string, piece: string, n: number) {
    await measured(this, 'ordinary', repeatedHeader(line, h, marker, piece, n));
  },
);

When(
  'I send {string} with a {word}-encoded body of {int} MB of zeros of type {string}, measured',
  async function (this: ConformanceWorld, line: string, encoding: string, mb: number, type: string) {
    await measured(this, 'ordinary', zeroBomb(line, encoding, mb, type));
  },
);

When(
  'an attacker sends {string} with {string} standing for {string} repeated {int} times',
  async function (this: ConformanceWorld, line: string, marker: string, piece: string, n: number) {
    await measured(this, 'attacker', repeatedPath(line, marker, piece, n));
  },
);

When(
  'an attacker sends {string} with the header {string}, {string} standing for {string} repeated {int} times',
  async function (this: ConformanceWorld, line: string, h: string, marker: string, piece: string, n: number) {
    await measured(this, 'attacker', repeatedHeader(line, h, marker, piece, n));
  },
);

When(
  'an attacker sends {string} with a {word}-encoded body of {int} MB of zeros of type {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, mb: number, type: string) {
    await measured(this, 'attacker', zeroBomb(line, encoding, mb, type));
  },
);

/** A fresh attempt: the scenario's measured requests sent again, in their order, in the same app. */
async function measureAgain(world: ConformanceWorld, m: Measures): Promise<Cost[]> {
  m.costs = [];
  for (const { kind, request } of m.requests) await measure(world, m, kind, request);
  await readPending(world, m);
  return m.costs;
}

/** An attempt's figures, for the message: every request's cost. */
function figures(costs: Cost[]): string {
  const of = (kind: Kind) => costs.filter((c) => c.kind === kind).map((c) => round(c.ms)).join(', ');
  return `attacker's ${of('attacker')} ms, ordinary ${of('ordinary')} ms`;
}

/**
 * The cheapest of the attacker's requests against the cheapest ordinary one, over every
 * attempt, decided by the sequential test of cost-verdict.ts: the cheapest, so that a
 * collection or another process's burst during one request does not decide (nor the first,
 * colder, request); input that multiplies the work makes every one of the attacker's requests
 * costly. Below half the factor passes; the factor or more fails from the third attempt on;
 * in between, or at the factor in the first attempt, the scenario's measured requests are
 * sent again (five attempts at most).
 */
Then(
  "the attacker's requests cost the app less than {int} times the CPU time of an ordinary one",
  async function (this: ConformanceWorld, factor: number) {
    const m = measuresOf(this);
    await readPending(this, m);
    const of = (kind: Kind) => m.costs.filter((c) => c.kind === kind);
    if (!of('ordinary').length || !of('attacker').length) throw new Error("measure at least one ordinary request and one of the attacker's");
    const rule = ratioRule(factor);
    const verdict = await decide(rule, m.costs, () => measureAgain(this, m), pooledRatio);
    logAttempts(this.check?.name, verdict, figures);
    if (!verdict.vulnerable) return observe(this, 'cost');
    const [base, attack] = [cheapest(verdict.attempts, 'ordinary'), cheapest(verdict.attempts, 'attacker')];
    // The rule, not the attempts it took nor the figures, in the words before the attempts:
    // reports keep those words and drop the rest (runner/stable-message.ts).
    observe(
      this,
      'cost',
      `the cheapest of the attacker's requests (${attack.label}) cost the framework process ${Math.round(attack.ms / Math.max(base.ms, FLOOR_MS))} times ` +
        `the cheapest ordinary one (${base.label}) over every attempt (${factor} times or more from the third attempt fails, ` +
        `less than ${rule.fine} passes, ${rule.attempts} attempts at most): ` +
        verdict.attempts.map((a, i) => `attempt ${i + 1}: ${figures(a)}`).join('; '),
    );
  },
);
