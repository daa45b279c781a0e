// Conditional requests (RFC 9110 13) that need the validators of an earlier response: the plain
// request first, then the same one with a precondition built from what its response carried
// (a file's ETag and Last-Modified vary per checkout), and the 304 compared with the 200.
import { Then, When } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import type { WireResponse } from '../support/http-client';
import { CheckFailed, show } from '../support/check';
import { header, requestLine } from '../support/wire-request';

const pairs = new WeakMap<ConformanceWorld, { plain: WireResponse; conditional: WireResponse }>();

async function sendTwice(world: ConformanceWorld, line: string, condition: string, validator: string, extra: Array<[string, string]>): Promise<void> {
  const plain = await world.request({ ...requestLine(line), headers: [] });
  const value = plain.headers.get(validator);
  if (value === undefined) throw new CheckFailed(`the response to ${line} carries no ${validator} to send back as ${condition}`);
  const conditional = await world.request({ ...requestLine(line), headers: [[condition, value], ...extra] });
  pairs.set(world, { plain, conditional });
}

/** "GET /x", then again with If-None-Match set to its ETag (If-Modified-Since to its Last-Modified, ...). */
When('I send {string}, then again with {word} set to its {word}', async function (this: ConformanceWorld, line: string, condition: string, validator: string) {
  await sendTwice(this, line, condition, validator, []);
});

/** The same, with one more header on the second request (a Range beside its If-Range). */
When(
  'I send {string}, then again with {word} set to its {word} and the header {string}',
  async function (this: ConformanceWorld, line: string, condition: string, validator: string, extra: string) {
    await sendTwice(this, line, condition, validator, [header(extra)]);
  },
);

// RFC 9110 15.4.5: the fields a 304 MUST carry when the 200 would.
const KEPT = ['ETag', 'Cache-Control', 'Expires', 'Vary', 'Content-Location'];

Then('the 304 response carries the metadata of the 200 response that RFC 9110 15.4.5 lists, and no other Content-Length', function (this: ConformanceWorld) {
  const p = pairs.get(this);
  if (!p) throw new Error('send the pair first: When I send "GET /x", then again with If-None-Match set to its ETag');
  const { plain, conditional } = p;
  if (plain.status !== 200) throw new CheckFailed(`the plain request got ${plain.status}, not 200`);
  if (conditional.status !== 304) throw new CheckFailed(`the conditional request got ${conditional.status}, not 304`);
  const wrong: string[] = [];
  for (const name of KEPT) {
    const full = plain.headers.get(name);
    const kept = conditional.headers.get(name);
    if (full !== undefined && kept !== full) wrong.push(`${name} is ${kept === undefined ? 'absent' : show(kept)} where the 200 has ${show(full)}`);
  }
  // Last-Modified is allowed to guide a cache (15.4.5), so if sent it is the 200's own.
  const modified = conditional.headers.get('Last-Modified');
  if (modified !== undefined && modified !== plain.headers.get('Last-Modified')) wrong.push(`Last-Modified is ${show(modified)} where the 200 has ${show(plain.headers.get('Last-Modified') ?? 'none')}`);
  // 8.6: a 304 may carry Content-Length only as the length the 200's content has.
  const length = conditional.headers.get('Content-Length');
  if (length !== undefined && Number(length) !== plain.body.length) wrong.push(`Content-Length is ${show(length)} where the 200's content has ${plain.body.length} bytes`);
  if (wrong.length) throw new CheckFailed(`http/not-modified-metadata (RFC 9110 15.4.5; 8.6): the 304 differs from the 200: ${wrong.join('; ')}`);
});
