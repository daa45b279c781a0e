import { describe, expect, it } from 'vitest';
import fw from '../../3.x';
import { withServer } from '../../test-support/http';
import { createSecret, createToken, verifyToken } from './csrf';

describe('csrf tokens', () => {
  it('verify against the secret they were made from, and differ each time', () => {
    const secret = createSecret();
    const a = createToken(secret);
    const b = createToken(secret);
    expect(a).not.toBe(b);
    expect(verifyToken(secret, a)).toBe(true);
    expect(verifyToken(secret, b)).toBe(true);
  });

  it('verify whatever characters the salt and digest hold', () => {
    const secret = createSecret();
    for (let i = 0; i < 500; i++) expect(verifyToken(secret, createToken(secret))).toBe(true);
  });

  it.each([
    ['another secret', (s: string) => createToken(s + 'x')],
    ['a changed salt', (s: string) => 'x' + createToken(s)],
    ['a truncated token', (s: string) => createToken(s).slice(0, -2)],
    ['no dash', () => 'abcdef'],
    ['an empty string', () => ''],
    ['a non-string', () => ['a-b']],
  ])('refuse %s', (_name, make) => {
    const secret = createSecret();
    expect(verifyToken(secret, make(secret))).toBe(false);
  });
});

describe('fw.csrf', () => {
  const app = fw();
  app.use(fw.cookieParser());
  app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat' }));
  app.use(fw.bodyParser());
  app.use(fw.csrf());
  app.get('/form', (req: any, res: any) => res.send(req.csrfToken()));
  app.post('/', (req: any, res: any) => res.send('ok'));
  app.use((err: any, req: any, res: any, next: any) => res.send(err.status || 500, err.message));

  it('accepts the token of the session and refuses the token of another session', async () => {
    await withServer(app, async (send) => {
      const first = await send('/form');
      const second = await send('/form');
      const cookieOf = (r: typeof first) => String((r.headers['set-cookie'] as string[])[0]).split(';')[0];
      const post = (cookie: string, token: string) =>
        send({ method: 'POST', path: '/', headers: { cookie, 'x-csrf-token': token } });
      expect((await post(cookieOf(first), first.body)).status).toBe(200);
      expect((await post(cookieOf(first), second.body)).status).toBe(403);
      expect((await send({ method: 'DELETE', path: '/' })).status).toBe(403);
    });
  });
});
