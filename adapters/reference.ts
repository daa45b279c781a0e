// The bundled reference framework, at the generation of the requested profile.
import * as path from 'node:path';
import { AdapterError, type Adapter, type Generation } from './contract';

export function referenceAdapter(generation: Generation): Adapter {
  const entry = path.join(__dirname, '..', 'reference', generation);
  let fw: Adapter['fw'];
  try {
    fw = require(entry);
  } catch (err) {
    throw new AdapterError(
      `the reference framework has no ${generation} entry point (${(err as Error).message.split('\n')[0]})`,
      entry,
    );
  }
  // No version: the reference implements the latest minor of each generation,
  // so every @since tag applies.
  return { name: 'reference', generation, fw, source: entry };
}
