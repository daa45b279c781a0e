import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// Paths built from pieces that try to climb out of the static root: plain, encoded,
// mixed-case, double-encoded and overlong dots, slashes and backslashes, null bytes,
// and the names of the secret files placed next to the root (features/fixtures/static/
// secret.txt and public-secret/secret.txt, both containing "TOP SECRET").
const piece = fc.constantFrom(
  '..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '..%00', '...',
  '/', '//', '%2f', '%2F', '%5c', '%5C', '\\', '%252f', '%00', '%2500', '.', '%2e',
  'sub', 'public', 'public-secret', 'secret.txt', 'hello.txt', '.hidden', '.well-known',
);
const attack = fc
  .array(piece, { minLength: 1, maxLength: 10 })
  .map((parts) => '/' + parts.join(''))
  // An escape attempt must name one of the secrets at the end.
  .chain((p) => fc.constantFrom(p + 'secret.txt', p + '/secret.txt', p + '/public-secret/secret.txt', p + '%2fsecret.txt'));

export default defineProperty({
  name: 'static-root-containment',
  statement: 'fw.static never serves a file outside its root, whatever dots, slashes, encodings or null bytes the path holds',
  runsFactor: 5,
  build: ({ request }) =>
    fc.asyncProperty(attack, fc.constantFrom('', '/assets', '/strict'), async (path, mount) => {
      const res = await request({ method: 'GET', path: mount + path, headers: [] });
      assert.ok(!res.text.includes('TOP SECRET'), `GET ${mount + path} served a file outside the root (status ${res.status})`);
      // Whatever happened, it is one of: a file inside the root, a redirect, a client error
      // passed on (the app answers 404 'not served' or the error's status), never a 5xx.
      assert.ok(res.status < 500, `GET ${mount + path} answered ${res.status}`);
    }),
});
