// The collector keeps a security check's observation: what its observation step attached.
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@cucumber/messages';
import { OBSERVATION_MEDIA_TYPE } from '../run-protocol/observation';
import { CENSUS_MEDIA_TYPE, LEFTOVER_CRASH_MEDIA_TYPE } from '../run-protocol/attachments';
import { ResultCollector } from './collect';

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
});
