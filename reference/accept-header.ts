// The entries of an Accept-style header (Accept, Accept-Charset, Accept-Language),
// as 3.x lists them: req.accepted*, and req.acceptsCharsets / acceptsLanguages of
// generations whose profile.request.acceptsLists is 'listed'.
import type { Accepted } from './types';

/** The entries of an Accept-style header, highest quality first (stable), q=0 dropped. */
export function parseAccept(header: string | undefined): Accepted[] {
  if (!header) return [];
  const entries: Accepted[] = [];
  for (const part of header.split(',')) {
    const [rawValue, ...rawParams] = part.split(';');
    const value = rawValue.trim();
    if (!value) continue;
    let quality = 1;
    const params: Record<string, string> = {};
    for (const p of rawParams) {
      const eq = p.indexOf('=');
      if (eq === -1) continue;
      const k = p.slice(0, eq).trim();
      const v = p.slice(eq + 1).trim();
      if (k === 'q') quality = parseFloat(v);
      else params[k] = v;
    }
    if (!(quality > 0)) continue;
    entries.push({ value, quality, params });
  }
  return entries.map((e, i) => ({ e, i })).sort((a, b) => b.e.quality - a.e.quality || a.i - b.i).map(({ e }) => e);
}

/** True when the header is absent (or lists nothing acceptable) or lists the value (or '*'), case-insensitively. */
export function acceptsListed(header: string | undefined, value: string): boolean {
  const list = parseAccept(header).map((e) => e.value);
  const v = value.toLowerCase();
  return list.length === 0 || list.some((entry) => entry === '*' || entry.toLowerCase() === v);
}
