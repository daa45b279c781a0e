import { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { describe, expect, it } from 'vitest';
import { slimAll, slimDocument } from './slim-documents';

const FEATURE = `# a comment
Feature: f
  Background:
    Given a

  Scenario: one
    Given b

  Scenario Outline: two <x>
    Given <x>
    Examples:
      | x |
      | c |
      | d |

  Rule: r
    Background:
      Given e
    Scenario: three
      Given f
    Scenario: four
      Given g
`;

function parse() {
  const newId = IdGenerator.incrementing();
  const doc = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(FEATURE);
  doc.uri = 'features/x.feature';
  return { doc, pickles: compile(doc, 'features/x.feature', newId) };
}
const names = (doc: ReturnType<typeof slimDocument>) =>
  doc.feature!.children.map((c) => c.background ? 'background' : c.scenario ? c.scenario.name : `rule ${c.rule!.name}: ${c.rule!.children.map((r) => r.background ? 'background' : r.scenario!.name).join(', ')}`);

describe('the document a check is sent with', () => {
  it("keeps the backgrounds and the check's own scenario, in its rule", () => {
    const { doc, pickles } = parse();
    const byName = new Map(pickles.map((p) => [p.name, p]));
    expect(names(slimDocument(doc, byName.get('one')!))).toEqual(['background', 'one']);
    expect(names(slimDocument(doc, byName.get('two c')!))).toEqual(['background', 'two <x>']);
    expect(names(slimDocument(doc, byName.get('four')!))).toEqual(['background', 'rule r: background, four']);
    expect(slimDocument(doc, byName.get('one')!)).toMatchObject({ uri: 'features/x.feature', comments: [], feature: { name: 'f', location: doc.feature!.location } });
  });

  it('leaves the whole document untouched, and shares one slim copy between the examples of an outline', () => {
    const { doc, pickles } = parse();
    const before = JSON.stringify(doc);
    const slim = slimAll(pickles.map((pickle) => ({ gherkinDocument: doc, pickle, location: {} })));
    expect(JSON.stringify(doc)).toBe(before);
    expect(slim.map((s) => s.pickle)).toEqual(pickles);
    expect(slim[1].gherkinDocument).toBe(slim[2].gherkinDocument); // two c, two d
    expect(slim[0].gherkinDocument).not.toBe(slim[1].gherkinDocument);
    expect(JSON.stringify(slim[0].gherkinDocument).length).toBeLessThan(before.length / 2);
  });
});
