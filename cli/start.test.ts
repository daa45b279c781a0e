// Start-up: --help, a usage error and `list` answer before the runner loads. Each is run in a
// Node process of its own through the built entry (dist/cli/start.js), which then lists the
// modules it loaded; none of the run's (Cucumber's runtime, the runner, the report writers,
// zod but for list's plan cache) may be among them.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, runCli } from '../test-support/cli';

const START = path.join(__dirname, '..', 'dist', 'cli', 'start.js');

/** The exit code, output and loaded modules (paths from node_modules/ or dist/) of `start(argv)`. */
function loaded(argv: string[]): { code: number; out: string; modules: string[] } {
  const script = `require(${JSON.stringify(START)}).start(${JSON.stringify(argv)}).then((code) => process.stdout.write('\\nMODULES ' + JSON.stringify({ code, modules: Object.keys(require.cache) }) + '\\n'));`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const m = /\nMODULES (.*)\n$/.exec(r.stdout);
  if (!m) throw new Error(`no module list: ${r.stdout}${r.stderr}`);
  const { code, modules } = JSON.parse(m[1]) as { code: number; modules: string[] };
  return { code, out: r.stdout.slice(0, m.index) + r.stderr, modules: modules.map((f) => f.replace(/^.*?\/(node_modules|dist)\//, '$1/')) };
}

const RUN_ONLY = [/node_modules\/@cucumber\/cucumber\//, /dist\/runner\/run\.js/, /dist\/cli\/main\.js/, /dist\/conformance-report\/src\/(formats|html|security)\.js/, /node_modules\/fast-check\//];

describe('start-up', () => {
  it.each([
    ['--help', ['--help'], 0, 'Usage:'],
    ['a usage error', ['--adaptor', 'x'], 2, 'unknown option "--adaptor"; did you mean --adapter?'],
  ])('%s prints without loading the runner, its reports or zod', (_what, argv, code, said) => {
    const r = loaded(argv);
    expect(r.out).toContain(said);
    expect(r.code).toBe(code);
    expect(r.modules.filter((m) => [...RUN_ONLY, /node_modules\/zod\//, /@cucumber\/gherkin\//].some((p) => p.test(m)))).toEqual([]);
  });

  it('list prints without loading the runner (the plan is read from its cache)', () => {
    loaded(['list']); // (a plan parsed once, if the cache was cold)
    const r = loaded(['list', '--name', '^res\\.sendStatus with an unknown code']);
    expect(r.out).toContain('features/response/res.sendStatus.feature:25');
    expect(r.out).toContain('\n1 checks of profile 5.x;');
    expect(r.code).toBe(0);
    expect(r.modules.filter((m) => [...RUN_ONLY, /@cucumber\/gherkin\//].some((p) => p.test(m)))).toEqual([]);
  });

  it('a usage error of a run that asks for reports still writes them (through the runner)', async () => {
    const r = await runCli(['--adaptor', 'x']);
    expect(r.stderr).toContain('unknown option "--adaptor"');
    expect(r.results?.error).toContain('usage error: unknown option "--adaptor"');
    expect(r.code).toBe(2);
  });

  it('list --name takes the checks whose name matches, as a run does, and refuses what is no regexp', async () => {
    const r = await cli(['list', '--profile', '4.x', '--name', 'sendStatus\\(599\\)', '--name', '^res\\.sendStatus with an unknown', '--json']);
    const ids = (JSON.parse(r.out) as Array<{ id: string }>).map((c) => c.id);
    expect(ids).toEqual([
      'features/response/res.sendStatus.feature::res.sendStatus with an unknown code sends the code as the body',
      'features/response/res.sendStatus.feature::res.sendStatus(599) with an unregistered code sends "599"',
    ]);
    const bad = await cli(['list', '--name', '(']);
    expect(bad.err).toContain('--name "(" is not a regular expression');
    expect(bad.code).toBe(2);
  });
});
