import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// URLs an attacker builds to make encoding move the host: schemes, slashes and backslashes,
// '@' and percent-encoded separators between a host the URL names and another one.
const OWN = 'this-app.invalid';
const part = fc.constantFrom(
  'http:', 'https:', 'HTTP:', '//', '/', '\\', '\\\\', '/\\', '@', '%40', '%5C', '%5c', '%2F', '%2f', ':', ':80', '%3A',
  '?', '#', '%23', '%3F', '.', '%2e', 'google.com', 'apple.com', 'evil.example',
);

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
  build: ({ request }) =>
    fc.asyncProperty(fc.array(part, { minLength: 2, maxLength: 7 }), async (parts) => {
      const input = parts.join('');
      const path = '/go?to=' + encodeURIComponent(input);
      const base = new URL(path, `http://${OWN}`);
      const res = await request({ method: 'GET', path, headers: [] });
      const location = res.headers.location;
      assert.ok(typeof location === 'string', `no Location for ${JSON.stringify(input)} (status ${res.status})`);
      const got = followed(location, base);
      if (got === undefined || got === OWN) return;
      assert.equal(got, followed(input, base), `Location ${JSON.stringify(location)} for input ${JSON.stringify(input)} leads to ${got}`);
    }),
});
