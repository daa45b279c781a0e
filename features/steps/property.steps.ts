// Then the property "<name>" holds: a fast-check property over HTTP, seeded so that
// CI is repeatable and a failure can be replayed with --seed.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Then } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import { DEFAULT_SEED } from '../../run-protocol/run-config';
import type { ConformanceProperty } from '../properties/property';
import { observe } from '../support/observation';
import { Failure } from '../../adapters/isolation';


/** The runs of a property in a run with --num-runs `numRuns`. */
export function runsOf(property: ConformanceProperty, numRuns: number): number {
  return Math.max(1, Math.round(numRuns * (property.runsFactor ?? 1)));
}

let registry: Map<string, ConformanceProperty> | undefined;
function properties(): Map<string, ConformanceProperty> {
  if (registry) return registry;
  registry = new Map();
  const dir = path.join(__dirname, '..', 'properties');
  for (const file of fs.readdirSync(dir)) {
    if (!/\.property\.[jt]s$/.test(file)) continue;
    const mod = require(path.join(dir, file)) as { default?: ConformanceProperty | ConformanceProperty[] };
    const list = Array.isArray(mod.default) ? mod.default : mod.default ? [mod.default] : [];
    for (const p of list) {
      if (registry.has(p.name)) throw new Error(`two properties are named "${p.name}" (${file})`);
      registry.set(p.name, p);
    }
  }
  return registry;
}

Then('the property {string} holds', { timeout: 120_000 }, async function (this: ConformanceWorld, name: string) {
  // Loaded with the first property (as are the properties): a check process without one,
  // the CLI's of a one-check run say, does not pay for fast-check (20 ms of CPU).
  const fc = (require('fast-check') as typeof import('fast-check')).default;
  const property = properties().get(name);
  if (!property) throw new Error(`no property named "${name}" in features/properties/*.property.ts`);
  const seed = this.config.seed ?? DEFAULT_SEED;
  const result = await fc.check(property.build({ request: (r) => this.request(r), profile: this.config.profile }), {
    seed,
    numRuns: runsOf(property, this.config.numRuns),
    endOnFailure: false,
  });
  // A security property's failure is its observation, unless the framework itself failed.
  if (property.observation && !this.frameworkFailure) observe(this, property.observation, result.failed ? `property "${name}" does not hold: ${property.statement}` : undefined);
  if (result.failed) {
    const counterexample = result.counterexample ? fc.stringify(result.counterexample) : '(none)';
    const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    // The framework itself failed (it died, stalled, stopped answering): that comes first,
    // the counterexample is only where it happened to show.
    const framework = this.frameworkFailure;
    // With the framework's failure first, the message is the whole story (a check that did
    // not run reads as one; the world tells the collector so as data: world.notRun).
    throw new (framework ? Failure : Error)(
      (framework ? `${framework.message}\n` : '') +
        `property "${name}" does not hold: ${property.statement}\n` +
        `counterexample: ${counterexample}\n` +
        `seed: ${seed}, path: ${result.counterexamplePath ?? '?'} (replay with --seed ${seed})\n` +
        `after ${result.numRuns} runs and ${result.numShrinks} shrinks:\n${cause}`,
    );
  }
});
