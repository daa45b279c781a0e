// Compares the two sides' outcomes for one request, after normalisation: the status, every
// header but the ignored ones (by name, case-insensitively; repeated headers in order), and
// the body. A side that could not answer differs from one that did; two sides that both
// could not answer agree (their messages name their own internals).
import { normalise } from './normalise';
import type { Outcome } from './side';

export interface Difference {
  /** 'outcome': one side answered, the other did not. */
  what: 'outcome' | 'status' | 'header' | 'body';
  /** The header's name, for 'header'. */
  name?: string;
  adapter: string;
  against: string;
}

function show(values: string[] | undefined): string {
  if (!values) return '(absent)';
  return values.length === 1 ? values[0] : JSON.stringify(values);
}

export function compareOutcomes(adapter: Outcome, against: Outcome, method: string): Difference[] {
  if (adapter.kind === 'failure' || against.kind === 'failure') {
    if (adapter.kind === 'failure' && against.kind === 'failure') return [];
    const describe = (o: Outcome) => (o.kind === 'failure' ? `no answer: ${o.message}` : `answered ${o.status}`);
    return [{ what: 'outcome', adapter: describe(adapter), against: describe(against) }];
  }
  const a = normalise(adapter, method);
  const b = normalise(against, method);
  // A body the normalisation shortened has another length: the lengths are not compared then
  // (each matched its own body: the client reads exactly Content-Length bytes).
  if (a.bodyRewritten || b.bodyRewritten) {
    a.headers.delete('content-length');
    b.headers.delete('content-length');
  }
  const out: Difference[] = [];
  if (a.status !== b.status) out.push({ what: 'status', adapter: String(a.status), against: String(b.status) });
  const names = new Set([...a.headers.keys(), ...b.headers.keys()]);
  for (const name of names) {
    const x = show(a.headers.get(name));
    const y = show(b.headers.get(name));
    if (x !== y) out.push({ what: 'header', name, adapter: x, against: y });
  }
  if (a.body !== b.body) out.push({ what: 'body', adapter: a.body, against: b.body });
  return out;
}
