// Steps of features/http: HEAD against GET, and the step that says which rule of
// spec/http-rules.ts a scenario exercises (every response is linted by world.ts).
import { Then, When } from '@cucumber/cucumber';
import { CheckFailed, show } from '../support/check';
import type { WireResponse } from '../support/http-client';
import type { ConformanceWorld } from '../support/world';

// HEAD against GET: the same header fields (RFC 9110 9.3.2), Date's value aside.
const pairs = new WeakMap<ConformanceWorld, { get: WireResponse; head: WireResponse }>();

When('I send {string} and then {string}', async function (this: ConformanceWorld, first: string, second: string) {
  const [fm, fp] = first.split(' ');
  const [sm, sp] = second.split(' ');
  const a = await this.request({ method: fm, path: fp, headers: [] });
  const b = await this.request({ method: sm, path: sp, headers: [] });
  const [get, head] = fm.toUpperCase() === 'HEAD' ? [b, a] : [a, b];
  pairs.set(this, { get, head });
});

Then('the HEAD response carries the header fields of the GET response, Date aside', function (this: ConformanceWorld) {
  const p = pairs.get(this);
  if (!p) throw new Error('send a GET and a HEAD first: When I send "GET /x" and then "HEAD /x"');
  const fields = (r: WireResponse) =>
    r.headers.lines
      .filter(([n]) => n.toLowerCase() !== 'date')
      .map(([n, v]) => `${n.toLowerCase()}: ${v}`)
      .sort();
  const get = fields(p.get);
  const head = fields(p.head);
  const missing = get.filter((f) => !head.includes(f));
  const extra = head.filter((f) => !get.includes(f));
  if (missing.length || extra.length) {
    throw new CheckFailed(
      `HEAD's header fields differ from GET's:${missing.length ? ` GET has ${missing.map(show).join(', ')} that HEAD lacks;` : ''}${extra.length ? ` HEAD has ${extra.map(show).join(', ')} that GET lacks` : ''}`,
    );
  }
});

Then('the response was held to the rule {string}', function (this: ConformanceWorld, rule: string) {
  if (!this.httpLint.judged.has(rule)) {
    throw new CheckFailed(`the rule ${rule} had nothing to judge in the last response (it judged ${[...this.httpLint.judged].join(', ')}): the scenario does not exercise it`);
  }
});
