// One response head (status line and field lines) read as RFC 9112 lets a user agent read it,
// before node's parser sees it. node's parser is stricter than the RFC in one place a framework
// reaches: a Content-Length padded with a tab ("Content-Length: 13\t", OWS by RFC 9112 §5) is
// "Invalid character in Content-Length". And where it refuses, it says "Invalid header value
// char", not which rule. Here every head is checked against the rules of RFC 9112 and RFC 9110
// §5 a sender must keep; one that breaks a rule is refused, naming the rule and the line;
// one that keeps them goes on to node's parser in the same lines, each value without its OWS.
//
// Line folding (obs-fold) is refused: RFC 9112 §5.2 lets a user agent replace it with SP, but
// forbids a sender to generate it, so a framework that folds a line is not sending a response
// RFC 9112 allows (node's own client refuses it too). The reason phrase may be anything the
// grammar allows, or empty: a client ignores it (§4).

export type HeadReading =
  | { ok: true; status: number; /** The head node's parser gets: the same lines, values without OWS. */ normalized: Buffer }
  | { ok: false; /** "RFC 9112 §5.2: ..." */ reason: string };

/** A line quoted for a message, cut and with its control characters visible. */
function quoteLine(line: string): string {
  const cut = line.length > 80 ? line.slice(0, 80) + '…' : line;
  return JSON.stringify(cut);
}

const STATUS_LINE = /^HTTP\/[0-9]\.[0-9] [0-9]{3} ([\t\x20-\x7e\x80-\xff]*)$/;
const FIELD_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** field-value: VCHAR, obs-text, SP and HTAB (RFC 9110 §5.5). */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * The end of the head in `bytes` (the index after its empty line), or -1 when it has not all
 * come. A head ends at the first empty line, CRLF or, from a sender that breaks §2.1, bare LF:
 * the check below names that.
 */
export function headEnd(bytes: Buffer): number {
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) {
    if (bytes[i + 1] === 0x0a) return i + 2;
    if (bytes[i + 1] === 0x0d && bytes[i + 2] === 0x0a) return i + 3;
  }
  return -1;
}

function refuse(reason: string): HeadReading {
  return { ok: false, reason };
}

/** Reads one complete head (as cut by headEnd), latin1 byte for character. */
export function readHead(head: Buffer): HeadReading {
  const text = head.toString('latin1');
  // Every line ends in CRLF (RFC 9112 §2.1); a bare CR or LF inside the head is a rule broken.
  const lines = text.split('\r\n');
  if (lines.pop() !== '' || lines.pop() !== '') return refuse('RFC 9112 §2.1: the head ends with an empty line, CRLF CRLF; this one ends in a bare LF');
  for (const line of lines) {
    if (line.includes('\n')) return refuse(`RFC 9112 §2.1: every line of the head ends in CRLF; ${quoteLine(line)} holds a bare LF`);
    if (line.includes('\r')) return refuse(`RFC 9112 §2.2: a sender must not generate a bare CR; ${quoteLine(line)} holds one`);
  }
  const [statusLine, ...fieldLines] = lines;
  const status = STATUS_LINE.exec(statusLine ?? '');
  if (!status) {
    const missingSpace = /^HTTP\/[0-9]\.[0-9] [0-9]{3}$/.test(statusLine ?? '');
    return refuse(
      missingSpace
        ? `RFC 9112 §4: the status line is HTTP-version SP status-code SP [reason-phrase], and the server must send the second SP even with no reason phrase; the status line is ${quoteLine(statusLine)}`
        : `RFC 9112 §4: the status line is HTTP-version SP status-code SP [reason-phrase] (HTTP/1.1 200 OK); it is ${quoteLine(statusLine ?? '')}`,
    );
  }
  const out = [statusLine];
  for (const [i, line] of fieldLines.entries()) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      return refuse(
        i === 0
          ? `RFC 9112 §2.2: a sender must not send whitespace between the start-line and the first field; the line after the status line is ${quoteLine(line)}`
          : `RFC 9112 §5.2: a sender must not generate line folding (obs-fold); ${quoteLine(line)} continues the line before it`,
      );
    }
    const colon = line.indexOf(':');
    if (colon < 0) return refuse(`RFC 9112 §5: a field line is field-name ":" OWS field-value OWS; ${quoteLine(line)} has no colon`);
    const name = line.slice(0, colon);
    if (/[ \t]$/.test(name)) return refuse(`RFC 9112 §5.1: no whitespace is allowed between the field name and the colon; ${quoteLine(line)}`);
    if (!FIELD_NAME.test(name)) return refuse(`RFC 9110 §5.1: a field name is a token; ${quoteLine(name)} is not`);
    const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
    if (value.includes('\0')) return refuse(`RFC 9110 §5.5: a field value containing NUL is invalid; ${name} holds one: ${quoteLine(line)}`);
    if (!FIELD_VALUE.test(value)) {
      return refuse(`RFC 9110 §5.5: a field value is visible characters, SP, HTAB and obs-text; ${name} holds a control character: ${quoteLine(line)}`);
    }
    out.push(`${name}: ${value}`);
  }
  return { ok: true, status: Number(status[0].slice(9, 12)), normalized: Buffer.from(out.join('\r\n') + '\r\n\r\n', 'latin1') };
}
