// Equal in HTTP is equal here: real express@5 made to write its responses in other spellings
// RFC 9110 and RFC 9112 call equal (cli/test-adapters/http-equal/: values respelled, padded, a
// list field in one line per member, another reason phrase) passes the checks that read those
// headers, as express@5 itself does. Each adapter is first seen to change the wire: a
// wrapper that stopped respelling would pass without proving anything.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../layout/package-root';
import { runChecks } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const ADAPTERS = path.join(PACKAGE_ROOT, 'cli', 'test-adapters', 'http-equal');

/** The rows whose checks read Content-Type, Content-Disposition, Vary, Cache-Control, Link, Content-Length and the status. */
const ROWS = [
  'res-operations/res.send',
  'res-operations/res.type',
  'res-operations/res.attachment',
  'res-operations/res.download',
  'res-operations/res.vary',
  'res-operations/res.format',
  'res-operations/res.status',
  'res-operations/res.links',
  'static-options/maxAge',
];
const TAGS = `(${ROWS.map((r) => `@spec:${r}`).join(' or ')}) and not @divergence`;

/** The head an adapter's app writes for `route` (an app made with the adapter's fw, in a process of its own). */
function headOf(adapter: string, route: string): string {
  const script = `
    const http = require('node:http');
    const { fw } = require(${JSON.stringify(path.join(ADAPTERS, adapter))});
    const app = fw();
    app.get('/', ${route});
    const server = http.createServer(app).listen(0, '127.0.0.1', () => {
      const socket = require('node:net').connect(server.address().port, '127.0.0.1', () => socket.end('GET / HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n'));
      let out = '';
      socket.on('data', (c) => (out += c.toString('latin1')));
      socket.on('close', () => { process.stdout.write(out.split('\\r\\n\\r\\n')[0]); server.close(); });
    });`;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: PACKAGE_ROOT, encoding: 'utf8', timeout: scaled(30_000) });
  if (run.status !== 0) throw new Error(`${adapter}: ${run.stderr}`);
  return run.stdout;
}

describe('frameworks that write equal values in other spellings', { timeout: scaled(240_000) }, () => {
  it.for<[string, string, RegExp]>([
    ['respelled-values.cjs', `(req, res) => res.attachment('a.txt').vary('Accept').send('x')`, /\r\ncontent-type: Text\/plain;Charset=UTF-8\r\ncontent-disposition: Attachment;FileName=a\.txt\r\nvary: accept\r\n/],
    ['padded-values.cjs', `(req, res) => res.send('x')`, /\r\ncontent-length: \t 1 \t(\r\n|$)/i],
    ['other-reason-phrase.cjs', `(req, res) => res.send('x')`, /^HTTP\/1\.1 200 Statut 200 \(traduit\)\r\n/],
    ['split-field-lines.cjs', `(req, res) => res.vary('Accept').vary('Origin').links({ next: '/a', last: '/b' }).send('x')`, /\r\nvary: Accept\r\nvary: Origin\r\nlink: <\/a>; rel="next"\r\nlink: <\/b>; rel="last"\r\n/],
  ])('%s changes the wire and passes the checks of the headers it changes', async ([adapter, route, wire]) => {
    expect(headOf(adapter, route)).toMatch(wire);
    const { code, results } = await runChecks(['--adapter', path.join(ADAPTERS, adapter), '--profile', '5.x', '--tags', TAGS, '--quiet'], {
      timeoutMs: 200_000,
    });
    const failed = results.results.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.error ?? r.status}`);
    expect(failed).toEqual([]);
    expect(results.summary.passed).toBeGreaterThan(100);
    expect(code).toBe(0);
  });
});
