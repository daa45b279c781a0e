// A Cucumber plugin (loaded by runner/run.ts) that gives each check only the part of its
// feature's document that is about it. Cucumber sends every check to its worker with the whole
// Gherkin document of its feature (the parsed file, every scenario of it): 77 MB of JSON for
// the 2,833 checks, written by the CLI and parsed by the workers, a second of the CLI's CPU in
// a whole-profile run. A worker hands the document only to hooks (`Before({ gherkinDocument })`),
// and ours read the pickle. The documents the reports read come in Cucumber's messages, whole.
import type { FeatureChild, GherkinDocument, Pickle, RuleChild } from '@cucumber/messages';

/** What Cucumber gives a 'pickles:order' transform (its IFilterablePickle). */
type Sourced = { gherkinDocument: GherkinDocument; pickle: Pickle; location: unknown };

/** The document with only the backgrounds, and the scenario or rule, that the pickle comes from. */
export function slimDocument(doc: GherkinDocument, pickle: Pickle): GherkinDocument {
  if (!doc.feature) return doc;
  const ids = new Set(pickle.astNodeIds);
  const ruleKept = (c: RuleChild) => c.background !== undefined || (c.scenario !== undefined && ids.has(c.scenario.id));
  const children: FeatureChild[] = [];
  for (const child of doc.feature.children) {
    if (child.background) children.push(child);
    else if (child.scenario && ids.has(child.scenario.id)) children.push(child);
    else if (child.rule?.children.some((c) => c.scenario && ids.has(c.scenario.id))) {
      children.push({ rule: { ...child.rule, children: child.rule.children.filter(ruleKept) } });
    }
  }
  return { ...doc, comments: [], feature: { ...doc.feature, children } };
}

/** Each pickle with its slim document (one per scenario of a document, not one per pickle of an outline). */
export function slimAll<T extends Sourced>(pickles: readonly T[]): T[] {
  const slim = new Map<string, GherkinDocument>();
  return pickles.map((p) => {
    const key = `${p.gherkinDocument.uri}\n${p.pickle.astNodeIds[0]}`;
    let doc = slim.get(key);
    if (!doc) slim.set(key, (doc = slimDocument(p.gherkinDocument, p.pickle)));
    return { ...p, gherkinDocument: doc };
  });
}

/** The plugin, as Cucumber's plugin API takes it (`plugins.specifiers`). */
export default {
  type: 'plugin' as const,
  coordinator({ transform }: { transform: (event: 'pickles:order', f: (pickles: readonly Sourced[]) => Sourced[]) => void }) {
    transform('pickles:order', slimAll);
  },
};
