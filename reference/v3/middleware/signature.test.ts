import { sign as librarySign } from 'cookie-signature';
import { describe, expect, it } from 'vitest';
import { sign, unsign } from './signature';

describe('cookie value signatures', () => {
  it('use the cookie-signature format', () => {
    expect(sign('tobi', 'secret')).toBe(librarySign('tobi', 'secret'));
  });

  it('round-trip a value, including one that contains dots', () => {
    expect(unsign(sign('a.b.c', 'k'), 'k')).toBe('a.b.c');
  });

  it.each([
    ['another secret', sign('tobi', 'other')],
    ['a changed value', sign('tobi', 'secret').replace('tobi', 'loki')],
    ['a truncated signature', sign('tobi', 'secret').slice(0, -1)],
    ['a longer signature', sign('tobi', 'secret') + 'A'],
    ['no signature', 'tobi'],
    ['an empty signature', 'tobi.'],
  ])('refuse %s', (_name, value) => {
    expect(unsign(value, 'secret')).toBe(false);
  });

  it('refuse to verify without a secret', () => {
    expect(unsign(sign('tobi', 'secret'), '')).toBe(false);
  });
});
