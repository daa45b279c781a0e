// The results of one run: the JSON users gate on and reports are made from.
// Exported (schema and type) so users can validate what they read back.
import { z } from 'zod';
import { generationSchema } from '../adapters/contract';
import { exchangeSchema } from '../run-protocol/attachments';

// The exchange is recorded by the check processes (run-protocol/attachments.ts); results carry it.
export type { Exchange } from '../run-protocol/attachments';

/**
 * not-implemented: the app could not be built, the framework lacks an API the scenario uses
 * (runner/not-implemented.ts); counted apart from failed, and fails the gate as failed does.
 */
export const checkStatusSchema = z.enum(['passed', 'failed', 'skipped', 'not-implemented']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const checkResultSchema = z.object({
  /** Stable across edits that do not rename the scenario: "<feature path>::<scenario name>". */
  id: z.string(),
  feature: z.string(),
  name: z.string(),
  spec: z.array(z.string()),
  status: checkStatusSchema,
  durationMs: z.number().nonnegative(),
  error: z.string().optional(),
  /** What the framework lacks, for a not-implemented check: "fw.urlencoded". */
  missing: z.string().optional(),
  /** Why a skipped check was not applicable. */
  reason: z.string().optional(),
  /** What the framework printed during the check (stdout and stderr, cut at 16 KiB). */
  output: z.string().optional(),
  /** All tags of the scenario, including generation and @since tags. */
  tags: z.array(z.string()).default([]),
  /** Tagged @divergence: the check tests the spec where real Express differs. */
  divergence: z.boolean().optional(),
  /** Line of the scenario in its feature file. */
  line: z.number().int().optional(),
  /** The scenario as it ran (outline values filled in), for reports. */
  gherkin: z.string().optional(),
  /** The last request sent and response received, for reports. */
  exchange: exchangeSchema.optional(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const selectionSchema = z.object({
  tags: z.string().optional(),
  names: z.array(z.string()).optional(),
  /** --id and --check, as check ids. */
  ids: z.array(z.string()).optional(),
  /** Checks of the profile in all, for "12 of 2004 checks". */
  ofTotal: z.number().int(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const resultsSchema = z.object({
  adapter: z.object({
    name: z.string(),
    version: z.string().nullable(),
    /** The Express interface version the framework claims (selects @since applicability). */
    interfaceVersion: z.string().nullable().optional(),
    generation: generationSchema,
  }),
  /** The bounds the run was made with (ms). */
  bounds: z
    .object({
      response: z.number(),
      check: z.number(),
      run: z.number(),
    })
    .optional(),
  profile: generationSchema,
  startedAt: z.string(),
  durationMs: z.number().nonnegative(),
  seed: z.number().int(),
  summary: z.object({
    passed: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    /** Failed checks that are known divergences of an oracle adapter: not counted in failed. */
    divergent: z.number().int().default(0),
    /** Checks that could not run: the framework lacks an API they use (not counted in failed). */
    notImplemented: z.number().int().default(0),
  }),
  results: z.array(checkResultSchema),
  /** The run could not be made (a broken adapter, a framework that fails while loading): why. No check ran. */
  error: z.string().optional(),
  /**
   * Spec rows of the profile (of the selected checks, in a filtered run): covered when a
   * check of the row ran, not applicable when all its checks were skipped, uncovered when
   * none was in the run. total = covered + notApplicable + uncovered.
   */
  coverage: z.object({
    total: z.number().int(),
    covered: z.number().int(),
    uncovered: z.array(z.string()),
    notApplicable: z.array(z.string()).default([]),
  }),
  /** Present when the run was a part of the profile: what selected it. */
  selection: selectionSchema.optional(),
});
export type Results = z.infer<typeof resultsSchema>;
