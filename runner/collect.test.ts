// The collector keeps a security check's observation: what its observation step attached.
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@cucumber/messages';
import { OBSERVATION_MEDIA_TYPE } from '../run-protocol/observation';
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
});
