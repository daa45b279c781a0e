import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// URLs an attacker builds to make encoding move the host: a scheme or slashes (backslashes
// too), a host the URL names, separators ('\\', '@', percent-encoded ones) and another host.
const OWN = 'this-app.invalid';
const prefix = fc.constantFrom('http://', 'https://', 'HTTP://', '//', '//', '/\\', '\\\\', 'http:\\\\', 'http:/\\', '');
const host = fc.constantFrom('google.com', 'apple.com', 'evil.example');
const sep = fc.constantFrom('\\', '\\', '%5C', '%5c', '/', ':80', '%40', '%2F', '\\\\', '.');
const attackUrl = fc
  .tuple(prefix, host, fc.array(sep, { maxLength: 2 }), fc.boolean(), host)
  .map(([p, h1, seps, at, h2]) => p + h1 + seps.join('') + (at ? '@' : '') + h2);

function followed(location: string, base: URL): string | undefined {
  try {
    return new URL(location, base).host;
  } catch {
    return undefined;
  }
}

export default defineProperty({
  name: 'security-redirect-host',
  statement:
    'the Location of res.redirect(input), resolved as a browser does (WHATWG URL), leads to the host the input names or stays on the app, never to a third host',
  // Each run is one cheap request; the URLs that move the host are a few in a hundred.
  runsFactor: 7.5, // 300 runs at the default --num-runs of 40
  observation: 'location',
  build: ({ request }) =>
    fc.asyncProperty(attackUrl, async (input) => {
      const path = '/go?to=' + encodeURIComponent(input);
      const base = new URL(path, `http://${OWN}`);
      const res = await request({ method: 'GET', path, headers: [] });
      // Each Location a browser may follow; none leads nowhere (the outlines check that res.redirect sets one).
      for (const location of new Set(res.headers.all('Location'))) {
        const got = followed(location, base);
        if (got === undefined || got === OWN) continue;
        assert.equal(got, followed(input, base), `Location ${JSON.stringify(location)} for input ${JSON.stringify(input)} leads to ${got}`);
      }
    }),
});
