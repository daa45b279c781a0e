// A media type as HTTP compares it (RFC 9110 §8.3.1): `type "/" subtype *( OWS ";" OWS
// parameter )`. The RFC's own example calls these four equal: `text/html;charset=utf-8`,
// `Text/HTML;Charset="utf-8"`, `text/html; charset="utf-8"`, `text/html;charset=UTF-8`: type,
// subtype and parameter names are case-insensitive, a charset value too, whitespace around ";"
// is OWS, and a quoted value equals the same token. The spec's tables give such values
// (`text/html; charset=utf-8`), so a check compares parsed media types, not their bytes.
import { canonicalValue, parameters, Scanner, type Parameter } from './field-syntax';

export interface MediaType {
  /** Lower-cased. */
  type: string;
  /** Lower-cased. */
  subtype: string;
  /** Names lower-cased, values unquoted (a charset's lower-cased), in the order sent. */
  parameters: Parameter[];
}

/** Parameters whose values are case-insensitive: a charset name (RFC 9110 §8.3.2, the example of §8.3.1). */
const CASE_INSENSITIVE_VALUES: ReadonlySet<string> = new Set(['charset']);

/** The media type of a Content-Type value, or undefined when it is not one. */
export function parseMediaType(text: string): MediaType | undefined {
  const s = new Scanner(text);
  s.skipOws();
  const type = s.token();
  if (type === undefined || !s.eat('/')) return undefined;
  const subtype = s.token();
  if (subtype === undefined) return undefined;
  const params = parameters(s);
  if (params === undefined) return undefined;
  return {
    type: type.toLowerCase(),
    subtype: subtype.toLowerCase(),
    parameters: params.map((p) => (CASE_INSENSITIVE_VALUES.has(p.name) ? { ...p, value: p.value.toLowerCase() } : p)),
  };
}

/**
 * The one spelling of a media type that equal ones share: lower case where HTTP ignores case,
 * "; " between parameters, a value quoted only when it is not a token, parameters ordered by
 * name (their order carries no meaning, and a name occurs once: RFC 6838 §4.3). A value that
 * does not parse as a media type is its own spelling, trimmed.
 */
export function canonicalMediaType(text: string): string {
  const m = parseMediaType(text);
  if (!m) return text.trim();
  const params = [...m.parameters]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((p) => `; ${p.name}=${canonicalValue(p.value)}`);
  return `${m.type}/${m.subtype}${params.join('')}`;
}

export function mediaTypesEqual(a: string, b: string): boolean {
  return canonicalMediaType(a) === canonicalMediaType(b);
}

/** type/subtype, lower-cased, without parameters (the MIME Sniffing standard's "essence"); undefined when not a media type. */
export function essence(text: string): string | undefined {
  const m = parseMediaType(text);
  return m && `${m.type}/${m.subtype}`;
}
