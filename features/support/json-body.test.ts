// A check compares JSON bodies by value unless it is about serialization: a framework that
// indents its JSON fails the serialization rows and only them, and those rows still see every
// byte of difference.
import { describe, expect, it } from 'vitest';
import { aboutSerialization, bodyComparisonOf, bodyEquals, SERIALIZATION_ROWS } from './json-body';
import { isKnownRow } from '../../spec/rows';

const INDENTED = '{\n  "url": "/",\n  "baseUrl": "/admin"\n}';
const COMPACT = '{"url":"/","baseUrl":"/admin"}';

describe('the serialization rows', () => {
  it('are rows of the spec (a renamed row would silently compare its checks by value)', () => {
    for (const row of SERIALIZATION_ROWS) expect(isKnownRow(row), row).toBe(true);
  });

  it('make a check that names one of them, among others, compare text', () => {
    expect(aboutSerialization(['subapp-inheritance/undefaulted-inherited', 'settings/json-spaces'])).toBe(true);
    expect(aboutSerialization(['router-operations/router.use'])).toBe(false);
    expect(aboutSerialization([])).toBe(false);
  });
});

describe('bodyComparisonOf', () => {
  it('is by value for a JSON object or array outside the serialization rows', () => {
    expect(bodyComparisonOf(COMPACT, ['router-operations/router.use'])).toBe('value');
    expect(bodyComparisonOf('[1,"a"]', ['settings/query-parser'])).toBe('value');
  });

  it('is text on a serialization row, for a scalar, and for a text that is not JSON', () => {
    expect(bodyComparisonOf(COMPACT, ['res-operations/res.json'])).toBe('text');
    expect(bodyComparisonOf(COMPACT, ['res-operations/res.send', 'router-operations/router.use'])).toBe('text');
    expect(bodyComparisonOf('42', ['router-operations/router.use'])).toBe('text');
    expect(bodyComparisonOf('"hello"', ['router-operations/router.use'])).toBe('text');
    expect(bodyComparisonOf('{not json', ['router-operations/router.use'])).toBe('text');
  });
});

describe('bodyEquals', () => {
  it('by value: indentation and key order do not count', () => {
    expect(bodyEquals(INDENTED, COMPACT, 'value')).toBe(true);
    expect(bodyEquals('{"baseUrl":"/admin","url":"/"}', COMPACT, 'value')).toBe(true);
  });

  it('by value: a different value, an extra member, a body that is not JSON fail', () => {
    expect(bodyEquals('{"url":"/x","baseUrl":"/admin"}', COMPACT, 'value')).toBe(false);
    expect(bodyEquals('{"url":"/","baseUrl":"/admin","x":1}', COMPACT, 'value')).toBe(false);
    expect(bodyEquals('{"url":1,"baseUrl":"/admin"}', '{"url":"1","baseUrl":"/admin"}', 'value')).toBe(false);
    expect(bodyEquals('url=/', COMPACT, 'value')).toBe(false);
    expect(bodyEquals('', COMPACT, 'value')).toBe(false);
  });

  it('as text: every byte counts', () => {
    expect(bodyEquals(COMPACT, COMPACT, 'text')).toBe(true);
    expect(bodyEquals(INDENTED, COMPACT, 'text')).toBe(false);
    expect(bodyEquals('{"baseUrl":"/admin","url":"/"}', COMPACT, 'text')).toBe(false);
  });
});
