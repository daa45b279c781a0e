// Steps for the body parsers (fw.json, fw.raw, fw.text, fw.urlencoded) and fw.static:
// bodies in a given charset or as raw bytes, compressed bodies of an exact size, forms
// with a given number of parameters, and file modification times of static fixtures.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as iconv from 'iconv-lite';
import { Then, When } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import { FIXTURES } from '../support/app-code';
import * as check from '../support/check';
import { show } from '../support/check';
import { bodyOfSize, encodedRequest, requestLine } from '../support/wire-request';

/**
 * The body text is encoded in the named charset by the client (iconv-lite names:
 * utf-8, utf-16le, utf-16be, utf-16 (with BOM), utf-32le, latin1, ...) and sent with
 * the Content-Type exactly as written.
 */
When(
  'I send {string} with the body {string} encoded as {string} and Content-Type {string}',
  async function (this: ConformanceWorld, line: string, text: string, charset: string, type: string) {
    if (!iconv.encodingExists(charset)) throw new Error(`the client cannot encode ${charset}`);
    await this.request({ ...requestLine(line), headers: [['Content-Type', type]], body: iconv.encode(text, charset) });
  },
);

/** The body is given as hexadecimal bytes ("00ff10"), for bodies that are not text. */
When(
  'I send {string} with the hex body {string} of type {string}',
  async function (this: ConformanceWorld, line: string, hex: string, type: string) {
    if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw new Error(`"${hex}" is not a list of hexadecimal bytes`);
    await this.request({ ...requestLine(line), headers: [['Content-Type', type]], body: Buffer.from(hex, 'hex') });
  },
);

/** A form body "p1=1&p2=2&...&pN=N" with exactly n parameters. */
When(
  'I send {string} with a urlencoded body of {int} parameters',
  async function (this: ConformanceWorld, line: string, n: number) {
    const body = Array.from({ length: n }, (_, i) => `p${i + 1}=${i + 1}`).join('&');
    await this.request({
      ...requestLine(line),
      headers: [['Content-Type', 'application/x-www-form-urlencoded']],
      body: Buffer.from(body),
    });
  },
);

/** A body of exactly n bytes before compression, compressed by the client, with Content-Encoding set. */
When(
  'I send {string} with a {word}-encoded body of {int} uncompressed bytes of type {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, size: number, type: string) {
    await this.request(encodedRequest(line, encoding, type, bodyOfSize(size, type)));
  },
);

/**
 * A body compressed by the client, then bytes that belong to no compressed stream after it
 * (GHSA-27r3-jxmh-p828): Content-Length counts both; the inflater meets them after its end.
 */
When(
  'I send {string} with the {word}-encoded body {string} of type {string}, followed by the bytes {string}',
  async function (this: ConformanceWorld, line: string, encoding: string, body: string, type: string, extra: string) {
    const request = encodedRequest(line, encoding, type, Buffer.from(body, 'utf8'));
    await this.request({ ...request, body: Buffer.concat([request.body ?? Buffer.alloc(0), Buffer.from(extra, 'latin1')]) });
  },
);

/** Last-Modified is the fixture file's mtime as an HTTP date (file times differ per checkout). */
Then(
  'the header {string} is the modification time of the fixture {string}',
  function (this: ConformanceWorld, name: string, fixture: string) {
    const expected = fs.statSync(path.join(FIXTURES, fixture)).mtime.toUTCString();
    const actual = this.response.headers.get(name);
    check.equal(actual, expected, `expected header ${name}: ${show(expected)} (the modification time of ${fixture}), got ${actual === undefined ? 'no header' : show(actual)}`);
  },
);

/** A conditional request: If-None-Match carries the ETag the last response sent (which varies per checkout). */
When(
  'I send {string} with If-None-Match set to the ETag of the last response',
  async function (this: ConformanceWorld, line: string) {
    const etag = this.response.headers.get('ETag');
    if (etag === undefined) throw new Error('the last response had no ETag');
    await this.request({ ...requestLine(line), headers: [['If-None-Match', etag]] });
  },
);
