// Then: what is observable on the wire.
import { isDeepStrictEqual } from 'node:util';
import { Then } from '@cucumber/cucumber';
import type { ConformanceWorld } from '../support/world';
import { CheckFailed } from '../support/check-failed';

const assert = {
  ok(condition: unknown, message: string): void {
    if (!condition) throw new CheckFailed(message);
  },
  equal(actual: unknown, expected: unknown, message: string): void {
    if (actual !== expected) throw new CheckFailed(message);
  },
  notEqual(actual: unknown, expected: unknown, message: string): void {
    if (actual === expected) throw new CheckFailed(message);
  },
  match(actual: string, pattern: RegExp, message: string): void {
    if (!pattern.test(actual)) throw new CheckFailed(message);
  },
  deepStrictEqual(actual: unknown, expected: unknown, message: string): void {
    if (!isDeepStrictEqual(actual, expected)) throw new CheckFailed(message);
  },
};

function show(text: string): string {
  return text.length > 300 ? JSON.stringify(text.slice(0, 300)) + '…' : JSON.stringify(text);
}

function headerValue(world: ConformanceWorld, name: string): string | undefined {
  const v = world.response.headers[name.toLowerCase()];
  return Array.isArray(v) ? v.join('\n') : v;
}

Then('the status is {int}', function (this: ConformanceWorld, status: number) {
  assert.equal(this.response.status, status, `expected status ${status}, got ${this.response.status} with body ${show(this.response.text)}`);
});

Then('the status text is {string}', function (this: ConformanceWorld, text: string) {
  assert.equal(this.response.statusText, text, `expected status text ${show(text)}, got ${show(this.response.statusText)}`);
});

Then('the body is {string}', function (this: ConformanceWorld, body: string) {
  assert.equal(this.response.text, body, `expected body ${show(body)}, got ${show(this.response.text)} (status ${this.response.status})`);
});

Then('the body is:', function (this: ConformanceWorld, body: string) {
  assert.equal(this.response.text, body, `expected body ${show(body)}, got ${show(this.response.text)} (status ${this.response.status})`);
});

Then('the body is empty', function (this: ConformanceWorld) {
  assert.equal(this.response.body.length, 0, `expected no body, got ${show(this.response.text)}`);
});

Then('the body contains {string}', function (this: ConformanceWorld, part: string) {
  assert.ok(this.response.text.includes(part), `expected the body to contain ${show(part)}, got ${show(this.response.text)}`);
});

Then('the body does not contain {string}', function (this: ConformanceWorld, part: string) {
  assert.ok(!this.response.text.includes(part), `expected the body not to contain ${show(part)}, got ${show(this.response.text)}`);
});

Then('the body matches {string}', function (this: ConformanceWorld, pattern: string) {
  assert.match(this.response.text, new RegExp(pattern), `expected the body to match /${pattern}/, got ${show(this.response.text)}`);
});

Then('the body has {int} bytes', function (this: ConformanceWorld, n: number) {
  assert.equal(this.response.body.length, n, `expected a body of ${n} bytes, got ${this.response.body.length}`);
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
  assert.deepStrictEqual(actual, want, `expected the JSON body ${JSON.stringify(want)}, got ${show(world.response.text)} (status ${world.response.status})`);
}

Then('the JSON body is:', function (this: ConformanceWorld, expected: string) {
  assertJson(this, expected);
});

Then('the JSON body is {string}', function (this: ConformanceWorld, expected: string) {
  assertJson(this, expected);
});

Then('the header {string} is {string}', function (this: ConformanceWorld, name: string, value: string) {
  assert.equal(headerValue(this, name), value, `expected header ${name}: ${show(value)}, got ${show(headerValue(this, name) ?? '(absent)')}`);
});

Then('the header {string} is:', function (this: ConformanceWorld, name: string, value: string) {
  assert.equal(headerValue(this, name), value, `expected header ${name}: ${show(value)}, got ${show(headerValue(this, name) ?? '(absent)')}`);
});

Then('the header {string} is absent', function (this: ConformanceWorld, name: string) {
  assert.equal(headerValue(this, name), undefined, `expected no ${name} header, got ${show(headerValue(this, name) ?? '')}`);
});

Then('the header {string} is present', function (this: ConformanceWorld, name: string) {
  assert.notEqual(headerValue(this, name), undefined, `expected a ${name} header`);
});

Then('the header {string} contains {string}', function (this: ConformanceWorld, name: string, part: string) {
  const v = headerValue(this, name);
  assert.ok(v !== undefined && v.includes(part), `expected header ${name} to contain ${show(part)}, got ${v === undefined ? 'no header' : show(v)}`);
});

Then('the header {string} does not contain {string}', function (this: ConformanceWorld, name: string, part: string) {
  const v = headerValue(this, name);
  assert.ok(v === undefined || !v.includes(part), `expected header ${name} not to contain ${show(part)}, got ${show(v ?? '')}`);
});

Then('the header {string} matches {string}', function (this: ConformanceWorld, name: string, pattern: string) {
  const v = headerValue(this, name);
  assert.ok(v !== undefined, `expected a ${name} header`);
  assert.match(v!, new RegExp(pattern), `expected header ${name} to match /${pattern}/, got ${show(v!)}`);
});

/** Set-Cookie lines in order, one per line of the doc string. */
Then('the Set-Cookie headers are:', function (this: ConformanceWorld, lines: string) {
  const actual = this.response.headers['set-cookie'] ?? [];
  const expected = lines.split('\n').map((l) => l.trim()).filter(Boolean);
  assert.deepStrictEqual(actual, expected, `expected Set-Cookie headers ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
});
