// The request send reads after compareValidatorsStrongly: changed only where RFC 9110's strong
// comparison does not hold a condition that send's own comparison would.
import { EventEmitter } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compareValidatorsStrongly } from './validators';

// a real file's Stats: send's ETag is made from them
const stat = fs.statSync(path.join(__dirname, '..', '..', 'features', 'fixtures', 'files', 'public', 'hello.txt'));

/** The headers send would read once the file's own headers are set. */
function readAs(headers: Record<string, string>, sent: Record<string, string>): Record<string, string | undefined> {
  const req = { headers: { ...headers } } as unknown as IncomingMessage;
  const res = { getHeader: (name: string) => sent[name] } as unknown as ServerResponse;
  const stream = new EventEmitter();
  compareValidatorsStrongly(stream, req, { etag: true, lastModified: true });
  stream.emit('headers', res, '/f', stat);
  return req.headers as Record<string, string | undefined>;
}

describe('strong comparison of validators', () => {
  it('fails If-Match on a weak entity tag, and keeps a strong match, "*" and a list', () => {
    expect(readAs({ 'if-match': 'W/"v1"' }, { ETag: 'W/"v1"' })['if-match']).toBe('W/"v1"x');
    expect(readAs({ 'if-match': '"v1"' }, { ETag: '"v1"' })['if-match']).toBe('"v1"');
    expect(readAs({ 'if-match': '*' }, { ETag: 'W/"v1"' })['if-match']).toBe('*');
    expect(readAs({ 'if-match': '"v2", "v1"' }, { ETag: '"v1"' })['if-match']).toBe('"v2", "v1"');
  });

  it('makes send ignore Range for a weak If-Range tag or a date other than Last-Modified', () => {
    const range = { range: 'bytes=0-1' };
    expect(readAs({ ...range, 'if-range': 'W/"v1"' }, { ETag: 'W/"v1"' })['if-range']).toBe('"\u0000"');
    expect(readAs({ ...range, 'if-range': '"v1"' }, { ETag: '"v1"' })['if-range']).toBe('"v1"');
    const later = new Date(stat.mtime.getTime() + 86_400_000).toUTCString();
    expect(readAs({ ...range, 'if-range': later }, {})['if-range']).toBe('"\u0000"');
    expect(readAs({ ...range, 'if-range': stat.mtime.toUTCString() }, {})['if-range']).toBe(stat.mtime.toUTCString());
  });

  it('leaves a request without Range or preconditions alone', () => {
    expect(readAs({ 'if-range': 'W/"v1"' }, { ETag: 'W/"v1"' })).toEqual({ 'if-range': 'W/"v1"' });
    expect(readAs({}, { ETag: 'W/"v1"' })).toEqual({});
  });
});
