// `npm run corpus`: runs every variant of the verdict corpus and prints the table, variant x
// expected x got; exits 1 when a verdict differs from what its variant must get (2 when a
// run could not be made). Options: --markdown (the table as Markdown), --only <variant id>
// (repeatable), --list (the variants and their expectations, nothing run).
import { parseArgs } from 'node:util';
import { CORPUS, NOT_YET_LANDED } from './corpus';
import { failing, judgeAll } from './judge';
import { markdown, text } from './table';
import { variantSchema } from './expectation';

async function main(): Promise<number> {
  let options;
  try {
    options = parseArgs({ options: { markdown: { type: 'boolean' }, only: { type: 'string', multiple: true }, list: { type: 'boolean' } } }).values;
  } catch (err) {
    process.stderr.write(`npm run corpus: ${(err as Error).message}\n`);
    return 2;
  }
  const only = options.only ?? [];
  const unknown = only.filter((id) => !CORPUS.some((v) => v.id === id));
  if (unknown.length) {
    process.stderr.write(`npm run corpus: --only ${unknown.join(', ')}: no such variant (${CORPUS.length} in test-support/verdict-corpus/corpus.ts)\n`);
    return 2;
  }
  const variants = only.length ? CORPUS.filter((v) => only.includes(v.id)) : CORPUS;
  if (options.list) {
    for (const v of variants.map((x) => variantSchema.parse(x))) process.stdout.write(`${v.id} (${v.profile}, ${v.adapter}): ${v.change}; ${v.expect.length} verdicts\n`);
    return 0;
  }
  let ended = 0;
  const rows = await judgeAll(variants, NOT_YET_LANDED, (r) => {
    ended++;
    process.stderr.write(`[${ended}/${variants.length}] ${r[0].variant}: ${r.filter((x) => x.outcome === 'differs').length ? 'DIFFERS' : 'ok'}\n`);
  });
  process.stdout.write(options.markdown ? markdown(rows) : text(rows));
  return failing(rows).length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`npm run corpus: a run could not be made: ${(err as Error).message}\n`);
    process.exit(2);
  },
);
