import { describe, expect, it } from 'vitest';
import { signedCookies } from './cookieParser';
import { sign } from './signature';

describe('signed cookies', () => {
  it('move verified values out of the plain cookies, JSON values parsed', () => {
    const cookies: Record<string, unknown> = {
      user: 's:' + sign('tobi', 'secret'),
      cart: 's:' + sign('j:{"items":[1]}', 'secret'),
      plain: '1',
    };
    expect(signedCookies(cookies, 'secret')).toEqual({ user: 'tobi', cart: { items: [1] } });
    expect(cookies).toEqual({ plain: '1' });
  });

  it('are false when tampered with or signed with another secret', () => {
    const cookies = { forged: 's:loki.forgedsignature', other: 's:' + sign('tobi', 'other') };
    expect(signedCookies(cookies, 'secret')).toEqual({ forged: false, other: false });
  });
});
