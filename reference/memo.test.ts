// The remembered Content-Type answers (memo.ts) beside the functions they
// remember: for generated header values, valid and not, the remembered function gives
// the same answer as the function itself, on the first call and on every later one
// (also after its table was cleared), and throws the same error where it throws. The
// body parsers' remembered answers are compared with accelerators.memos off.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { accelerators, resetAccelerators } from './accelerators';
import { readShared } from './body/options';
import { charsetOf } from './body/read';
import { generation3 } from './generations/3.x';
import { generation4 } from './generations/4.x';
import { generation5 } from './generations/5.x';
import { typeOfNameIn } from './response';
import { memoized, rememberingLast } from './memo';
import { pathnameOf } from './url';
import { setCharset } from './response/send';

const token = fc.stringMatching(/^[a-zA-Z0-9!#$&^_.+-]{1,12}$/);
const mediaType = fc.oneof(
  fc.constantFrom('text/html', 'text/plain', 'application/json', 'application/javascript', 'image/png', 'application/octet-stream', 'TEXT/HTML'),
  fc.tuple(token, token).map(([t, s]) => `${t}/${s}`),
);
const parameter = fc.tuple(fc.constantFrom('charset', 'Charset', 'q', 'boundary'), fc.oneof(token, token.map((v) => `"${v} x"`)));
/** Content-Type values as apps and clients write them, and some no parser accepts. */
const contentType = fc.oneof(
  fc.tuple(mediaType, fc.array(parameter, { maxLength: 3 }), fc.constantFrom(';', '; ', ' ; ')).map(
    ([type, params, sep]) => type + params.map(([name, value]) => `${sep}${name}=${value}`).join(''),
  ),
  fc.constantFrom('json', 'html', 'text/html; charset', 'text/html; charset=', '/', 'a/b;;', ''),
  fc.string({ maxLength: 20 }),
  // what res.type is given: extensions and file names
  fc.constantFrom('html', '.json', 'txt', 'bin', 'x.png', 'a.b.css', '.', 'unknown-ext', 'HTML', 'tar.gz'),
  token,
);

type Outcome = { answer: unknown } | { error: string };
function outcome(fn: (value: string) => unknown, value: string): Outcome {
  try {
    return { answer: fn(value) };
  } catch (err) {
    return { error: `${(err as Error).name}: ${(err as Error).message}` };
  }
}

const functions: Array<[string, (value: string) => string]> = [
  ['setCharset(type, "utf-8") (res.send of a string)', (type) => setCharset(type, 'utf-8')],
  ['4.x completeContentType (res.set)', generation4.response.completeContentType!],
  ['5.x completeContentType (res.set)', generation5.response.completeContentType!],
  ['3.x type of a name (res.type)', typeOfNameIn(generation3)],
  ['4.x type of a name (res.type)', typeOfNameIn(generation4)],
  ['5.x type of a name (res.type)', typeOfNameIn(generation5)],
];

describe.each(functions)('remembered %s', (_name, fn) => {
  it('answers as the function does, first and later calls, for generated values', () => {
    fc.assert(
      fc.property(fc.array(contentType, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 8 }), (values, size) => {
        // a small table, so that it is also cleared and refilled
        const remembered = memoized(fn, size);
        for (const value of [...values, ...values.reverse()]) {
          expect(outcome(remembered, value), JSON.stringify(value)).toEqual(outcome(fn, value));
        }
      }),
      { numRuns: 300 },
    );
  });
});

it('3.x stores Content-Type as given: nothing to remember', () => {
  expect(generation3.response.completeContentType).toBeUndefined();
});

afterEach(resetAccelerators);

it('with accelerators.memos off, the function is called at every call', () => {
  let calls = 0;
  const remembered = memoized((value) => (calls++, value.toUpperCase()));
  remembered('a');
  remembered('a');
  expect(calls).toBe(1);
  accelerators.memos = false;
  expect(remembered('a')).toBe('A');
  expect(calls).toBe(2);
});

/** The body parsers' remembered answers, each made afresh (a matcher keeps its own table). */
const bodyFunctions: Array<[string, () => (header: string) => unknown]> = [
  ['charset of a request Content-Type (json, text, urlencoded)', () => (header) => charsetOf({ headers: { 'content-type': header } } as never)],
  ...[true, false].flatMap((strict) =>
    (['application/json', ['json', 'text/*'], '*/*'] as const).map((type): [string, () => (header: string) => unknown] => [
      `Content-Type matched against ${JSON.stringify(type)}${strict ? ', well-formed only' : ''}`,
      () => {
        const { matches } = readShared({ type }, 'application/json', strict);
        return (header) => matches({ headers: { 'content-type': header } } as never);
      },
    ]),
  ),
];

describe.each(bodyFunctions)('remembered %s', (_name, make) => {
  it('answers with accelerators.memos on as with it off, for generated values', () => {
    fc.assert(
      fc.property(fc.array(contentType, { minLength: 1, maxLength: 30 }), (values) => {
        const fn = make();
        for (const value of [...values, ...values.reverse()]) {
          accelerators.memos = false;
          const plain = outcome(fn, value);
          accelerators.memos = true;
          expect(outcome(fn, value), JSON.stringify(value)).toEqual(plain);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('rememberingLast (the pathname of a walk\'s req.url)', () => {
  const url = fc.oneof(
    fc.constantFrom('/', '/a', '/a?x=1', 'http://h/a/b?c', '//x@y/z', '/a b', '*', ''),
    fc.string({ maxLength: 12 }).map((s) => '/' + s),
  );
  it('answers with accelerators.pathnameMemo on as with it off, for generated sequences', () => {
    fc.assert(
      fc.property(fc.array(fc.option(url, { nil: undefined }), { minLength: 1, maxLength: 20 }), (urls) => {
        const remembered = rememberingLast(pathnameOf, 'pathnameMemo');
        for (const value of [...urls, ...urls]) {
          accelerators.pathnameMemo = true;
          const kept = remembered(value);
          const again = remembered(value);
          accelerators.pathnameMemo = false;
          expect([kept, again], JSON.stringify(value)).toEqual([pathnameOf(value), remembered(value)]);
        }
      }),
      { numRuns: 200 },
    );
  });
});
