// The collector keeps a security check's observation: what its observation step attached.
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@cucumber/messages';
import { OBSERVATION_MEDIA_TYPE } from '../run-protocol/observation';
import { CENSUS_MEDIA_TYPE, LEFTOVER_CRASH_MEDIA_TYPE, NOTE_MEDIA_TYPE, NO_ANSWER_MEDIA_TYPE, STARVED_MEDIA_TYPE, UNCAUGHT_MEDIA_TYPE } from '../run-protocol/attachments';
import { isNoAnswer } from './early-stop';
import { ResultCollector } from './collect';
import { NOT_RUN_MEDIA_TYPE, notRun } from '../run-protocol/not-run';
import { isNotRun, summarize } from './results';

const at = { seconds: 0, nanos: 0 };

function run(attachments: string[]): ReturnType<ResultCollector['finish']>[number] {
  const c = new ResultCollector();
  const envelopes = [
    { pickle: { id: 'p', uri: 'features/security/x.feature', name: 'a check', language: 'en', steps: [], tags: [], astNodeIds: ['s'] } },
    { testCase: { id: 'tc', pickleId: 'p', testSteps: [] } },
    { testCaseStarted: { id: 'run', testCaseId: 'tc', attempt: 0, timestamp: at } },
    ...attachments.map((body) => ({ attachment: { testCaseStartedId: 'run', body, mediaType: OBSERVATION_MEDIA_TYPE, contentEncoding: 'IDENTITY' } })),
    { testCaseFinished: { testCaseStartedId: 'run', timestamp: at, willBeRetried: false } },
  ] as unknown as Envelope[];
  for (const e of envelopes) c.onMessage(e);
  return c.finish()[0];
}

