// What a check process attaches to a scenario for the runner's collector (Cucumber
// attachments): the last exchange, what the framework printed, why a check was skipped.
import { z } from 'zod';

/** A message body as recorded for the report: UTF-8 text, or base64 when not valid UTF-8. */
export const recordedBodySchema = z.object({
  encoding: z.enum(['utf8', 'base64']),
  data: z.string(),
  /** Size on the wire; data is cut at 4 KiB. */
  bytes: z.number().int().nonnegative(),
  truncated: z.boolean().optional(),
});

/** The last request a scenario sent and the response it received (absent if none came). */
export const exchangeSchema = z.object({
  request: z.object({
    method: z.string(),
    path: z.string(),
    /** Every header line as sent, in order: the scenario's and those the client and node added. */
    headers: z.array(z.tuple([z.string(), z.string()])),
    body: recordedBodySchema.optional(),
  }),
  response: z
    .object({
      status: z.number().int(),
      statusText: z.string(),
      headers: z.array(z.tuple([z.string(), z.string()])),
      body: recordedBodySchema,
    })
    .optional(),
  /** How many requests the scenario sent in all (a property sends many; the last is shown). */
  requests: z.number().int().nonnegative().optional(),
});
export type Exchange = z.infer<typeof exchangeSchema>;
/** Media type of the Cucumber attachment that carries an Exchange from a scenario to the collector. */
export const EXCHANGE_MEDIA_TYPE = 'application/vnd.fw-conformance.exchange+json';
/** What the framework printed during a check (its process's stdout and stderr). */
export const APP_OUTPUT_MEDIA_TYPE = 'text/x.fw-conformance.app-output';
/** A note on how the check ran that does not change its verdict (the machine starved its framework: adapters/isolation/starvation.ts). */
export const NOTE_MEDIA_TYPE = 'text/x.fw-conformance.note';
/** How long the machine starved the framework while the check waited on it, in ms (a number, as text), where it is long enough to note. */
export const STARVED_MEDIA_TYPE = 'text/x.fw-conformance.starved-ms';
/** The check failed because the framework did not answer (adapters/isolation/failure.ts, isNoAnswer): a wait ended at its bound, its loop blocked, nothing could move it on. */
export const NO_ANSWER_MEDIA_TYPE = 'text/x.fw-conformance.no-answer';
/** Why a check was not applicable (it is skipped with this reason). */
export const SKIP_REASON_MEDIA_TYPE = 'text/x.fw-conformance.skip-reason';

/**
 * A crash of work an earlier check left running, told by the check it fell on
 * (adapters/isolation/leftover-crash.ts): the collector fails the earlier check for it.
 */
export const leftoverCrashSchema = z.object({
  owner: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(['exception', 'rejection']),
  message: z.string(),
  during: z.string(),
});
export const LEFTOVER_CRASH_MEDIA_TYPE = 'application/vnd.fw-conformance.leftover-crash+json';

/**
 * The exception nobody caught (or the rejection left unhandled) that ended the framework in
 * the check it failed: the error's stack as the framework process gave it. The collector reads
 * a missing member from it (runner/not-implemented.ts), never from the words of the failure.
 */
export const uncaughtSchema = z.object({
  kind: z.enum(['exception', 'rejection']),
  message: z.string(),
});
export type Uncaught = z.infer<typeof uncaughtSchema>;
export const UNCAUGHT_MEDIA_TYPE = 'application/vnd.fw-conformance.uncaught+json';

/**
 * The members of the interface the framework's real objects lack, by object (fw, app, router,
 * req, res), attached to a failed check: the collector decides "not implemented" by it
 * (runner/not-implemented.ts). An object left out was not inspected.
 */
export const censusSchema = z.object({
  fw: z.array(z.string()).optional(),
  app: z.array(z.string()).optional(),
  router: z.array(z.string()).optional(),
  req: z.array(z.string()).optional(),
  res: z.array(z.string()).optional(),
  /** The settings the framework accepts and ignores: `app.set(name, value)` changes nothing it answers (adapters/isolation/ignored-settings.ts). */
  settings: z.array(z.string()).optional(),
});
export type Census = z.infer<typeof censusSchema>;
export const CENSUS_MEDIA_TYPE = 'application/vnd.fw-conformance.census+json';
