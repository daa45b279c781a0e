// How a browser reads a response that may carry an attacker's markup: whether it renders the
// body as HTML, and in which charsets. The cross-site scripting advisories of Express and its
// parts (2013-2024) are about what a browser renders, so their checks observe it here.
import type { ResponseHeaders } from './response-headers';

export interface Rendering {
  /** Why a browser renders the body as HTML: "text/html", "no Content-Type (sniffed)". */
  as: string;
  /** Markup that counts: in text a browser sniffs as HTML only `<` opens any; in HTML quotes close attributes too. */
  quotesCount: boolean;
  /** No charset named: an old browser guesses one from the content, UTF-7 included. */
  guessesCharset: boolean;
}

/**
 * Whether a browser renders the body as HTML: text/html or XHTML; no Content-Type (browsers
 * sniff the content); text/plain without `X-Content-Type-Options: nosniff` (Internet Explorer,
 * the browser of the 2013-2014 advisories, sniffed markup in it as HTML; nosniff stops it).
 * Undefined when none does (JSON, text/plain with nosniff, images...).
 */
export function rendering(headers: ResponseHeaders): Rendering | undefined {
  const types = headers.all('Content-Type');
  const type = types[0] ?? '';
  const media = type.split(';')[0].trim().toLowerCase();
  const guessesCharset = !/;\s*charset\s*=\s*"?[^\s";]+/i.test(type);
  if (!types.length) return { as: 'no Content-Type (browsers sniff it)', quotesCount: true, guessesCharset };
  if (media === 'text/html' || media === 'application/xhtml+xml') return { as: media, quotesCount: true, guessesCharset };
  const nosniff = headers.all('X-Content-Type-Options').some((v) => v.trim().toLowerCase() === 'nosniff');
  if (media === 'text/plain' && !nosniff) {
    return { as: 'text/plain without X-Content-Type-Options: nosniff (Internet Explorer sniffs it as HTML)', quotesCount: false, guessesCharset };
  }
  return undefined;
}

/** The body as a browser guessing UTF-7 reads it: `+ADw-script+AD4-` is `<script>`. */
export function asUtf7(text: string): string {
  return text.replace(/\+([A-Za-z0-9+/]+)-?/g, (whole, b64: string) => {
    const bytes = Buffer.from(b64, 'base64');
    const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
    return even.length ? Buffer.from(even).swap16().toString('utf16le') : whole;
  });
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const unescapeHtml = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (_, e: string) => {
    const named: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()];
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });

/** Collapses leading slashes (`//sub` is `/sub` once a framework normalises it) and drops a trailing one. */
const pathOf = (url: string): string => url.split('?')[0].replace(/^\/+/, '/').replace(/(.)\/$/, '$1');

/**
 * The markup of `input` a browser renders from `body`, read as `how` says, or undefined: a
 * link (href, src, action) whose target is the input (a `javascript:` URL runs when
 * clicked), or a piece of the input from a `<` (from a quote too, in HTML) left unescaped.
 */
export function markupFrom(input: string, body: string, how: Rendering): string | undefined {
  const readings = how.guessesCharset ? [body, asUtf7(body)] : [body];
  // The link's target as the HTML writes it: an encoded link (a listing's link to a file
  // whose name holds markup) is no markup of the input.
  const target = pathOf(input);
  for (const text of readings) {
    const utf7 = text !== body ? ' (read as UTF-7, the charset a browser may guess when none is named)' : '';
    if (how.quotesCount && target.length > 1) {
      for (const m of text.matchAll(/\b(?:href|src|action|formaction)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)) {
        const value = pathOf(unescapeHtml(m[1].replace(/^["']|["']$/g, '')));
        if (value.toLowerCase().includes(target.toLowerCase())) return `a link to the input: ${m[0]}${utf7}`;
      }
    }
    const lower = text.toLowerCase();
    const plain = decode(input);
    for (let i = 0; i < plain.length; i++) {
      if (plain[i] !== '<' && !(how.quotesCount && (plain[i] === '"' || plain[i] === "'"))) continue;
      const piece = plain.slice(i, i + 8);
      if (piece.length > 1 && lower.includes(piece.toLowerCase())) return `${JSON.stringify(piece)} of the input unescaped${utf7}`;
    }
  }
  return undefined;
}
