// The grammar of the fields a framework writes (RFC 9110 and the RFCs it names), one reader a
// field: each says why a value breaks its field's syntax, or nothing. A validator, unlike
// features/support/field-syntax.ts (a lenient reader the checks compare values with), written
// as the grammar's own productions (RFC 9110 5.6: token, quoted-string, parameters). The
// rules are in spec/http-rules.ts; the linter (lint.ts) applies them to every response.
import { listElements, TOKEN } from './fields';

/** Why `value` breaks the field's grammar, or undefined. */
export type FieldReader = (value: string) => string | undefined;

const quote = (v: string) => JSON.stringify(v);
const isToken = (v: string) => TOKEN.test(v);

/** RFC 9110 5.6.2 token, 5.6.4 quoted-string (qdtext, quoted-pair), 5.6.6 parameters (no whitespace around "=" but in Content-Disposition, whose RFC 6266 grammar allows it). */
const T = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const Q = '"(?:[\\t \\x21\\x23-\\x5b\\x5d-\\x7e\\x80-\\xff]|\\\\[\\t \\x21-\\x7e\\x80-\\xff])*"';
const PARAMETERS = `(?:[ \\t]*;[ \\t]*(?:${T}=(?:${T}|${Q}))?)*`;
const MEDIA_TYPE = new RegExp(`^${T}/${T}${PARAMETERS}$`);
/** ext-value = charset "'" [ language ] "'" value-chars (RFC 8187 3.2.1), for a parameter whose name ends in "*". */
const EXT = "[!#$%&+\\-^_`{}~0-9A-Za-z]+'[A-Za-z0-9-]*'(?:%[0-9A-Fa-f]{2}|[!#$&+\\-.^_`|~0-9A-Za-z])*";
/** A parameter name without its "*". */
const N = "[!#$%&'+\\-.^_`|~0-9A-Za-z]+";
const DISPOSITION = new RegExp(`^${T}(?:[ \\t]*;[ \\t]*(?:${N}\\*[ \\t]*=[ \\t]*${EXT}|${N}[ \\t]*=[ \\t]*(?:${T}|${Q}))?)*$`);
const DIRECTIVE = new RegExp(`^${T}(?:=(?:${T}|${Q}))?$`);

/** media-type = type "/" subtype parameters (RFC 9110 8.3.1). */
export const contentType: FieldReader = (value) =>
  MEDIA_TYPE.test(value.trim()) ? undefined : `${quote(value)} is not type "/" subtype *( ";" token "=" ( token / quoted-string ) )`;

/**
 * Content codings registered with IANA (RFC 9110 18.6, its registry): what a recipient can
 * undo. An unregistered token is an extension coding a recipient may know; a charset is not a
 * coding at all, the mistake of a framework that meant Content-Type's charset parameter.
 */
const REGISTERED_CODINGS = new Set(['aes128gcm', 'br', 'compress', 'dcb', 'dcz', 'deflate', 'exi', 'gzip', 'identity', 'pack200-gzip', 'x-compress', 'x-gzip', 'zstd']);
const CHARSET = /^(?:utf-?(?:7|8|16|32)(?:[bl]e)?|us-ascii|ascii|latin-?1|iso-?8859-\d+|windows-125\d|cp125\d|ucs-2|binary)$/i;

/** Content-Encoding = #content-coding, each a token (RFC 9110 8.4), and a coding, not a charset. */
export const contentEncoding: FieldReader = (value) => {
  const codings = listElements(value).filter((e) => e !== '');
  if (!codings.length) return 'Content-Encoding is empty';
  const bad = codings.filter((c) => !isToken(c));
  if (bad.length) return `${bad.map(quote).join(', ')} is not a token`;
  const charsets = codings.filter((c) => !REGISTERED_CODINGS.has(c.toLowerCase()) && CHARSET.test(c));
  if (charsets.length) return `${charsets.map(quote).join(', ')} is a charset, not a content coding (gzip, br, deflate, ...)`;
  return undefined;
};

/** disposition-type *( ";" disposition-parm ) (RFC 6266 4.1), filename* an ext-value (RFC 8187), no parameter twice. */
export const contentDisposition: FieldReader = (value) => {
  const v = value.trim();
  if (!DISPOSITION.test(v)) return `${quote(value)} is not disposition-type *( ";" token "=" ( token / quoted-string ) ), with filename* as charset "'" [ language ] "'" percent-encoded value`;
  const names = [...v.matchAll(new RegExp(`;[ \\t]*(${T})[ \\t]*=`, 'g'))].map((m) => m[1].toLowerCase());
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  return twice.length ? `${quote(value)} carries ${twice.join(', ')} more than once` : undefined;
};

/** entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE (RFC 9110 8.8.3). */
const ENTITY_TAG = /^(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;
export const etag: FieldReader = (value) => (ENTITY_TAG.test(value.trim()) ? undefined : `${quote(value)} is not [W/] "opaque-tag" (no space or DQUOTE inside the quotes)`);

/** URI-reference (RFC 3986 4.1): unreserved, reserved and "%" HEXDIG HEXDIG only. */
const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
export const location: FieldReader = (value) => {
  const v = value.trim();
  if (URI_REFERENCE.test(v)) return undefined;
  const bad = [...v.replace(/%[0-9A-Fa-f]{2}/g, '')].filter((c) => !/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/.test(c));
  return `${quote(value)} is not a URI reference: ${[...new Set(bad)].map(quote).join(', ')} must be percent-encoded`;
};

/** A list whose every element is a token (Allow's methods, Vary's field names: Vary may also be "*"). */
function tokenList(what: string, star: boolean): FieldReader {
  return (value) => {
    const elements = listElements(value).filter((e) => e !== '');
    if (star && elements.includes('*')) return elements.length === 1 ? undefined : `${quote(value)} mixes "*" with field names`;
    const bad = elements.filter((e) => !isToken(e));
    return bad.length ? `${bad.map(quote).join(', ')} is not a ${what} (a token)` : undefined;
  };
}
/** Vary = #( "*" / field-name ) (RFC 9110 12.5.5). */
export const vary = tokenList('field name', true);
/** Allow = #method (RFC 9110 10.2.1). */
export const allow = tokenList('method', false);

/** Cache-Control = #cache-directive, token [ "=" ( token / quoted-string ) ] (RFC 9111 5.2). */
export const cacheControl: FieldReader = (value) => {
  const bad = listElements(value).filter((e) => e !== '' && !DIRECTIVE.test(e));
  return bad.length ? `${bad.map(quote).join(', ')} is not token [ "=" ( token / quoted-string ) ]` : undefined;
};

/** cookie-octet (RFC 6265 4.1.1): no CTL, whitespace, DQUOTE, comma, semicolon or backslash. */
const COOKIE_VALUE = /^(?:"[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*"|[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*)$/;
/** Set-Cookie = cookie-pair *( ";" SP cookie-av ) (RFC 6265 4.1.1), cookie-av any CHAR but CTL and ";". */
export const setCookie: FieldReader = (value) => {
  const [pair, ...attributes] = value.split(';');
  const eq = pair.indexOf('=');
  if (eq < 0) return `${quote(pair)} is not name=value`;
  const name = pair.slice(0, eq).trim();
  if (!isToken(name)) return `the cookie name ${quote(name)} is not a token`;
  const cookieValue = pair.slice(eq + 1).trim();
  if (!COOKIE_VALUE.test(cookieValue)) return `the value of ${name}, ${quote(cookieValue)}, holds a character a cookie value cannot (space, DQUOTE, comma, semicolon, backslash)`;
  const empty = attributes.filter((a) => a.trim() === '');
  if (empty.length) return `${quote(value)} has an empty attribute`;
  return undefined;
};

/** Content-Range = range-unit SP ( first-last "/" ( length / "*" ) / "*" "/" length ) (RFC 9110 14.4). */
const CONTENT_RANGE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) (?:(\d+)-(\d+)\/(\d+|\*)|\*\/(\d+))$/;
export const contentRange: FieldReader = (value) => {
  const m = CONTENT_RANGE.exec(value.trim());
  if (!m) return `${quote(value)} is not unit SP first-last "/" length, or unit SP "*/" length`;
  if (m[2] !== undefined) {
    const [first, last] = [Number(m[2]), Number(m[3])];
    if (last < first) return `${quote(value)} ends before it starts`;
    if (m[4] !== '*' && last >= Number(m[4])) return `${quote(value)} ends past the length it gives`;
  }
  return undefined;
};

/** Each field read by its grammar: its name, lower-cased, and the rule it is held to. */
export const FIELD_GRAMMARS: ReadonlyArray<{ field: string; rule: FieldGrammarRule; read: FieldReader }> = [
  { field: 'content-type', rule: 'http/content-type-syntax', read: contentType },
  { field: 'content-encoding', rule: 'http/content-encoding-coding', read: contentEncoding },
  { field: 'content-disposition', rule: 'http/content-disposition-syntax', read: contentDisposition },
  { field: 'etag', rule: 'http/etag-syntax', read: etag },
  { field: 'location', rule: 'http/location-syntax', read: location },
  { field: 'vary', rule: 'http/vary-syntax', read: vary },
  { field: 'allow', rule: 'http/allow-syntax', read: allow },
  { field: 'cache-control', rule: 'http/cache-control-syntax', read: cacheControl },
  { field: 'set-cookie', rule: 'http/set-cookie-syntax', read: setCookie },
  { field: 'content-range', rule: 'http/content-range-syntax', read: contentRange },
];

export type FieldGrammarRule =
  | 'http/content-type-syntax'
  | 'http/content-encoding-coding'
  | 'http/content-disposition-syntax'
  | 'http/etag-syntax'
  | 'http/location-syntax'
  | 'http/vary-syntax'
  | 'http/allow-syntax'
  | 'http/cache-control-syntax'
  | 'http/set-cookie-syntax'
  | 'http/content-range-syntax';
