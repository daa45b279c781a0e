// How the markup observation reads a response as a browser would: which responses it renders
// as HTML, in which charsets, and what of an input counts as markup there.
import { describe, expect, it } from 'vitest';
import { asUtf7, markupFrom, rendering } from './browser-reading';
import { ResponseHeaders } from './response-headers';

const headers = (...pairs: Array<[string, string]>) => ResponseHeaders.fromRaw(pairs.flat());

describe('rendering', () => {
  it('renders HTML, a body without a Content-Type, and text/plain without nosniff', () => {
    expect(rendering(headers(['Content-Type', 'text/html; charset=utf-8']))).toMatchObject({ as: 'text/html', quotesCount: true, guessesCharset: false });
    expect(rendering(headers(['Content-Type', 'TEXT/HTML']))).toMatchObject({ guessesCharset: true });
    expect(rendering(headers())).toMatchObject({ quotesCount: true, guessesCharset: true });
    expect(rendering(headers(['Content-Type', 'text/plain']))).toMatchObject({ quotesCount: false });
  });

  it('does not render JSON, nor text/plain with nosniff', () => {
    expect(rendering(headers(['Content-Type', 'application/json']))).toBeUndefined();
    expect(rendering(headers(['Content-Type', 'text/plain; charset=utf-8'], ['X-Content-Type-Options', 'nosniff']))).toBeUndefined();
  });
});

describe('markupFrom', () => {
  const html = rendering(headers(['Content-Type', 'text/html; charset=utf-8']))!;
  const noCharset = rendering(headers(['Content-Type', 'text/html']))!;
  const plain = rendering(headers(['Content-Type', 'text/plain']))!;

  it('finds a link to the input and markup of it left unescaped', () => {
    expect(markupFrom('javascript:alert(1)', '<p>Found. Redirecting to <a href="javascript:alert(1)">x</a></p>', html)).toContain('a link to the input');
    expect(markupFrom('/sub', 'Redirecting to <a href="/sub/">/sub/</a>', html)).toContain('a link to the input');
    expect(markupFrom('/x"><script>', '<p>/x"><script></p>', html)).toContain('"\\"><scrip" of the input unescaped');
    expect(markupFrom('<script>alert(1)</script>', 'Cannot <SCRIPT>ALERT(1)</SCRIPT> /user', plain)).toContain('"<script>" of the input unescaped');
  });

  it('sees nothing in escaped or encoded markup, a link encoding the input, or quotes in sniffed text', () => {
    expect(markupFrom('/x"><script>', '<p>Found. Redirecting to /x%22%3E%3Cscript%3E</p>', html)).toBeUndefined();
    expect(markupFrom('"><img src=x>.txt', '<a href="/%22%3E%3Cimg%20src=x%3E.txt">&quot;&gt;&lt;img src=x&gt;.txt</a>', html)).toBeUndefined();
    expect(markupFrom("/x'onerror='alert(1)", "Found. Redirecting to /x'onerror='alert(1)", plain)).toBeUndefined();
    expect(markupFrom('/sub', '<h1>sub index</h1>', html)).toBeUndefined();
  });

  it('reads a page without a charset as UTF-7 too', () => {
    expect(asUtf7('+ADw-script+AD4-')).toBe('<script>');
    const body = '+ADw-script+AD4- &lt;script&gt;';
    expect(markupFrom('+ADw-script+AD4- <script>', body, noCharset)).toMatch(/"<script>" of the input unescaped \(read as UTF-7/);
    expect(markupFrom('+ADw-script+AD4- <script>', body, html)).toBeUndefined();
  });
});
