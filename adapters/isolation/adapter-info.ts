// What the check side knows of an adapter, as it crosses in from the framework process:
// validated there (zod), apart from protocol.ts so that the framework process loads no zod.
import { z } from 'zod';
import { generationSchema } from '../contract';

export const adapterInfoSchema = z.object({
  name: z.string(),
  /** The framework's own version, shown in reports. */
  version: z.string().optional(),
  /** The Express interface version the framework claims: selects @since applicability. */
  interfaceVersion: z.string().optional(),
  generation: generationSchema,
  oracle: z.boolean().optional(),
  /** The adapter starts apps itself (serve()); `tls`: its serve() accepts { tls }. */
  serve: z.boolean(),
  tls: z.boolean(),
  source: z.string(),
});
export type AdapterInfo = z.infer<typeof adapterInfoSchema>;
