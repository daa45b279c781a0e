// The adapter contract: the one shape every framework under test is brought into.
// Data crosses in here from user code, so it is validated with zod and every
// failure names the field and the fix.
import { z } from 'zod';
import type { Server } from 'node:http';

import { GENERATIONS, type Generation } from './generations';

export { GENERATIONS, type Generation } from './generations';
export const generationSchema = z.enum(GENERATIONS);

/** What `serve(app)` resolves to: where the app listens, and how to stop it. */
export const servedSchema = z.object({
  url: z.string().url(),
  close: z.function(),
});
export interface Served {
  url: string;
  close(): unknown;
}

/** What serve(app, options) is asked for: TLS with this key and certificate, when given. */
export interface ServeOptions {
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export const adapterObjectSchema = z.object({
  name: z.string().min(1, 'name must be a non-empty string'),
  /** The framework's own version (tinyhttp 3.0.11): shown in reports, never compared with tags. */
  version: z.string().optional(),
  /**
   * The Express interface version the framework claims (4.17.1): checks of behaviour that
   * arrived in a later minor (@since tags) are not applicable. Absent: every check applies.
   */
  interfaceVersion: z.string().optional(),
  generation: generationSchema,
  fw: z.custom<(...args: unknown[]) => unknown>((v) => typeof v === 'function', {
    message: 'fw must be the framework function (the one called as fw() to create an app)',
  }),
  serve: z
    .custom<(app: unknown, options?: ServeOptions) => Promise<Served> | Served>((v) => typeof v === 'function', {
      message: 'serve, when given, must be a function serve(app) resolving { url, close() }',
    })
    .optional(),
  /** serve(app, { tls: { key, cert } }) serves HTTPS; without it the TLS checks are not applicable. */
  tls: z.boolean().optional(),
});

/** The object form of an adapter module's export. */
export type AdapterObject = z.infer<typeof adapterObjectSchema>;

/** An adapter after loading: always the object form, plus where it came from. */
export interface Adapter {
  name: string;
  version?: string;
  interfaceVersion?: string;
  generation: Generation;
  /** The framework function: fw() returns an app. */
  fw: (...args: unknown[]) => unknown;
  serve?: (app: unknown, options?: ServeOptions) => Promise<Served> | Served;
  tls?: boolean;
  /** The bundled real Express releases: the behavioural oracle of the suite. */
  oracle?: boolean;
  /** Module path or bundled name the adapter was loaded from. */
  source: string;
}

export { AdapterError } from './adapter-error';

/** Formats zod issues as "field: message" lines a user can act on. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(export)'}: ${issue.message}`)
    .join('\n');
}

export type { Server };
