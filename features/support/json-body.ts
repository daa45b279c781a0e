// How a check compares a body with the text it expects. A check of a row about serialization
// (the bytes res.json writes, its settings, res.send of an object) compares the text: spacing,
// key order and escapes are what it checks. Any other check that expects a JSON object or
// array compares the value, so a framework that indents its JSON fails the serialization
// rows, which count that difference, and not every row whose app happens to answer in JSON.
import { isDeepStrictEqual } from 'node:util';

/** The spec rows about how a value is serialized into the body: their checks compare text. */
export const SERIALIZATION_ROWS: ReadonlySet<string> = new Set([
  'res-operations/res.json',
  'res-operations/res.jsonp',
  // res.send of an object or array is res.json's serialization.
  'res-operations/res.send',
  'settings/json-spaces',
  'settings/json-replacer',
  'settings/json-escape',
  'settings/jsonp-callback-name',
  'res-3x/json',
  'res-3x/jsonp',
  'res-3x/send',
  'settings-3x/json-spaces',
  'settings-3x/json-replacer',
  'settings-3x/jsonp-callback-name',
]);

/** A check whose @spec rows include one about serialization compares bodies as text. */
export function aboutSerialization(rows: Iterable<string>): boolean {
  for (const row of rows) if (SERIALIZATION_ROWS.has(row)) return true;
  return false;
}

/** The JSON object or array a text holds, or undefined (a scalar is left to the text comparison). */
function jsonStructure(text: string): { value: unknown } | undefined {
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return undefined;
  try {
    return { value: JSON.parse(t) as unknown };
  } catch {
    return undefined;
  }
}

export type BodyComparison = 'text' | 'value';

/** By value when the expected body is a JSON object or array and no row of the check is about serialization; else as text. */
export function bodyComparisonOf(expected: string, rows: Iterable<string>): BodyComparison {
  return !aboutSerialization(rows) && jsonStructure(expected) ? 'value' : 'text';
}

/** Whether the body is the expected one: the same text, or (by value) a JSON text of an equal value. */
export function bodyEquals(actual: string, expected: string, comparison: BodyComparison): boolean {
  if (actual === expected) return true;
  if (comparison === 'text') return false;
  const want = jsonStructure(expected);
  const got = jsonStructure(actual);
  return want !== undefined && got !== undefined && isDeepStrictEqual(got.value, want.value);
}
