import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// The scenario mounts at /files a handler that URI-decodes the rest of the path once and calls
// res.sendFile(decoded, { root: features/fixtures/files/public }). The file one level above the
// root (features/fixtures/files/secret.txt) holds 'TOP SECRET'; no request may ever reveal it.
const SECRET = 'TOP SECRET';
const PUBLIC = new Set(['Hello, World!', '<p>hi</p>', '{"ok":true}', 'inner', 'abcdefghijklmnopqrstuvwxyz', 'spaced', 'plain bytes', 'csv,data\n1,2']);

// Path segments as they go on the wire: plain and encoded dots, backslashes, null bytes, names.
const segment = fc.constantFrom(
  '..', '.', '%2e%2e', '%2E%2E', '%2e', '.%2e', '%2e.', '..%2f', '%2e%2e%2f', '..%5c', '%5c..', '..%5c..',
  '%2e%2e%5c', '%00', 'secret.txt%00', 'secret.txt', 'hello.txt', 'sub', 'inner.txt', 'files', 'public',
  '%252e%252e', '..%00', '%c0%ae%c0%ae', '%5c', '%2f', '',
);

export default defineProperty({
  name: 'sendfile-root-containment',
  statement: 'res.sendFile with a root never serves the content of a file outside that root, whatever dots, encodings, backslashes or null bytes the path holds',
  build: ({ request }) =>
    fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 6 }), async (segments) => {
      const path = '/files/' + segments.join('/');
      const res = await request({ method: 'GET', path, headers: [] });
      assert.ok(!res.text.includes(SECRET), `${path} revealed the secret (status ${res.status})`);
      if (res.status === 200) assert.ok(PUBLIC.has(res.text), `${path} served ${JSON.stringify(res.text.slice(0, 80))}`);
      else assert.ok(res.status >= 300 && res.status < 600, `${path}: ${res.status}`);
    }),
});
