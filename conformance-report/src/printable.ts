// A check id or name as printed: a scenario outline may put a CR or LF (written \r, \n in its
// Examples) into a name, and so into the id, where a terminal or report would break the line
// and show another id than the one --id takes. Control characters are printed escaped, as a
// JSON string shows them; the id itself (JSON, --id) keeps the real characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const NAMED: Record<string, string> = { '\r': '\\r', '\n': '\\n', '\t': '\\t' };

export function printable(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
