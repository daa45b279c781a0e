// Values HTTP calls equal compare equal, and values it tells apart stay apart: a comparison
// that gave way on the second would let a check pass a wrong framework.
import { describe, expect, it } from 'vitest';
import { comparisonOf, fieldValuesEqual } from './field-equality';
import { canonicalMediaType, essence, mediaTypesEqual, parseMediaType } from './media-type';

describe('media types (RFC 9110 §8.3.1)', () => {
  it('are equal in the four spellings the RFC gives as equivalent', () => {
    for (const spelling of ['text/html;charset=utf-8', 'Text/HTML;Charset="utf-8"', 'text/html; charset="utf-8"', 'text/html;charset=UTF-8']) {
      expect(mediaTypesEqual(spelling, 'text/html; charset=utf-8'), spelling).toBe(true);
    }
  });

  it('ignore OWS around ";" and around the value, tabs too', () => {
    expect(mediaTypesEqual(' text/plain \t;\t charset=UTF-8 ', 'text/plain; charset=utf-8')).toBe(true);
    expect(mediaTypesEqual('text/plain;', 'text/plain')).toBe(true);
  });

  it('ignore the order of parameters, not their values', () => {
    expect(mediaTypesEqual('multipart/form-data; boundary=x; charset=utf-8', 'multipart/form-data;charset=utf-8;boundary=x')).toBe(true);
    expect(mediaTypesEqual('multipart/form-data; boundary=x', 'multipart/form-data; boundary=X')).toBe(false);
  });

  it('tell apart what HTTP tells apart', () => {
    expect(mediaTypesEqual('text/plain; charset=utf-8', 'text/html; charset=utf-8')).toBe(false);
    expect(mediaTypesEqual('text/plain; charset=utf-8', 'text/plain; charset=utf8')).toBe(false);
    expect(mediaTypesEqual('text/plain; charset=utf-8', 'text/plain')).toBe(false);
    expect(mediaTypesEqual('application/json', 'text/json')).toBe(false);
    expect(mediaTypesEqual('application/octet-stream; charset=iso-8859-1', 'application/octet-stream')).toBe(false);
  });

  it('keep a value that is not a media type as it was sent', () => {
    expect(parseMediaType('text')).toBeUndefined();
    expect(parseMediaType('text/plain; charset')).toBeUndefined();
    expect(parseMediaType('text/plain; charset="utf-8')).toBeUndefined();
    expect(canonicalMediaType(' Text ')).toBe('Text');
    expect(mediaTypesEqual('TEXT', 'text')).toBe(false);
  });

  it('quote a value only when it is not a token, and unescape a quoted-pair', () => {
    expect(canonicalMediaType('Text/X;A="b";c="d e";q="\\"x\\""')).toBe('text/x; a=b; c="d e"; q="\\"x\\""');
  });

  it('give the essence without parameters', () => {
    expect(essence('Text/HTML; charset=UTF-8')).toBe('text/html');
    expect(essence('nonsense')).toBeUndefined();
  });
});

describe('field values, field by field', () => {
  it('compare Content-Type as media types', () => {
    expect(fieldValuesEqual('content-type', 'text/plain;charset=UTF-8', 'text/plain; charset=utf-8')).toBe(true);
    expect(comparisonOf('Content-Type').rule).toContain('RFC 9110 §8.3.1');
  });

  it('compare Content-Disposition with its type and names in any case and filename quoted or not', () => {
    expect(fieldValuesEqual('Content-Disposition', 'Attachment;FileName=hello.txt', 'attachment; filename="hello.txt"')).toBe(true);
    expect(fieldValuesEqual('Content-Disposition', 'attachment; filename = "a b.txt"', 'attachment; filename="a b.txt"')).toBe(true);
    expect(fieldValuesEqual('Content-Disposition', 'attachment; filename="Hello.txt"', 'attachment; filename="hello.txt"')).toBe(false);
    expect(fieldValuesEqual('Content-Disposition', 'inline; filename="a.txt"', 'attachment; filename="a.txt"')).toBe(false);
    expect(
      fieldValuesEqual(
        'Content-Disposition',
        "attachment; filename=\"? rates.txt\"; filename*=utf-8''%e2%82%ac%20rates.txt",
        "attachment; filename=\"? rates.txt\"; filename*=UTF-8''%E2%82%AC%20rates.txt",
      ),
    ).toBe(true);
    expect(fieldValuesEqual('Content-Disposition', "attachment; filename*=UTF-8''a%20b", "attachment; filename*=UTF-8''a%20c")).toBe(false);
  });

  it('compare list fields element by element, in order, with OWS around commas and empty elements ignored', () => {
    expect(fieldValuesEqual('Vary', 'accept ,\tOrigin,', 'Accept, Origin')).toBe(true);
    expect(fieldValuesEqual('Vary', 'Origin, Accept', 'Accept, Origin')).toBe(false);
    expect(fieldValuesEqual('Vary', 'Accept, accept', 'Accept')).toBe(false);
    expect(fieldValuesEqual('Content-Encoding', 'GZIP', 'gzip')).toBe(true);
    expect(fieldValuesEqual('Allow', 'POST,GET,HEAD', 'POST, GET, HEAD')).toBe(true);
    expect(fieldValuesEqual('Allow', 'get, head', 'GET, HEAD')).toBe(false);
  });

  it('compare Cache-Control directives with case-insensitive names and quoted or token arguments', () => {
    expect(fieldValuesEqual('Cache-Control', 'Public,MAX-AGE="0"', 'public, max-age=0')).toBe(true);
    expect(fieldValuesEqual('Cache-Control', 'public, max-age=1', 'public, max-age=0')).toBe(false);
    expect(fieldValuesEqual('Cache-Control', 'public, max-age=0, immutable', 'public, max-age=0')).toBe(false);
  });

  it('compare Link values with OWS around ";" and relation types in any case, targets exactly', () => {
    expect(fieldValuesEqual('Link', '</p/1>;rel=PREV,</p/3> ; rel="next"', '</p/1>; rel="prev", </p/3>; rel="next"')).toBe(true);
    expect(fieldValuesEqual('Link', '</P/1>; rel="prev"', '</p/1>; rel="prev"')).toBe(false);
    expect(fieldValuesEqual('Link', '</p/1>; rel="prev"; rel="next"', '</p/1>; rel="prev", </p/1>; rel="next"')).toBe(false);
  });

  it('compare Content-Length as a number and every other field exactly', () => {
    expect(fieldValuesEqual('Content-Length', '005', '5')).toBe(true);
    expect(fieldValuesEqual('Content-Length', '5', '6')).toBe(false);
    expect(fieldValuesEqual('Location', '/A', '/a')).toBe(false);
    expect(fieldValuesEqual('ETag', 'W/"a"', 'w/"a"')).toBe(false);
    expect(fieldValuesEqual('X-Custom', 'a;b', 'a; b')).toBe(false);
    expect(comparisonOf('X-Custom').rule).toBe('exactly');
  });
});
