// What an attacker observes, attached by a security scenario's observation step for the
// runner's collector: whether the observation that proves the framework vulnerable was made
// (conformance-report/src/security.ts turns it into the advisory's verdict).
import { z } from 'zod';

/**
 * markup: markup taken from the request in a response a browser renders as HTML;
 * location: a Location a browser follows off the site;
 * file: a secret, or a traversal target, on the wire;
 * cost: the CPU or memory a crafted request costs the framework;
 * header: a header, a body or a cookie attribute the request wrote (CR LF, ';');
 * prototype: an object of the app's with a prototype the request chose;
 * death: the framework's process died, or stopped answering, on a request of the check (a
 * denial of service whatever the advisory's own observation: features/support/hooks.ts);
 * crash: the framework's process ended (or stopped answering) after a request it had answered.
 */
export const observationKindSchema = z.enum(['markup', 'location', 'file', 'cost', 'header', 'prototype', 'death', 'crash']);
export type ObservationKind = z.infer<typeof observationKindSchema>;

export const observationSchema = z.object({
  kind: observationKindSchema,
  /** The observation was made: the framework is vulnerable. */
  made: z.boolean(),
  /** What was observed, when it was: "the HTML body holds \"<script>\" of the URL unescaped". */
  evidence: z.string().optional(),
});
export type Observation = z.infer<typeof observationSchema>;

/** Media type of the Cucumber attachment that carries an Observation from an observation step to the collector. */
export const OBSERVATION_MEDIA_TYPE = 'application/vnd.fw-conformance.observation+json';
