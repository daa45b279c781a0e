// Usage errors in this project's words, for every flag and command (parsed in process: no
// run is made), and the exit code 2 with the usage through the built CLI.
import { describe, expect, it } from 'vitest';
import { cli } from '../test-support/cli';
import { COMMAND_OPTIONS, parseCommandLine } from './args';

function usageError(argv: string[]): string {
  try {
    parseCommandLine(argv);
  } catch (err) {
    expect((err as Error).constructor.name).toBe('UsageError');
    return (err as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('--last-failed', () => {
  it('takes a file when one follows, else reads the last run', () => {
    expect(parseCommandLine(['--last-failed', 'r.json', '--quiet'])).toMatchObject({ lastFailed: { file: 'r.json', adapterGiven: false, profileGiven: false }, quiet: true });
    expect(parseCommandLine(['--last-failed', '--adapter', 'x'])).toMatchObject({ lastFailed: { adapterGiven: true, profileGiven: false }, adapter: 'x' });
    expect(parseCommandLine(['--profile', '4.x', '--last-failed'])).toMatchObject({ lastFailed: { profileGiven: true } });
    expect((parseCommandLine(['--last-failed']) as { lastFailed: object }).lastFailed).not.toHaveProperty('file');
  });
});

describe('--profile', () => {
  it("is left to the adapter's generation when not given (cli/profile.ts chooses it), for run and show", () => {
    expect(parseCommandLine(['--adapter', 'express@4'])).not.toHaveProperty('profile');
    expect(parseCommandLine(['show', 'a.feature:3', '--adapter', 'express@4'])).not.toHaveProperty('profile');
    expect(parseCommandLine(['--adapter', 'express@4', '--profile', '5.x'])).toMatchObject({ profile: '5.x' });
  });

  it('defaults to 5.x where no adapter is given to ask: list, coverage, init', () => {
    expect(parseCommandLine(['list'])).toMatchObject({ profile: '5.x' });
    expect(parseCommandLine(['coverage'])).toMatchObject({ profile: '5.x' });
    expect(parseCommandLine(['init'])).toMatchObject({ profile: '5.x' });
  });

  it('checks --interface-version against --profile when given, else later against the chosen profile', () => {
    expect(usageError(['--profile', '5.x', '--interface-version', '4.17.1'])).toContain('4.17.1 is an Express 4.x version, but the run checks the 5.x profile');
    expect(parseCommandLine(['--adapter', 'express@4', '--interface-version', '4.17.1'])).toMatchObject({ interfaceVersion: '4.17.1' });
  });
});

describe('usage errors', () => {
  it.each([
    [['--adaptor', 'x'], 'unknown option "--adaptor"; did you mean --adapter?'],
    [['--verbos'], 'unknown option "--verbos"; did you mean --verbose?'],
    [['-x'], 'unknown option "-x"; options are written --name'],
    [['--timeout', '-1'], '--timeout takes a positive duration such as 5000 (milliseconds), 5s or 2m; got "-1"'],
    [['--check-timeout', '0'], '--check-timeout takes a positive duration'],
    [['--run-timeout', '5h'], '--run-timeout takes a positive duration'],
    [['--parallel', '0'], '--parallel takes a positive whole number, got "0"'],
    [['--num-runs', 'many'], '--num-runs takes a positive whole number, got "many"'],
    [['--seed', '1.5'], '--seed takes a whole number, got "1.5"'],
    [['--profile', '6.x'], 'unknown profile "6.x"; use one of 3.x, 4.x, 5.x'],
    [['--interface-version', '4.99.0'], '--interface-version:'],
    [['--tags', '@a and'], '--tags "@a and" is not a tag expression'],
    [['--name', '('], '--name "(" is not a regular expression'],
    [['--check', 'res.send.feature:x'], '--check takes <feature file>[:<line>]'],
    [['--check', 'res.send'], '--check takes <feature file>[:<line>]'],
    [['--report', 'pdf:x'], 'unknown report format "pdf"'],
    [['--adapter'], '--adapter needs a value'],
    [['--adapter', '--profile', '5.x'], '--adapter needs a value, but the next argument is the option "--profile"; if "--profile" is the value, write --adapter=--profile'],
    [['--max-failures', '0'], '--max-failures takes a positive whole number, got "0"'],
    [['--bail-after-timeouts', 'never'], '--bail-after-timeouts takes a whole number (0 or more), got "never"'],
    [['--adapter='], '--adapter needs a value, got an empty one'],
    [['--adapter', 'a', '--adapter', 'b'], '--adapter is given twice'],
    [['--quiet=yes'], '--quiet takes no value'],
    [['--watch-path', 'lib'], '--watch-path is the path --watch watches: give --watch too'],
    [['--watch', '--write-baseline', 'b.json'], '--watch reruns the selection on every change: --write-baseline does not go with it'],
    [['--watch', '--changed'], '--changed does not go with --watch: with --coverage, --watch reruns after each edit the checks whose coverage reached the edited files itself'],
    [['--last-failed', '--check', 'a.feature:3'], '--last-failed selects the checks itself'],
    [['--last-failed', 'a.json', '--last-failed'], '--last-failed is given twice'],
    [['--quiet', '--verbose'], '--quiet prints only the summary and --verbose prints each failed check whole: give one'],
    [['--baseline', 'a', '--update-baseline', 'b'], 'give one of --baseline (gate on it), --update-baseline'],
    [['--baseline', 'a', '--write-baseline', 'b'], 'not --baseline and --write-baseline'],
    [['--version', '4.17.1'], '--version was renamed --interface-version'],
    [['--profile', '4.x', 'coverage'], 'unexpected argument "coverage" to run; a command comes first: fw-conformance coverage ...'],
    [['lst'], 'unknown command "lst"; did you mean list?'],
    [['./my-adapter.js'], 'unknown command "./my-adapter.js"'],
    [['list', '--adapter', 'x'], '--adapter does not apply to list (it takes --profile --tags --name --json)'],
    [['list', 'extra'], 'unexpected argument "extra" to list'],
    [['list-adapters', '--json'], '--json does not apply to list-adapters (it takes no option)'],
    [['coverage', '--tags', '@res'], '--tags does not apply to coverage'],
    [['init', '--adapter', 'x'], '--adapter does not apply to init (it takes --profile --serve --matrix)'],
    [['init', '--profile', '2.x'], 'unknown profile "2.x"'],
    [['show'], 'show takes the check to run: its id as printed, or <feature file>:<line>'],
    [['show', 'a', 'b', '--adapter', 'x'], 'show takes one check (got 2)'],
    [['show', 'features/x.feature:3'], 'show needs --adapter'],
    [['show', 'x', '--adapter', 'y', '--tags', '@a'], '--tags does not apply to show'],
    [['--max-memory', '1g'], '--max-memory takes a positive whole number, got "1g"'],
    [['report'], 'report takes one or more results files'],
    [['report', 'a.json'], 'report needs an output'],
    [['report', 'a.json', '--adapter', 'x'], '--adapter does not apply to report'],
  ])('%j: %s', (argv, message) => {
    expect(usageError(argv)).toContain(message);
  });

  it('every option of every command is parsed without a usage error when well formed', () => {
    const good: Record<string, string[]> = {
      adapter: ['./a.js'], profile: ['4.x'], 'interface-version': ['5.1.0'], tags: ['@res'], name: ['x'], id: ['a::b'], check: ['a.feature:3'], shard: ['2/3'], runtime: ['node'],
      report: ['json:r.json'], html: ['r.html'], markdown: ['r.md'], parallel: ['2'], timeout: ['5s'], 'check-timeout': ['1m'], 'run-timeout': ['30m'],
      seed: ['-3'], 'num-runs': ['10'], quiet: [], verbose: [], security: [], json: [], serve: [], matrix: [], baseline: ['b.json'], 'write-baseline': ['b.json'], 'update-baseline': ['b.json'],
      'max-memory': ['512'],
      'max-failures': ['3'], 'bail-after-timeouts': ['0'],
      retries: ['2'], 'fail-on-flaky': [],
      'last-failed': ['r.json'], watch: [], 'watch-path': ['lib', '--watch'],
      coverage: ['cov'], related: ['lib/response.js'], changed: ['main'],
    };
    for (const [command, options] of Object.entries(COMMAND_OPTIONS)) {
      for (const option of options) {
        if (command === 'run' && option === 'verbose') continue;
        const positional = command === 'report' || command === 'merge' ? ['r.json', ...(['html', 'markdown', 'report'].includes(option) ? [] : ['--html', 'x.html'])] : command === 'show' ? ['a.feature:3', ...(option === 'adapter' ? [] : ['--adapter', 'x'])] : command === 'compare' ? ['a.json', 'b.json'] : [];
        const argv = [...(command === 'run' ? [] : [command]), ...positional, `--${option}`, ...good[option]];
        expect(() => parseCommandLine(argv), argv.join(' ')).not.toThrow();
      }
    }
  });

  it('exits 2 with the message and the usage, through the CLI', async () => {
    const r = await cli(['list', '--adapter', 'x']);
    expect(r.err).toContain('fw-conformance: --adapter does not apply to list');
    expect(r.err).toContain('Usage:');
    expect(r.code).toBe(2);
  });
});
