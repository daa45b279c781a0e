// When two values of a response field are equal, field by field, as HTTP defines it. The
// spec's tables and the scenarios give values (`text/html; charset=utf-8`, `public,
// max-age=0`), not byte serialisations: a framework that writes `text/html;charset=UTF-8`
// sends the same value. Each field names its rule; a field not in the table compares its
// value exactly (node's parser has already taken off the OWS around it, RFC 9112 §5).
// A check about the serialisation itself uses the byte-exact step ("is exactly").
import { canonicalValue, listElements, parameters, Scanner, type Parameter } from './field-syntax';
import { canonicalMediaType } from './media-type';

export interface FieldComparison {
  /** The one spelling that equal values share (a value that does not parse: its own, trimmed). */
  canonical(value: string): string;
  /** How the field is compared, for messages: "media types (RFC 9110 §8.3.1)". */
  rule: string;
}

const trim = (v: string): string => v.replace(/^[ \t]+|[ \t]+$/g, '');

/** A list field of tokens (RFC 9110 §5.6.1: OWS around commas, empty elements ignored), in order: §5.3 makes the order significant. */
function tokenList(caseInsensitive: boolean, rule: string): FieldComparison {
  return {
    canonical: (v) => listElements(v).map((e) => (caseInsensitive ? e.toLowerCase() : e)).join(', '),
    rule,
  };
}

/** A parameter in its one spelling; `lower` names the parameters whose value is case-insensitive. */
function canonicalParameter(p: Parameter, lower: ReadonlySet<string>): string {
  if (p.name.endsWith('*')) return `${p.name}=${canonicalExtValue(p.value)}`;
  return `${p.name}=${canonicalValue(lower.has(p.name) ? p.value.toLowerCase() : p.value)}`;
}

/**
 * An RFC 8187 ext-value (`filename*=UTF-8''%E2%82%AC.txt`): the charset and the language tag
 * are case-insensitive (RFC 8187 §3.2.1, RFC 5646 §2.1.1), and so are a percent-encoding's
 * hex digits (RFC 3986 §2.1).
 */
function canonicalExtValue(value: string): string {
  const m = /^([^']*)'([^']*)'(.*)$/.exec(value);
  if (!m) return value;
  return `${m[1].toLowerCase()}'${m[2].toLowerCase()}'${m[3].replace(/%[0-9a-fA-F]{2}/g, (e) => e.toUpperCase())}`;
}

/**
 * Content-Disposition (RFC 6266 §4.1): `disposition-type *( ";" disposition-parm )`, the type
 * and the parameter names case-insensitive, a filename quoted or not (a token either way).
 */
const contentDisposition: FieldComparison = {
  canonical(value) {
    const s = new Scanner(value);
    s.skipOws();
    const type = s.token();
    const params = type === undefined ? undefined : parameters(s, '', true);
    if (type === undefined || params === undefined) return trim(value);
    return [type.toLowerCase(), ...params.map((p) => canonicalParameter(p, new Set()))].join('; ');
  },
  rule: 'as a disposition type and parameters (RFC 6266 §4.1: case-insensitive type and names, quoted or token values)',
};

/** A Link's value (RFC 8288 §3): `<URI-Reference> *( OWS ";" OWS link-param )`; a relation type is case-insensitive (§2.1.1). */
function canonicalLinkValue(element: string): string {
  const s = new Scanner(element);
  if (!s.eat('<')) return element;
  const end = element.indexOf('>', s.pos);
  if (end < 0) return element;
  const target = element.slice(s.pos, end);
  s.pos = end + 1;
  const params = parameters(s, '', true);
  if (params === undefined) return element;
  return [`<${target}>`, ...params.map((p) => canonicalParameter(p, new Set(['rel', 'rev'])))].join('; ');
}

const link: FieldComparison = {
  canonical: (v) => listElements(v).map(canonicalLinkValue).join(', '),
  rule: 'as a list of links (RFC 8288 §3: OWS around "," and ";", quoted or token parameters, relation types case-insensitive)',
};

/** A Cache-Control directive (RFC 9111 §5.2): a case-insensitive name, an argument quoted or not. */
function canonicalDirective(element: string): string {
  const s = new Scanner(element);
  const name = s.token();
  if (name === undefined) return element;
  s.skipOws();
  if (s.done) return name.toLowerCase();
  if (!s.eat('=')) return element;
  s.skipOws();
  const argument = s.value();
  s.skipOws();
  if (argument === undefined || !s.done) return element;
  return `${name.toLowerCase()}=${canonicalValue(argument)}`;
}

const cacheControl: FieldComparison = {
  canonical: (v) => listElements(v).map(canonicalDirective).join(', '),
  rule: 'as a list of directives (RFC 9111 §5.2: case-insensitive names, quoted or token arguments)',
};

/** Content-Length = 1*DIGIT (RFC 9110 §8.6): a number. */
const contentLength: FieldComparison = {
  canonical: (v) => (/^[0-9]+$/.test(trim(v)) ? BigInt(trim(v)).toString() : trim(v)),
  rule: 'as a decimal number (RFC 9110 §8.6)',
};

const exact: FieldComparison = { canonical: trim, rule: 'exactly' };

/** The fields whose equal values may be spelt differently. Lower-cased names. */
const FIELDS: ReadonlyMap<string, FieldComparison> = new Map([
  ['content-type', { canonical: canonicalMediaType, rule: 'as media types (RFC 9110 §8.3.1: case-insensitive type, subtype, parameter names and charset, OWS around ";", quoted or token values)' }],
  ['content-disposition', contentDisposition],
  ['link', link],
  ['cache-control', cacheControl],
  ['content-length', contentLength],
  ['vary', tokenList(true, 'as a list of field names (RFC 9110 §12.5.5, §5.6.1: case-insensitive, OWS around ",")')],
  ['content-encoding', tokenList(true, 'as a list of content codings (RFC 9110 §8.4.1: case-insensitive, OWS around ",")')],
  ['accept-ranges', tokenList(true, 'as a list of range units (RFC 9110 §14.1, §14.3: case-insensitive, OWS around ",")')],
  ['allow', tokenList(false, 'as a list of methods (RFC 9110 §10.2.1: case-sensitive methods, OWS around ",")')],
  // The Fetch standard reads the first value, ASCII case-insensitively ("nosniff").
  ['x-content-type-options', tokenList(true, 'as a list of case-insensitive tokens (Fetch, "X-Content-Type-Options")')],
]);

export function comparisonOf(name: string): FieldComparison {
  return FIELDS.get(name.toLowerCase()) ?? exact;
}

/** Whether two values of the field `name` are equal as HTTP defines it. */
export function fieldValuesEqual(name: string, actual: string, expected: string): boolean {
  const { canonical } = comparisonOf(name);
  return canonical(actual) === canonical(expected);
}
