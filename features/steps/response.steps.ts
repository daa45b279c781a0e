// Then: what is observable on the wire.
import { Then, type DataTable } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import * as check from '../support/check';
import { CheckFailed, show } from '../support/check';
import { comparisonOf, fieldValuesEqual } from '../support/field-equality';
import { essence } from '../support/media-type';
import { bodyComparisonOf, bodyEquals } from '../support/json-body';

/** The value a client reads (response-headers.ts: a single-valued header sent twice with different values fails here). */
function headerValue(world: ConformanceWorld, name: string): string | undefined {
  return world.response.headers.get(name);
}

Then('the status is {int}', function (this: ConformanceWorld, status: number) {
  check.equal(this.response.status, status, `expected status ${status}, got ${this.response.status} with body ${show(this.response.text)}`);
});

/** One of a few statuses ("403 or 404", "400, 403 or 404"): where the spec and Express, or the generations, differ. */
Then(/^the status is (\d{3}(?:, \d{3})* or \d{3})$/, function (this: ConformanceWorld, list: string) {
  const allowed = list.split(/, | or /).map(Number);
  check.ok(allowed.includes(this.response.status), `expected status ${list}, got ${this.response.status} with body ${show(this.response.text)}`);
});

// No step reads the reason phrase: a client ignores it (RFC 9112 §4: "A client SHOULD ignore
// the reason-phrase content"), and the spec makes no rule of it (its "status text" is a body).

/**
 * The body is the text; a JSON object or array is compared by value, unless the check is about
 * serialization (json-body.ts): indentation is the serialization rows' difference, not every row's.
 */
function assertBody(world: ConformanceWorld, body: string): void {
  const comparison = bodyComparisonOf(body, world.specRows);
  const how = comparison === 'value' ? ' (compared as JSON values)' : '';
  check.ok(bodyEquals(world.response.text, body, comparison), `expected body ${show(body)}, got ${show(world.response.text)}${how} (status ${world.response.status})`);
}

Then('the body is {string}', function (this: ConformanceWorld, body: string) {
  assertBody(this, body);
});

Then('the body is:', function (this: ConformanceWorld, body: string) {
  assertBody(this, body);
});

Then('the body is empty', function (this: ConformanceWorld) {
  check.equal(this.response.body.length, 0, `expected no body, got ${show(this.response.text)}`);
});

Then('the body contains {string}', function (this: ConformanceWorld, part: string) {
  check.ok(this.response.text.includes(part), `expected the body to contain ${show(part)}, got ${show(this.response.text)}`);
});

Then('the body does not contain {string}', function (this: ConformanceWorld, part: string) {
  check.ok(!this.response.text.includes(part), `expected the body not to contain ${show(part)}, got ${show(this.response.text)}`);
});

Then('the body matches {string}', function (this: ConformanceWorld, pattern: string) {
  check.match(this.response.text, new RegExp(pattern), `expected the body to match /${pattern}/, got ${show(this.response.text)}`);
});

Then('the body has {int} bytes', function (this: ConformanceWorld, n: number) {
  check.equal(this.response.body.length, n, `expected a body of ${n} bytes, got ${this.response.body.length}`);
});

function parseJsonBody(world: ConformanceWorld): unknown {
  try {
    return JSON.parse(world.response.text);
  } catch {
    throw new CheckFailed(`expected a JSON body, got ${show(world.response.text)} (status ${world.response.status})`);
  }
}

function assertJson(world: ConformanceWorld, expected: string): void {
  const actual = parseJsonBody(world);
  const want = JSON.parse(expected) as unknown;
  check.deepEqual(actual, want, `expected the JSON body ${JSON.stringify(want)}, got ${show(world.response.text)} (status ${world.response.status})`);
}

Then('the JSON body is:', function (this: ConformanceWorld, expected: string) {
  assertJson(this, expected);
});

Then('the JSON body is {string}', function (this: ConformanceWorld, expected: string) {
  assertJson(this, expected);
});

/**
 * The value equals `expected` as HTTP compares values of that field (field-equality.ts: a
 * Content-Type as a media type, Vary as a list, ...); other fields exactly.
 */
function expectHeader(world: ConformanceWorld, name: string, expected: string): void {
  const actual = headerValue(world, name);
  const { rule } = comparisonOf(name);
  check.ok(
    actual !== undefined && fieldValuesEqual(name, actual, expected),
    `expected header ${name}: ${show(expected)}, got ${actual === undefined ? '(absent)' : show(actual)}` +
      (rule === 'exactly' ? '' : ` (compared ${rule})`),
  );
}

