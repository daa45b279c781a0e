// The few pieces of RFC 9110 §5.6 field-value syntax the checks compare values with: tokens,
// quoted-strings, optional whitespace, parameters and comma-separated lists. A reader of a
// field value, not a validator: what does not parse is left to be compared as it was sent.

/** tchar (RFC 9110 §5.6.2). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function isToken(text: string): boolean {
  return TOKEN.test(text);
}

/**
 * A parameter value as sent, token or quoted-string (RFC 9110 §5.6.6: "The quoted and
 * unquoted values are equivalent"), in the one form a comparison uses: a token as is, anything
 * else quoted with `"` and `\` escaped.
 */
export function canonicalValue(value: string): string {
  return isToken(value) ? value : `"${value.replace(/(["\\])/g, '\\$1')}"`;
}

/** A cursor over a field value. */
export class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string {
    return this.text[this.pos] ?? '';
  }

  /** OWS = *( SP / HTAB ) (RFC 9110 §5.6.3). */
  skipOws(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** Consumes `char` if it comes next. */
  eat(char: string): boolean {
    if (this.peek() !== char) return false;
    this.pos++;
    return true;
  }

  /** A token, or undefined (nothing consumed) when none starts here. */
  token(): string | undefined {
    const m = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/.exec(this.text.slice(this.pos));
    if (!m) return undefined;
    this.pos += m[0].length;
    return m[0];
  }

  /** A quoted-string's content, unescaped (RFC 9110 §5.6.4), or undefined when it is not one or is not closed. */
  quoted(): string | undefined {
    if (this.peek() !== '"') return undefined;
    let out = '';
    for (let i = this.pos + 1; i < this.text.length; i++) {
      const c = this.text[i];
      if (c === '"') {
        this.pos = i + 1;
        return out;
      }
      if (c === '\\') {
        i++;
        if (i >= this.text.length) return undefined;
        out += this.text[i];
      } else {
        out += c;
      }
    }
    return undefined;
  }

  /** token / quoted-string, unquoted. */
  value(): string | undefined {
    return this.peek() === '"' ? this.quoted() : this.token();
  }
}

export interface Parameter {
  /** Lower-cased: parameter names are case-insensitive (RFC 9110 §5.6.6). */
  name: string;
  /** Unquoted. */
  value: string;
}

/**
 * parameters = *( OWS ";" OWS [ parameter ] ) (RFC 9110 §5.6.6), from the scanner's position
 * up to the end or a character in `stop` (a list's comma). Undefined when they do not parse.
 * `bws` admits whitespace around "=", which RFC 9110 §5.6.3 calls BWS where a grammar allows
 * it (Content-Disposition, Link, Cache-Control arguments): a recipient must read it.
 */
export function parameters(s: Scanner, stop = '', bws = false): Parameter[] | undefined {
  const out: Parameter[] = [];
  for (;;) {
    s.skipOws();
    if (s.done || stop.includes(s.peek())) return out;
    if (!s.eat(';')) return undefined;
    s.skipOws();
    if (s.done || s.peek() === ';' || stop.includes(s.peek())) continue;
    const name = s.token();
    if (name === undefined) return undefined;
    if (bws) s.skipOws();
    if (!s.eat('=')) return undefined;
    if (bws) s.skipOws();
    const value = s.value();
    if (value === undefined) return undefined;
    out.push({ name: name.toLowerCase(), value });
  }
}

/**
 * The elements of a list field (`#element`, RFC 9110 §5.6.1), split at the commas outside
 * quoted-strings and `<...>` (a Link's URI), trimmed of OWS, empty ones dropped (a recipient
 * "MUST ... ignore a reasonable number of empty list elements").
 */
export function listElements(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let quoted = false;
  let angle = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (angle) {
      if (c === '>') angle = false;
    } else if (c === '"') {
      quoted = true;
    } else if (c === '<') {
      angle = true;
    } else if (c === ',') {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((e) => e.replace(/^[ \t]+|[ \t]+$/g, '')).filter((e) => e !== '');
}
