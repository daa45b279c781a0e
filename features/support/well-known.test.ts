// Only the files inside a .well-known directory are public by RFC 8615: every other dotfile,
// and a file merely named like the namespace, stays a secret a static root must not serve.
import { describe, expect, it } from 'vitest';
import { publicByRfc8615 } from './well-known';

describe('publicByRfc8615', () => {
  it('holds for a file inside a .well-known directory, at any depth', () => {
    expect(publicByRfc8615('static/public/.well-known/file.txt')).toBe(true);
    expect(publicByRfc8615('static/public/.well-known/acme-challenge/token')).toBe(true);
  });

  it('does not hold for other dotfiles, nor for a file named .well-known', () => {
    expect(publicByRfc8615('static/public/.hidden')).toBe(false);
    expect(publicByRfc8615('static/public/sub/.env')).toBe(false);
    expect(publicByRfc8615('static/public/.well-known')).toBe(false);
    expect(publicByRfc8615('static/public/.well-knownx/file.txt')).toBe(false);
  });
});
