// The compiled settings that the hot path relies on agree with the libraries they stand in for.
import etag from 'etag';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { accelerators, resetAccelerators } from './accelerators';
import { compileETag } from './settings';

afterEach(resetAccelerators);

describe('etag setting', () => {
  const bodies: Array<[string, string | Buffer, BufferEncoding | undefined]> = [
    ['an ASCII string', 'hello', 'utf8'],
    ['an empty string', '', 'utf8'],
    ['a string with multi-byte characters', 'héllo wörld ✓ 𝄞', 'utf8'],
    ['a latin1 string', 'caf\u00e9', 'latin1'],
    ['a buffer', Buffer.from([0, 1, 2, 255, 254]), undefined],
    ['an empty buffer', Buffer.alloc(0), undefined],
  ];

  for (const [what, body, encoding] of bodies) {
    it(`weak and strong tags of ${what} are those of the etag package on its bytes`, () => {
      const bytes = typeof body === 'string' ? Buffer.from(body, encoding) : body;
      expect(compileETag('weak')!(body, encoding)).toBe(etag(bytes, { weak: true }));
      expect(compileETag(true)!(body, encoding)).toBe(etag(bytes, { weak: true }));
      expect(compileETag('strong')!(body, encoding)).toBe(etag(bytes, { weak: false }));
    });
  }

  it('matches the format Express sends', () => {
    expect(compileETag('weak')!('hello', 'utf8')).toBe('W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"');
  });

  it('is absent when disabled and refuses unknown values', () => {
    expect(compileETag(false)).toBeUndefined();
    expect(() => compileETag('sometimes')).toThrow(/unknown value for etag function/);
  });
});

describe('the one-call hash tags as the etag package (accelerators.etagHash)', () => {
  const encodings = [undefined, 'utf8', 'latin1', 'ascii', 'utf16le', 'base64', 'hex'] as const;
  const body = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  );

  it('for random bodies, encodings and both strengths', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...encodings), fc.constantFrom<unknown>(true, 'weak', 'strong'), (b, encoding, setting) => {
        const bytes = typeof b === 'string' ? Buffer.from(b, encoding) : b;
        const tag = compileETag(setting)!;
        accelerators.etagHash = true;
        const hashed = tag(b, encoding);
        accelerators.etagHash = false;
        const plain = tag(b, encoding);
        expect(hashed).toBe(plain);
        expect(plain).toBe(etag(bytes, { weak: setting !== 'strong' }));
      }),
      { numRuns: 300 },
    );
  });
});
