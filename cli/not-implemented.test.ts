// A member of the interface missing is not implemented whenever the app code meets it: here
// in a handler, at request time, where the framework catches the TypeError, answers 500 and
// prints it (the collector reads what it printed during the check: so what a framework
// prints as it answers must be the output of its check, printed late as Express prints it).
import * as path from 'node:path';
import { describe, it } from 'vitest';
import { runCli } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const LACKS_RES_JSON = path.join(__dirname, 'test-adapters', 'lacks-res-json.cjs');
const PRINTS_DEFERRED = path.join(__dirname, 'test-adapters', 'prints-deferred.cjs');

describe('a member missing at request time', { timeout: scaled(60_000) }, () => {
  it('is not implemented, the member named; a check that does not use it passes', async ({ expect }) => {
    const r = await runCli(['--adapter', LACKS_RES_JSON, '--profile', '5.x', '--name', '^res\\.json\\(\\[\\]\\) |^res\\.sendStatus\\(200\\) ', '--parallel', '1'], {
      // Express prints the error unless NODE_ENV is test, which vitest sets.
      env: { NODE_ENV: 'development' },
    });
    expect(r.code, r.output).toBe(1);
    expect(r.results!.summary).toMatchObject({ passed: 1, failed: 0, notImplemented: 1 });
    const check = r.results!.results.find((c) => c.name.startsWith('res.json([])'))!;
    expect(check).toMatchObject({ status: 'not-implemented', missing: 'res.json' });
    expect(check.error).toContain('expected status 200, got 500');
    expect(r.stdout).toMatch(/○ res\.json +\(1 check/);
  });
});

describe('a member missing at request time, where the framework prints nothing', { timeout: scaled(60_000) }, () => {
  it('is not implemented, read from its error page', async ({ expect }) => {
    // NODE_ENV=test, as a CI job may set: Express prints no error, and shows the stack in its 500 page.
    const r = await runCli(['--adapter', LACKS_RES_JSON, '--profile', '5.x', '--name', '^res\\.json\\(\\[\\]\\) ', '--parallel', '1'], { env: { NODE_ENV: 'test' } });
    expect(r.results!.results.map((c) => [c.status, c.missing, c.output])).toEqual([['not-implemented', 'res.json', undefined]]);
  });
});

describe("what the framework prints as it answers, deferred to the event loop's next turns", { timeout: scaled(60_000) }, () => {
  it('is the output of its check, not of the next one', async ({ expect }) => {
    const r = await runCli(['--adapter', PRINTS_DEFERRED, '--profile', '5.x', '--name', '^res\\.sendStatus\\((200|404)\\) ', '--parallel', '1'], { reports: ['json'] });
    expect(r.code, r.output).toBe(0);
    const outputs = r.results!.results.map((c) => c.output?.trim());
    expect(outputs).toEqual(['printed late for /', 'printed late for /']);
  });
});
