// Each field's grammar admits what Express 3, 4 and 5 send and what the RFC's examples show,
// and names what the frameworks of issue 47 send wrong.
import { describe, expect, it } from 'vitest';
import { allow, cacheControl, contentDisposition, contentEncoding, contentRange, contentType, etag, location, setCookie, vary, type FieldReader } from './field-grammar';

function admits(read: FieldReader, values: string[]): void {
  expect(values.map((v) => [v, read(v)])).toEqual(values.map((v) => [v, undefined]));
}

function refuses(read: FieldReader, values: string[]): void {
  expect(values.filter((v) => read(v) === undefined)).toEqual([]);
}

describe('the grammar of the fields a framework writes', () => {
  it('Content-Type: a media type with token or quoted parameters', () => {
    admits(contentType, ['text/html; charset=utf-8', 'application/json', 'text/plain;charset=UTF-8', 'multipart/byteranges; boundary=abc', 'text/x;a="b c"', 'application/vnd.api+json']);
    refuses(contentType, ['', 'text', 'text/', 'text/html; charset', 'text/html; charset=', 'text/html; a=b c', 'text html']);
  });

  it('Content-Encoding: codings and extension tokens, not a charset', () => {
    admits(contentEncoding, ['gzip', 'br', 'deflate, gzip', 'x-custom', 'identity']);
    refuses(contentEncoding, ['utf-8', 'UTF8', 'gzip, iso-8859-1', 'g zip', '']);
    expect(contentEncoding('utf-8')).toContain('a charset, not a content coding');
  });

  it('Content-Disposition: a type, parameters, filename* as an ext-value, none twice', () => {
    admits(contentDisposition, [
      'attachment',
      'inline',
      'attachment; filename="report.pdf"',
      "attachment; filename=\"na?ve.txt\"; filename*=UTF-8''na%C3%AFve.txt",
      'attachment; filename="\u00e9t\u00e9.txt"',
      'attachment; filename = "spaced.txt"',
    ]);
    refuses(contentDisposition, ['', '; filename="a"', 'attachment; filename=a b.txt', "attachment; filename*=na\u00efve.txt", 'attachment; filename="a"; filename="b"', 'attachment; filename="unclosed']);
  });

  it('ETag: [W/] and a quoted opaque tag', () => {
    admits(etag, ['W/"d-bAs6Ib4v+3BYJLb2mETYOxnWJG4"', '"abc"', '""', '"d-pedE0BZFQNM7HX6mFsKPL6l+dUo"']);
    refuses(etag, ['abc', '"a b"', 'W/abc', 'w/"a"', '"a"b"', '"unclosed']);
  });

  it('Location: a URI reference, the rest percent-encoded', () => {
    admits(location, ['/', 'http://example.com/a?b=c#d', '/caf%C3%A9', '../up', '//host/path', "/a;b,c@d!$&'()*+="]);
    refuses(location, ['/a b', '/caf\u00e9', '/a"b', '/<x>', '/%zz']);
  });

  it('Vary and Allow: lists of tokens, Vary "*" alone', () => {
    admits(vary, ['Accept-Encoding', 'Accept, Origin', '*']);
    refuses(vary, ['Accept Encoding', '*, Accept', '"Accept"']);
    admits(allow, ['GET, HEAD', 'GET,HEAD,POST', 'M-SEARCH']);
    refuses(allow, ['GET HEAD', 'GET, "POST"']);
  });

  it('Cache-Control: directives with token or quoted arguments', () => {
    admits(cacheControl, ['public, max-age=0', 'no-cache', 'private="set-cookie, x"', 'max-age=31536000, immutable']);
    refuses(cacheControl, ['max-age = 0', 'max age=0', 'max-age=a b', 'private="unclosed']);
  });

  it('Set-Cookie: name=value and attributes', () => {
    admits(setCookie, [
      'name=tobi; Path=/',
      'rememberme=1; Max-Age=900; Path=/; Expires=Sun, 06 Nov 1994 08:49:37 GMT; HttpOnly',
      'cart=j%3A%7B%22items%22%3A%5B1%5D%7D; Path=/',
      'empty=; Path=/',
      'q="quoted"; Path=/; SameSite=Strict; Secure',
    ]);
    refuses(setCookie, ['novalue', 'a b=1', 'name=a b; Path=/', 'name="a"b"', 'name=a,b', 'name=1;; Path=/']);
  });

  it('Content-Range: first-last/length or */length', () => {
    admits(contentRange, ['bytes 0-4/13', 'bytes 0-0/*', 'bytes */13', 'bytes 12-12/13']);
    refuses(contentRange, ['bytes 0-4', 'bytes 5-4/13', 'bytes 0-13/13', '0-4/13', 'bytes=0-4/13', 'bytes */*']);
  });
});
