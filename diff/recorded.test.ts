// The divergences a diff run skips are the recorded ones, recognised on the wire, and a
// difference's key names what differs (so that each distinct one is shrunk once).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECORDED, recordedDivergence } from './recorded';
import { differenceKey, type FoundDifference } from './run';

const divergences = fs.readFileSync(path.join(__dirname, '..', 'features', 'divergences.md'), 'utf8');

function found(range: string | undefined, differences: FoundDifference['differences']): FoundDifference {
  return {
    app: { settings: {}, items: [] } as unknown as FoundDifference['app'],
    appCode: '',
    request: { method: 'GET', path: '/', headers: range === undefined ? [] : [['Range', range]] },
    outcomes: { adapter: { kind: 'failure', stage: 'request', message: '' }, against: { kind: 'failure', stage: 'request', message: '' } },
    differences,
  };
}

const body = { what: 'body' as const, adapter: '-2', against: '[]' };

describe('recorded divergences', () => {
  it.each(RECORDED.map((r) => [r.entry]))('"%s" is an entry of features/divergences.md', (entry) => {
    expect(divergences).toContain(entry);
  });

  it('a malformed Range whose answer differs in its body only is the recorded one, in 4.x and 5.x', () => {
    expect(recordedDivergence(found('bytes=abc', [body]), '5.x')).toMatch(/malformed range spec/);
    expect(recordedDivergence(found('bytes=a-b', [body, { what: 'header', name: 'content-length', adapter: '2', against: '3' }]), '4.x')).toBeDefined();
  });

  it('a well-formed Range, another difference or another generation is not', () => {
    expect(recordedDivergence(found('bytes=0-4', [body]), '5.x')).toBeUndefined();
    expect(recordedDivergence(found('bytes=abc', [{ what: 'status', adapter: '200', against: '416' }]), '5.x')).toBeUndefined();
    expect(recordedDivergence(found(undefined, [body]), '5.x')).toBeUndefined();
    expect(recordedDivergence(found('bytes=abc', [body]), '3.x')).toBeUndefined();
  });
});

describe('a dotfile fw.static refused where Express went on', () => {
  const answered = (path: string, status: number): FoundDifference => ({
    ...found(undefined, [{ what: 'status', adapter: String(status), against: '200' }]),
    request: { method: 'GET', path, headers: [] },
    outcomes: { adapter: { kind: 'response', status, headers: [], body: Buffer.from('') }, against: { kind: 'response', status: 200, headers: [], body: Buffer.from('next') } },
  });
  it('is recorded: 403 for deny, 404 for ignore, in a dot directory too', () => {
    expect(recordedDivergence(answered('/.hidden', 403), '5.x')).toMatch(/'deny'/);
    expect(recordedDivergence(answered('/s/.well-known/file.txt?x=1', 404), '4.x')).toMatch(/'ignore'/);
  });
  it("is recorded for HEAD, whose answers differ in their header fields only (the other's 404 from the final handler)", () => {
    const head: FoundDifference = {
      ...answered('/42/.hidden/a', 404),
      request: { method: 'HEAD', path: '/42/.hidden/a', headers: [] },
      differences: [{ what: 'header', name: 'content-type', adapter: 'text/plain; charset=utf-8', against: 'text/html; charset=utf-8' }],
    };
    expect(recordedDivergence(head, '5.x')).toMatch(/'ignore'/);
    expect(recordedDivergence({ ...head, request: { ...head.request, method: 'GET' } }, '5.x')).toBeUndefined();
  });
  it('is not, for another path or answer', () => {
    expect(recordedDivergence(answered('/hidden', 404), '5.x')).toBeUndefined();
    expect(recordedDivergence(answered('/../secret.txt', 404), '5.x')).toBeUndefined();
    expect(recordedDivergence(answered('/.hidden', 500), '5.x')).toBeUndefined();
  });
});

describe('a dotfile refused, then the connection broken when a later handler answered too', () => {
  const broken = (path: string, options: { dotfiles?: 'allow' | 'deny' | 'ignore'; fallthrough?: boolean }, message = 'write EPIPE', nested = false): FoundDifference => {
    const item = { t: 'static' as const, mount: { options } };
    const items = nested ? [{ t: 'mount' as const, kind: 'router' as const, at: [], mergeParams: false, settings: {}, items: [item] }] : [item];
    return {
      ...found(undefined, [{ what: 'outcome', adapter: `no answer: ${message}`, against: 'answered 200' }]),
      app: { settings: {}, items, errorHandler: true },
      request: { method: 'GET', path, headers: [], body: { contentType: 'application/json', data: '"just a string"' } },
      outcomes: { adapter: { kind: 'failure', stage: 'request', message }, against: { kind: 'response', status: 200, headers: [], body: Buffer.from('{"xhr":false}') } },
    };
  };
  it("is the app's static's refusal: 'ignore' (set or by default) or 'deny', in a mounted router too", () => {
    expect(recordedDivergence(broken('/A/A/.hidden?a[20]=x', { dotfiles: 'ignore', fallthrough: true }), '5.x')).toMatch(/'ignore'/);
    expect(recordedDivergence(broken('/.hidden', {}), '4.x')).toMatch(/'ignore'/);
    expect(recordedDivergence(broken('/.hidden', { dotfiles: 'deny' }, 'the framework closed the connection without a complete response to GET /.hidden (socket hang up)', true), '5.x')).toMatch(/'deny'/);
    expect(recordedDivergence(broken('/.hidden', { dotfiles: 'deny' }, 'read ECONNRESET'), '4.x')).toMatch(/'deny'/);
  });
  it('is not, without a static that refuses dotfiles and falls through, on another path, or for another failure', () => {
    expect(recordedDivergence(broken('/.hidden', { dotfiles: 'allow' }), '5.x')).toBeUndefined();
    expect(recordedDivergence(broken('/.hidden', { dotfiles: 'ignore', fallthrough: false }), '5.x')).toBeUndefined();
    expect(recordedDivergence(broken('/hidden', { dotfiles: 'ignore' }), '5.x')).toBeUndefined();
    expect(recordedDivergence(broken('/.hidden', { dotfiles: 'ignore' }, 'the framework threw an exception nobody caught while handling GET /.hidden'), '5.x')).toBeUndefined();
    expect(recordedDivergence(broken('/.hidden', { dotfiles: 'ignore' }, 'no response within 5000 ms to GET /.hidden'), '5.x')).toBeUndefined();
  });
});

describe('differenceKey', () => {
  it('names the fields in one order, with both statuses and which side gave no answer', () => {
    expect(differenceKey([body, { what: 'status', adapter: '200', against: '404' }, { what: 'header', name: 'etag', adapter: 'a', against: 'b' }])).toBe(
      'body; header etag; status 200/404',
    );
    expect(differenceKey([{ what: 'outcome', adapter: 'no answer: crashed', against: 'answered 200' }])).toBe('outcome adapter no answer');
  });
});
