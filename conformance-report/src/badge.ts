// The badge: a shields.io endpoint JSON (https://shields.io/badges/endpoint-badge) that a
// framework's README shows as "fw 5.x | 2090/2090". The message counts checks, not rows: the
// checks that conform (passed, or a known divergence of an oracle) of those that apply
// (skipped ones left out), the same counts the gate decides on.
import { z } from 'zod';
import type { Results } from '../../runner/results';
import { isKnownDivergence } from './rows';

/**
 * The colour by verdict: brightgreen when every check that applies conforms; yellow when some
 * fail but at least BADGE_YELLOW_FROM of them conform (a fork a few fixes away); red below
 * that, or when the run could not be made.
 */
export const BADGE_YELLOW_FROM = 0.9;

/** What shields.io reads: it rejects unknown keys, so the badge carries no seal (formats.ts). */
export const shieldsEndpointSchema = z
  .object({
    schemaVersion: z.literal(1),
    label: z.string(),
    message: z.string(),
    color: z.enum(['brightgreen', 'yellow', 'red']),
    isError: z.boolean().optional(),
  })
  .strict();
export type ShieldsEndpoint = z.infer<typeof shieldsEndpointSchema>;

export function badgeOf(results: Results): ShieldsEndpoint {
  const label = `fw ${results.profile}${results.selection ? ' (filtered)' : ''}`;
  if (results.error) return shieldsEndpointSchema.parse({ schemaVersion: 1, label, message: 'could not run', color: 'red', isError: true });
  const applicable = results.results.filter((c) => c.status !== 'skipped');
  const conforming = applicable.filter((c) => c.status === 'passed' || isKnownDivergence(c, results)).length;
  const color = conforming === applicable.length ? 'brightgreen' : conforming >= BADGE_YELLOW_FROM * applicable.length ? 'yellow' : 'red';
  return shieldsEndpointSchema.parse({ schemaVersion: 1, label, message: `${conforming}/${applicable.length}`, color });
}

/** The endpoint JSON as written by --report badge:<file>. */
export function toBadge(results: Results): string {
  return JSON.stringify(badgeOf(results), null, 2) + '\n';
}
