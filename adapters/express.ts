// The oracle adapters: real Express releases, installed as aliased dev dependencies
// (express3, express4, express5).
import * as fs from 'node:fs';
import { AdapterError, type Adapter, type Generation } from './contract';
import { describeAdapter, type AdapterInfo } from './isolation/protocol';

const aliases: Record<Generation, string> = { '3.x': 'express3', '4.x': 'express4', '5.x': 'express5' };

export function expressAdapter(generation: Generation): Adapter {
  const alias = aliases[generation];
  const major = generation[0];
  let fw: Adapter['fw'];
  let version: string;
  try {
    fw = require(alias);
    version = require(`${alias}/package.json`).version;
  } catch (err) {
    throw new AdapterError(
      `express@${major} is not installed (looked for the package alias "${alias}").\n` +
        `  Install it with: npm install --save-dev ${alias}@npm:express@${major}\n  (${(err as Error).message.split('\n')[0]})`,
      `express@${major}`,
    );
  }
  return { name: `express@${major}`, version, interfaceVersion: version, generation, fw, oracle: true, source: alias };
}

/** The oracle as the run sees it, from its package.json alone (express itself is not loaded). */
export function describeExpress(generation: Generation): AdapterInfo | undefined {
  const alias = aliases[generation];
  try {
    const file = require.resolve(`${alias}/package.json`);
    const version = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    return describeAdapter({ name: `express@${generation[0]}`, version, interfaceVersion: version, generation, oracle: true, source: alias });
  } catch {
    return undefined; // not installed: loading it says so, with the command that fixes it
  }
}