Then('the header {string} is {string}', function (this: ConformanceWorld, name: string, value: string) {
  expectHeader(this, name, value);
});

Then('the header {string} is:', function (this: ConformanceWorld, name: string, value: string) {
  expectHeader(this, name, value);
});

/** Character for character: for a rule of the spec about the serialisation itself (the scenario's title says so). */
Then('the header {string} is exactly {string}', function (this: ConformanceWorld, name: string, value: string) {
  const actual = headerValue(this, name);
  check.equal(actual, value, `expected header ${name} to be exactly ${show(value)}, got ${actual === undefined ? '(absent)' : show(actual)}`);
});

/** The media type's type/subtype, parameters aside (RFC 9110 §8.3.1: case-insensitive). */
Then('the header {string} has the media type {string}', function (this: ConformanceWorld, name: string, type: string) {
  const actual = headerValue(this, name);
  check.ok(
    actual !== undefined && essence(actual) !== undefined && essence(actual) === essence(type),
    `expected header ${name} to have the media type ${show(type)}, got ${actual === undefined ? '(absent)' : show(actual)}`,
  );
});

Then('the header {string} is absent', function (this: ConformanceWorld, name: string) {
  check.equal(headerValue(this, name), undefined, `expected no ${name} header, got ${show(headerValue(this, name) ?? '')}`);
});

Then('the header {string} is present', function (this: ConformanceWorld, name: string) {
  check.notEqual(headerValue(this, name), undefined, `expected a ${name} header`);
});

/**
 * `contains` and `matches` read the value in the one spelling HTTP-equal values share
 * (field-equality.ts: `Text/HTML;Charset="UTF-8"` is read as `text/html; charset=utf-8`), so a
 * part or a pattern written as the spec gives the value holds for every equal spelling.
 */
function readAs(name: string, value: string): string {
  return comparisonOf(name).canonical(value);
}

/** `"sent"`, or `"sent" (read as "canonical")` where the two differ. */
function showRead(name: string, value: string): string {
  const read = readAs(name, value);
  return read === value ? show(value) : `${show(value)} (read as ${show(read)})`;
}

Then('the header {string} contains {string}', function (this: ConformanceWorld, name: string, part: string) {
  const v = headerValue(this, name);
  check.ok(v !== undefined && readAs(name, v).includes(part), `expected header ${name} to contain ${show(part)}, got ${v === undefined ? 'no header' : showRead(name, v)}`);
});

Then('the header {string} does not contain {string}', function (this: ConformanceWorld, name: string, part: string) {
  const v = headerValue(this, name);
  check.ok(v === undefined || !readAs(name, v).includes(part), `expected header ${name} not to contain ${show(part)}, got ${showRead(name, v ?? '')}`);
});

Then('the header {string} matches {string}', function (this: ConformanceWorld, name: string, pattern: string) {
  const v = headerValue(this, name);
  check.ok(v !== undefined, `expected a ${name} header`);
  check.match(readAs(name, v), new RegExp(pattern), `expected header ${name} to match /${pattern}/, got ${showRead(name, v)}`);
});

/** Set-Cookie lines in order, one per line of the doc string. */
Then('the Set-Cookie headers are:', function (this: ConformanceWorld, lines: string) {
  const actual = this.response.headers.all('Set-Cookie');
  const expected = lines.split('\n').map((l) => l.trim()).filter(Boolean);
  check.deepEqual(actual, expected, `expected Set-Cookie headers ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
});

/**
 * Where the spec leaves the answer open and Express's own answer moves with the version of a
 * dependency its ranges allow, the scenario lists each answer it accepts, one per row:
 * | status | Content-Range | bytes |, an empty Content-Range meaning absent, empty bytes any length.
 */
Then('the status, Content-Range and body length are one of:', function (this: ConformanceWorld, table: DataTable) {
  const { status, body } = this.response;
  const range = headerValue(this, 'Content-Range');
  const answers = table.hashes();
  const accepted = answers.some(
    (a) => Number(a.status) === status && (a['Content-Range'] || undefined) === range && (a.bytes === '' || Number(a.bytes) === body.length),
  );
  const listed = answers.map((a) => `${a.status} ${a['Content-Range'] || '(no Content-Range)'} ${a.bytes === '' ? 'any body' : a.bytes + ' bytes'}`);
  check.ok(accepted, `expected one of: ${listed.join('; ')}; got ${status} ${range === undefined ? '(no Content-Range)' : range} ${body.length} bytes: ${show(this.response.text)}`);
});
