// The suite's scenarios read statically (no adapter, no run): what each profile
// contains and which spec rows each scenario checks. Feeds `coverage` and the suite's lint.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import parseTagExpression from '@cucumber/tag-expressions';
import type { Generation } from '../adapters/contract';
import { FEATURES_DIR, profileTagExpression } from './run';

export interface PlannedScenario {
  feature: string;
  name: string;
  line: number;
  tags: string[];
  spec: string[];
}

function featureFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : featureFiles(p);
    return e.name.endsWith('.feature') ? [p] : [];
  });
}

/** Every scenario (outline rows expanded) of every feature file. */
export function allScenarios(dir = FEATURES_DIR): PlannedScenario[] {
  const out: PlannedScenario[] = [];
  for (const file of featureFiles(dir).sort()) {
    const newId = IdGenerator.uuid();
    const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
    const source = fs.readFileSync(file, 'utf8');
    const uri = path.relative(dir, file);
    let doc;
    try {
      doc = parser.parse(source);
    } catch (err) {
      throw new Error(`${uri}: ${(err as Error).message}`);
    }
    const lines = new Map<string, number>();
    for (const child of doc.feature?.children ?? []) {
      const scenarios = child.scenario ? [child.scenario] : (child.rule?.children.flatMap((c) => (c.scenario ? [c.scenario] : [])) ?? []);
      for (const s of scenarios) {
        lines.set(s.id, s.location.line);
        for (const ex of s.examples) for (const row of ex.tableBody) lines.set(row.id, row.location.line);
      }
    }
    for (const pickle of compile({ ...doc, uri }, uri, newId)) {
      const tags = pickle.tags.map((t) => t.name);
      out.push({
        feature: uri,
        name: pickle.name,
        line: lines.get(pickle.astNodeIds[pickle.astNodeIds.length - 1]) ?? 0,
        tags,
        spec: tags.filter((t) => t.startsWith('@spec:')).map((t) => t.slice(6)),
      });
    }
  }
  return out;
}

export function scenariosOfProfile(profile: Generation, tags?: string, dir = FEATURES_DIR): PlannedScenario[] {
  const expression = parseTagExpression(profileTagExpression(profile, tags));
  return allScenarios(dir).filter((s) => expression.evaluate(s.tags));
}
