// The command's entry (bin/fw-conformance.js): what needs no runner is answered before anything
// heavy loads. --help, a usage error and `list` cost a Node start and the argument parser;
// every other command, and a run that must still write its reports after a usage error, goes
// to ./main, which loads the runner, Cucumber, the report writers and zod.
import { commandOf, parseCommandLine, requestedReports, UsageError, USAGE, type Args } from './args';
import { loadZodLocalesWhenRead } from '../layout/zod-english';

export async function start(argv: string[]): Promise<number> {
  const { command, rest } = commandOf(argv);
  let args: Args | undefined;
  if (command !== 'diff') {
    try {
      args = parseCommandLine(argv);
    } catch (err) {
      const writesReports = (command === 'run' || command === 'show') && requestedReports(rest).length > 0;
      if (!(err instanceof UsageError) || writesReports) return loadMain(argv);
      process.stderr.write(`fw-conformance: ${err.message}\n\n${USAGE}\n`);
      return 2;
    }
  }
  if (args?.command === 'help') {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  if (args?.command === 'list') return (require('./list') as typeof import('./list')).listCommand(args);
  return loadMain(argv);
}

function loadMain(argv: string[]): Promise<number> {
  loadZodLocalesWhenRead(); // before ./main loads zod
  return (require('./main') as typeof import('./main')).main(argv);
}
