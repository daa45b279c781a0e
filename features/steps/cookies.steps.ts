// Cookies whose expiry is relative to the request: the time is read on the client's clock
// just before the request goes out and just after its answer came, and the cookie's Expires
// must fall between the two plus maxAge. The framework runs on the same machine (servers on
// 127.0.0.1), so the clocks are one; the bracket needs no tolerance and is not timed: the
// request may take any time, the bracket only widens. The response's Date header would do
// as well, but node refreshes it by a timer, which a busy event loop delays past the second.
import { Then, When } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import { CheckFailed, show } from '../support/check';
import { requestLine } from '../support/wire-request';

interface Bracket {
  readonly before: number;
  readonly after: number;
}

const brackets = new WeakMap<ConformanceWorld, Bracket>();

When('I send {string}, noting the time on my clock', async function (this: ConformanceWorld, line: string) {
  const before = Date.now();
  await this.request({ ...requestLine(line), headers: [] });
  brackets.set(this, { before, after: Date.now() });
});

/** Expires is an HTTP date, to the second: cut to the second, as the framework's own clock was. */
const toSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;

Then(
  'the cookie {string} expires {int} ms after the request, to the second',
  function (this: ConformanceWorld, name: string, maxAge: number) {
    const bracket = brackets.get(this);
    if (!bracket) throw new Error('the request must be sent "..., noting the time on my clock"');
    const lines = this.response.headers.all('Set-Cookie').filter((l) => l.startsWith(name + '='));
    if (lines.length !== 1) {
      throw new CheckFailed(`expected one Set-Cookie line for ${show(name)}, got ${lines.length}: ${show(lines.join(' | '))}`);
    }
    const attribute = /;\s*Expires=([^;]*)/i.exec(lines[0]);
    if (!attribute) throw new CheckFailed(`expected an Expires attribute, got ${show(lines[0])}`);
    const expires = Date.parse(attribute[1]);
    if (Number.isNaN(expires)) throw new CheckFailed(`expected Expires to be an HTTP date, got ${show(attribute[1])}`);
    const earliest = toSecond(bracket.before + maxAge);
    const latest = toSecond(bracket.after + maxAge);
    if (expires < earliest || expires > latest) {
      const off = Math.round((expires - (bracket.before + maxAge)) / 1000);
      throw new CheckFailed(
        `expected Expires between ${new Date(earliest).toUTCString()} and ${new Date(latest).toUTCString()}` +
          ` (the request's time plus ${maxAge} ms), got ${show(attribute[1])}, ${off} s off`,
      );
    }
  },
);
