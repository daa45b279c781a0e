// The bundled reference framework, at the generation of the requested profile.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeAdapter } from './describe-adapter';
import type { AdapterInfo } from './isolation';
import { AdapterError } from './adapter-error';
import type { Adapter, Generation } from './contract';

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

/** The reference as the run sees it, without loading it; undefined if its entry point is missing. */
export function describeReference(generation: Generation): AdapterInfo | undefined {
  const entry = path.join(__dirname, '..', 'reference', generation);
  const exists = ['.js', '.ts'].some((ext) => fs.existsSync(entry + ext));
  return exists ? describeAdapter({ name: 'reference', generation, source: entry }) : undefined;
}
