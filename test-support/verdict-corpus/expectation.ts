// What a corpus variant must be told by a run: per advisory, the verdict a reader of the
// Security section gets; per check, its status with the spec row blamed and the member or cause.
// Each expectation names the verdict machinery it depends on when that machinery is newer than
// the corpus (Mechanism), so the table says which expectations wait for, or came with, which change.
import { z } from 'zod';
import { observationKindSchema } from '../../run-protocol/observation';

/**
 * Verdict machinery an expectation depends on, beyond what a run gave at the corpus's start
 * (corpus.ts's NOT_YET_LANDED says which are not in the suite yet):
 * death: a framework process that dies or stops answering on a @security check's request is
 *   observed (kind `death`, verdict vulnerable; landed in e391e39);
 * census: "not implemented" decided from the framework's real objects, a missing scaffolding
 *   member makes the check skipped, a member present but called wrongly fails the row
 *   (landed in 82a6db4);
 * well-known: `/.well-known/` served by a static library is safe for CWE-538 (landed with
 *   the merge of wip/verdicts, ec35368);
 * json-by-value: outside serialization rows JSON bodies are compared by value (landed in
 *   da28191, its rows in features/support/json-body.ts);
 * ignored-setting: a setting the framework accepts and ignores (two values, one answer: the
 *   census's probe, adapters/isolation/ignored-settings.ts) makes the checks that set it not
 *   implemented, naming `app.set('<setting>')`, a security check that passed included;
 * census-swallowed: a 500 the framework answered itself, showing no cause, where the app code
 *   calls a member the census says the framework lacks: the app's error swallowed, judged as
 *   a member an error names (not implemented, or not applicable for scaffolding); an error the
 *   framework printed or showed from its own code is its own crash, the check failing with it
 *   named (runner/framework-500.ts);
 */
export const mechanismSchema = z.enum(['death', 'census', 'well-known', 'json-by-value', 'ignored-setting', 'census-swallowed']);
export type Mechanism = z.infer<typeof mechanismSchema>;

/** An advisory's verdict as the Security section gives it; `safe-failing`: safe, but a check of it fails. */
export const advisoryVerdictSchema = z.enum(['vulnerable', 'safe', 'safe-failing', 'not-implemented', 'not-observed', 'skipped']);
export type AdvisoryVerdict = z.infer<typeof advisoryVerdictSchema>;

export const checkVerdictSchema = z.enum(['passed', 'failed', 'not-implemented', 'skipped']);
export type CheckVerdict = z.infer<typeof checkVerdictSchema>;

const advisoryExpectation = z.strictObject({
  advisory: z.string().regex(/^(CVE|CWE)-\d+(-\d+)?$/),
  verdict: advisoryVerdictSchema,
  /** For vulnerable: the kind of observation that proved it ("file", "death"). */
  observation: observationKindSchema.optional(),
  /** For not-implemented: the member named. */
  missing: z.string().optional(),
  needs: mechanismSchema.optional(),
});

const checkExpectation = z.strictObject({
  /** The check's name exactly as listed (`fw-conformance list`). */
  check: z.string().min(1),
  verdict: checkVerdictSchema,
  /** For failed: the spec row blamed (one of the check's rows). */
  row: z.string().optional(),
  /** For failed: what its error must say (a regular expression over the error's first lines). */
  cause: z.string().optional(),
  /** For not-implemented: the member named; for skipped: the member the reason names. */
  missing: z.string().optional(),
  /** What the check's note must say (a regular expression): the cause it names beside its verdict. */
  note: z.string().optional(),
  needs: mechanismSchema.optional(),
});

export const expectationSchema = z.union([advisoryExpectation, checkExpectation]);
export type Expectation = z.infer<typeof expectationSchema>;
export type AdvisoryExpectation = z.infer<typeof advisoryExpectation>;
export type CheckExpectation = z.infer<typeof checkExpectation>;

export const variantSchema = z.strictObject({
  /** Short and unique: "express5-without-res.json". */
  id: z.string().regex(/^[\w.@-]+$/),
  /** The ONE thing it changes, in a reader's words. */
  change: z.string().min(1),
  /** The adapter: a file of variants/ (its name), or a shipped example (adapters/examples/...). */
  adapter: z.string(),
  profile: z.enum(['3.x', '4.x', '5.x']),
  /** The checks the run selects: names exactly (as --name ^...$), or a tag expression. */
  names: z.array(z.string()).default([]),
  tags: z.string().optional(),
  expect: z.array(expectationSchema).min(1),
});
export type Variant = z.input<typeof variantSchema>;
export type ParsedVariant = z.infer<typeof variantSchema>;

export const isAdvisoryExpectation = (e: Expectation): e is AdvisoryExpectation => 'advisory' in e;