describe('the collector', () => {
  it("records a check's observation, the made one first", () => {
    expect(run([]).observation).toBeUndefined();
    expect(run([JSON.stringify({ kind: 'markup', made: false })]).observation).toEqual({ kind: 'markup', made: false });
    const made = { kind: 'header', made: true, evidence: 'X-Injected' };
    expect(run([JSON.stringify({ kind: 'header', made: false }), JSON.stringify(made), JSON.stringify({ kind: 'header', made: false })]).observation).toEqual(made);
  });

  it('ignores an observation that is not one', () => {
    expect(run([JSON.stringify({ kind: 'nothing', made: true })]).observation).toBeUndefined();
  });

  // Two checks in turn: work the first one's request left running throws while the second runs.
  function leftover(tags: string[]) {
    const c = new ResultCollector();
    const pickle = (id: string) => ({ pickle: { id, uri: 'features/security/x.feature', name: `check ${id}`, language: 'en', steps: [], tags: tags.map((name) => ({ name })), astNodeIds: [id] } });
    const crash = { owner: { id: 'p1', name: 'check p1' }, kind: 'rejection', message: "the framework left a promise rejection unhandled: Error: Can't write body", during: 'handling GET /' };
    const envelopes = [
      pickle('p1'),
      pickle('p2'),
      { testCase: { id: 'tc1', pickleId: 'p1', testSteps: [] } },
      { testCase: { id: 'tc2', pickleId: 'p2', testSteps: [] } },
      { testCaseStarted: { id: 'r1', testCaseId: 'tc1', attempt: 0, timestamp: at } },
      { attachment: { testCaseStartedId: 'r1', body: JSON.stringify({ kind: 'cost', made: false }), mediaType: OBSERVATION_MEDIA_TYPE, contentEncoding: 'IDENTITY' } },
      { testCaseFinished: { testCaseStartedId: 'r1', timestamp: at, willBeRetried: false } },
      { testCaseStarted: { id: 'r2', testCaseId: 'tc2', attempt: 0, timestamp: at } },
      { attachment: { testCaseStartedId: 'r2', body: JSON.stringify(crash), mediaType: LEFTOVER_CRASH_MEDIA_TYPE, contentEncoding: 'IDENTITY' } },
      { testCaseFinished: { testCaseStartedId: 'r2', timestamp: at, willBeRetried: false } },
    ] as unknown as Envelope[];
    for (const e of envelopes) c.onMessage(e);
    return c.finish().find((r) => r.name === 'check p1')!;
  }

  it("takes a security check's request that ended the framework after the check as its denial of service", () => {
    const owner = leftover(['@security']);
    expect(owner.status).toBe('failed');
    expect(owner.observation).toMatchObject({ kind: 'death', made: true });
    expect(owner.observation?.evidence).toContain("Can't write body");
  });

  it('records no death for a check that is not a security check', () => {
    const owner = leftover([]);
    expect(owner.status).toBe('failed');
    expect(owner.observation).toEqual({ kind: 'cost', made: false });
  });

  // A check that passed, its app code setting 'query parser', on a framework whose census says it ignores the setting.
  function passedWith(tags: string[], settings: string[]) {
    const c = new ResultCollector();
    const code = "app.set('query parser', 'extended');\napp.get('/', (req, res) => res.json(req.query));";
    const steps = [{ id: 'st', text: 'the app:', type: 'Context', astNodeIds: ['g'], argument: { docString: { content: code } } }];
    const envelopes = [
      { pickle: { id: 'p', uri: 'features/security/x.feature', name: 'a check', language: 'en', steps, tags: tags.map((name) => ({ name })), astNodeIds: ['s'] } },
      { testCase: { id: 'tc', pickleId: 'p', testSteps: [] } },
      { testCaseStarted: { id: 'run', testCaseId: 'tc', attempt: 0, timestamp: at } },
      { attachment: { testCaseStartedId: 'run', body: JSON.stringify({ kind: 'prototype', made: false }), mediaType: OBSERVATION_MEDIA_TYPE, contentEncoding: 'IDENTITY' } },
      { attachment: { testCaseStartedId: 'run', body: JSON.stringify({ app: [], settings }), mediaType: CENSUS_MEDIA_TYPE, contentEncoding: 'IDENTITY' } },
      { testCaseFinished: { testCaseStartedId: 'run', timestamp: at, willBeRetried: false } },
    ] as unknown as Envelope[];
    for (const e of envelopes) c.onMessage(e);
    return c.finish()[0];
  }

  it('takes a security check that passed with a setting the framework ignores as not implemented, naming it', () => {
    expect(passedWith(['@security', '@spec:settings/query-parser'], ['query parser'])).toMatchObject({ status: 'not-implemented', missing: "app.set('query parser')" });
    expect(passedWith(['@security', '@spec:settings/query-parser'], []).status).toBe('passed');
    // a security check whose scaffolding sets it (not about the setting) keeps what it observed
    expect(passedWith(['@security', '@spec:res-operations/res.cookie'], ['query parser']).status).toBe('passed');
    // a conformance check that passed keeps its pass: what it asked for is what it got
    expect(passedWith([], ['query parser']).status).toBe('passed');
  });

  // One check, as its check process told it: each attempt's failure message, and what it attached (media type, body).
  function attempts(tries: Array<{ message?: string; attach?: Array<[string, string]> }>) {
    const c = new ResultCollector();
    const envelopes: unknown[] = [
      { pickle: { id: 'p', uri: 'features/response/x.feature', name: 'a check', language: 'en', steps: [{ id: 'ps', text: 'I send GET /', type: 'Action', astNodeIds: ['g'] }], tags: [], astNodeIds: ['s'] } },
      { testCase: { id: 'tc', pickleId: 'p', testSteps: [{ id: 'ts', pickleStepId: 'ps', stepDefinitionIds: ['d'] }] } },
    ];
    tries.forEach((t, i) => {
      const run = `run${i}`;
      envelopes.push({ testCaseStarted: { id: run, testCaseId: 'tc', attempt: i, timestamp: at } });
      for (const [mediaType, body] of t.attach ?? []) envelopes.push({ attachment: { testCaseStartedId: run, body, mediaType, contentEncoding: 'IDENTITY' } });
      const status = t.message === undefined ? 'PASSED' : 'FAILED';
      envelopes.push({ testStepFinished: { testCaseStartedId: run, testStepId: 'ts', testStepResult: { status, message: t.message, duration: at }, timestamp: at } });
      envelopes.push({ testCaseFinished: { testCaseStartedId: run, timestamp: at, willBeRetried: i < tries.length - 1 } });
    });
    for (const e of envelopes as Envelope[]) c.onMessage(e);
    return c.finish()[0];
  }

  it("judges a framework's own message that begins as ours by what was observed: a plain failure", () => {
    // The framework's 500 page, quoted by the step that expected 200: it mimics the words of a check that did not run.
    const message = 'expected status 200, got 500: "not run: the framework process was lost to work an earlier check left running"';
    for (const error of [message, 'not run: the run was stopped at its bound (--run-timeout)']) {
      const r = attempts([{ message: error }]);
      expect(r).toMatchObject({ status: 'failed', error });
      expect(r.notRun).toBeUndefined();
      expect(r.notRunCause).toBeUndefined();
      expect(isNotRun(r)).toBe(false);
      expect(summarize([r], false)).toMatchObject({ failed: 1, notRun: 0 });
    }
  });

  it('takes a check as not run when its check process said so, with the cause, whatever its words', () => {
    const said = notRun('no-fresh-process', "a fresh framework process was not ready within the check's bound of 5 s (--check-timeout)");
    const r = attempts([{ message: 'the words do not matter', attach: [[NOT_RUN_MEDIA_TYPE, JSON.stringify(said)]] }]);
    expect(r).toMatchObject({ status: 'failed', notRun: true, notRunCause: 'no-fresh-process', error: 'the words do not matter' });
    expect(summarize([r], false)).toMatchObject({ failed: 0, notRun: 1 });
    // ...only of an attempt that failed: one that passed ran.
    expect(attempts([{ attach: [[NOT_RUN_MEDIA_TYPE, JSON.stringify(said)]] }]).notRun).toBeUndefined();
    // ...and only in its own shape.
    expect(attempts([{ message: 'x', attach: [[NOT_RUN_MEDIA_TYPE, JSON.stringify({ cause: 'tired', message: 'not run: x' })]] }]).notRun).toBeUndefined();
  });

  it('keeps no failed attempt for one its framework process was lost in to an earlier check, by the cause, not the words', () => {
    const lost = notRun('leftover-crash', 'the framework process was lost to work an earlier check left running');
    const retried = attempts([{ message: 'anything', attach: [[NOT_RUN_MEDIA_TYPE, JSON.stringify(lost)]] }, {}]);
    expect(retried.status).toBe('passed');
    expect(retried.attempts).toBeUndefined();
    // An attempt whose failure only reads like it is a failed attempt: the check is flaky.
    const readsLike = attempts([{ message: lost.message }, {}]);
    expect(readsLike).toMatchObject({ status: 'passed', flaky: true, attempts: [{ error: lost.message }] });
  });

  it('takes a check as one the framework did not answer by what its check process told, never by the words', () => {
    const words = 'no response within 5000 ms to GET /: the handler never ended the response';
    const silent = attempts([{ message: words, attach: [[NO_ANSWER_MEDIA_TYPE, 'true']] }]);
    expect(silent).toMatchObject({ status: 'failed', noAnswer: true });
    expect(isNoAnswer(silent)).toBe(true);
    // A framework's 500 page that quotes our timeout's words is an answer.
    const quoted = attempts([{ message: `expected status 200, got 500: "${words}"` }, { message: words }]);
    expect(quoted.noAnswer).toBeUndefined();
    expect(isNoAnswer(quoted)).toBe(false);
    // ...and so is a check that passed, whatever was attached.
    expect(attempts([{ attach: [[NO_ANSWER_MEDIA_TYPE, 'true']] }]).noAnswer).toBeUndefined();
  });

  it('records the starvation its check process measured, as a number; a note alone is none', () => {
    const note = 'the machine did not run the framework process for 2.5 s while the check waited on it';
    expect(attempts([{ attach: [[STARVED_MEDIA_TYPE, '2500'], [NOTE_MEDIA_TYPE, note]] }])).toMatchObject({ status: 'passed', starvedMs: 2500, note });
    expect(attempts([{ attach: [[NOTE_MEDIA_TYPE, note]] }]).starvedMs).toBeUndefined();
    expect(attempts([{ attach: [[STARVED_MEDIA_TYPE, 'a while']] }]).starvedMs).toBeUndefined();
  });

  it('fails the checks a run never finished as not run, with the cause the runner gave', () => {
    const c = new ResultCollector();
    const envelopes = [
      { pickle: { id: 'p', uri: 'features/response/x.feature', name: 'a check', language: 'en', steps: [], tags: [], astNodeIds: ['s'] } },
      { testCase: { id: 'tc', pickleId: 'p', testSteps: [] } },
    ] as unknown as Envelope[];
    for (const e of envelopes) c.onMessage(e);
    c.addUnfinished(notRun('max-failures', 'the run stopped after 3 failed checks (--max-failures 3)'));
    expect(c.finish()[0]).toMatchObject({ status: 'failed', notRun: true, notRunCause: 'max-failures', error: 'not run: the run stopped after 3 failed checks (--max-failures 3)' });
  });

  // A check of res.json on a framework whose res lacks json (the census), failed at its request with `message`.
  function failedAtRequest(message: string, uncaught?: string) {
    const c = new ResultCollector();
    const code = "app.get('/', (req, res) => res.json({ a: 1 }))";
    const steps = [
      { id: 'st', text: 'the app:', type: 'Context', astNodeIds: ['g1'], argument: { docString: { content: code } } },
      { id: 'sr', text: 'I send "GET /"', type: 'Action', astNodeIds: ['g2'] },
    ];
    const envelopes = [
      { pickle: { id: 'p', uri: 'features/response/res.json.feature', name: 'res.json sends JSON', language: 'en', steps, tags: [{ name: '@spec:res-operations/res.json' }], astNodeIds: ['s'] } },
      { testCase: { id: 'tc', pickleId: 'p', testSteps: [{ id: 'ts1', pickleStepId: 'st', stepDefinitionIds: ['d1'] }, { id: 'ts2', pickleStepId: 'sr', stepDefinitionIds: ['d2'] }] } },
      { testCaseStarted: { id: 'run', testCaseId: 'tc', attempt: 0, timestamp: at } },
      { testStepFinished: { testCaseStartedId: 'run', testStepId: 'ts1', testStepResult: { status: 'PASSED', duration: at }, timestamp: at } },
      { testStepFinished: { testCaseStartedId: 'run', testStepId: 'ts2', testStepResult: { status: 'FAILED', message, duration: at }, timestamp: at } },
      { attachment: { testCaseStartedId: 'run', body: JSON.stringify({ res: ['json'] }), mediaType: CENSUS_MEDIA_TYPE, contentEncoding: 'IDENTITY' } },
      ...(uncaught ? [{ attachment: { testCaseStartedId: 'run', body: JSON.stringify({ kind: 'exception', message: uncaught }), mediaType: UNCAUGHT_MEDIA_TYPE, contentEncoding: 'IDENTITY' } }] : []),
      { testCaseFinished: { testCaseStartedId: 'run', timestamp: at, willBeRetried: false } },
    ] as unknown as Envelope[];
    for (const e of envelopes) c.onMessage(e);
    return c.finish()[0];
  }

  const stack = "TypeError: res.json is not a function\n    at Array.eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:32)";
  const words = `the framework threw an exception nobody caught while handling GET /:\n${stack}`;

  it("judges a framework's own message in the words of an uncaught TypeError by what was observed: a plain failure", () => {
    // The framework answered 500 with a page that mimics our words and a missing res.json; nothing threw.
    const r = failedAtRequest(`expected status 200, got 500: ${words}`);
    expect(r.status).toBe('failed');
    expect(r.missing).toBeUndefined();
    // ...even as the whole of the failure.
    expect(failedAtRequest(words).status).toBe('failed');
  });

  it('takes the exception nobody caught its check process told of as the missing member, whatever the words', () => {
    expect(failedAtRequest('the step says anything', stack)).toMatchObject({ status: 'not-implemented', missing: 'res.json' });
    expect(failedAtRequest(words, stack)).toMatchObject({ status: 'not-implemented', missing: 'res.json' });
  });
});
