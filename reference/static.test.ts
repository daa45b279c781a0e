// fw.static against real serve-static: the same request to express4/express5's
// static middleware and to ours must give the same status, headers, body, and
// the same call of next().
import * as fs from 'node:fs';
import * as os from 'node:os';
import type { ServerResponse } from 'node:http';
import * as path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accelerators, resetAccelerators } from './accelerators';
import { both, serve, send, type Middleware, type Sent } from './body/fixtures/harness';
import { generation4 } from './generations/4.x';
import { generation5 } from './generations/5.x';
import { serveStatic, type StaticGeneration } from './static';
import { scaled } from '../test-support/time-factor';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const express4 = require('express4');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express5 = require('express5');

const GENERATIONS: Array<[string, { static: (root: string, o?: object) => Middleware }, StaticGeneration]> = [
  ['4.x', express4, generation4.static],
  ['5.x', express5, generation5.static],
];

let root: string;
let outside: string;

beforeAll(() => {
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-static-'));
  root = path.join(outside, 'public');
  const files: Record<string, string> = {
    'file.txt': 'hello text\n',
    'page.html': '<p>page</p>',
    'app.js': 'console.log(1)',
    'data.json': '{"a":1}',
    'favicon.ico': 'ico',
    'noext': 'no extension',
    'thing.xyz': 'unknown',
    'sub/index.html': '<p>sub index</p>',
    'sub/default.htm': '<p>default</p>',
    'sub/.hidden': 'hidden in sub',
    '.hidden': 'secret dotfile',
    '.dir/file.txt': 'inside dot dir',
    '.dir/index.html': 'dot dir index',
    'empty/.keep': '',
    'with space.txt': 'spaced',
    'empty.txt': '',
    'big.bin': 'b'.repeat(300 * 1024),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'outside the root');
  const when = new Date('2020-01-02T03:04:05Z');
  for (const name of Object.keys(files)) fs.utimesSync(path.join(root, name), when, when);
});

afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

/** Mounting as Express does: originalUrl keeps the full URL, url loses the prefix. */
function mounted(prefix: string, mw: Middleware): Middleware {
  return (req, res, next) => {
    const r = req as typeof req & { originalUrl?: string };
    r.originalUrl = req.url;
    req.url = (req.url ?? '').slice(prefix.length) || '/';
    if (req.url[0] !== '/') req.url = '/' + req.url;
    mw(req, res, next);
  };
}

interface Case {
  title: string;
  sent: Sent;
  options?: object;
  mount?: string;
}

const GET = (p: string, headers?: Record<string, string>): Sent => ({ method: 'GET', path: p, headers });

const CASES: Case[] = [
  { title: 'a text file', sent: GET('/file.txt') },
  { title: 'HEAD of a file', sent: { method: 'HEAD', path: '/file.txt' } },
  { title: 'html', sent: GET('/page.html') },
  { title: 'javascript content type', sent: GET('/app.js') },
  { title: 'json content type', sent: GET('/data.json') },
  { title: 'ico content type', sent: GET('/favicon.ico') },
  { title: 'no extension', sent: GET('/noext') },
  { title: 'unknown extension', sent: GET('/thing.xyz') },
  { title: 'encoded space', sent: GET('/with%20space.txt') },
  { title: 'empty file', sent: GET('/empty.txt') },
  { title: 'large file (streamed)', sent: GET('/big.bin') },
  { title: 'HEAD of a large file', sent: { method: 'HEAD', path: '/big.bin' } },
  { title: 'double slashes inside the path', sent: GET('/sub//index.html') },
  { title: 'a directory name without slash inside a path', sent: GET('/sub/nothing/here') },
  { title: 'start/end options', sent: GET('/file.txt'), options: { start: 2, end: 5 } },
  { title: 'query string ignored', sent: GET('/file.txt?x=1') },
  { title: 'missing file falls through', sent: GET('/missing.txt') },
  { title: 'directory redirects with a slash', sent: GET('/sub') },
  { title: 'directory redirect keeps the query', sent: GET('/sub?a=1&b=<x>') },
  { title: 'directory index', sent: GET('/sub/') },
  { title: 'directory without index falls through', sent: GET('/empty/') },
  { title: 'file with trailing slash', sent: GET('/file.txt/') },
  { title: 'leading double slash cannot redirect off-site', sent: GET('//sub') },
  { title: 'dotfile', sent: GET('/.hidden') },
  { title: 'dotfile in a subdirectory', sent: GET('/sub/.hidden') },
  { title: 'file inside a dot directory', sent: GET('/.dir/file.txt') },
  { title: 'dot directory index', sent: GET('/.dir/') },
  { title: 'dot directory redirect', sent: GET('/.dir') },
  { title: 'dotfiles allow', sent: GET('/.hidden'), options: { dotfiles: 'allow' } },
  { title: 'dotfiles deny, fallthrough false', sent: GET('/.hidden'), options: { dotfiles: 'deny', fallthrough: false } },
  { title: 'dotfiles ignore, fallthrough false', sent: GET('/.hidden'), options: { dotfiles: 'ignore', fallthrough: false } },
  { title: 'parent traversal', sent: GET('/../secret.txt') },
  { title: 'encoded parent traversal', sent: GET('/%2e%2e/secret.txt') },
  { title: 'encoded slash traversal', sent: GET('/sub/..%2f..%2fsecret.txt') },
  { title: 'encoded backslash traversal', sent: GET('/sub/..%5c..%5csecret.txt') },
  { title: 'raw backslash traversal', sent: GET('/sub/..\\..\\secret.txt') },
  { title: 'traversal staying inside', sent: GET('/sub/../file.txt') },
  { title: 'null byte', sent: GET('/file.txt%00.html') },
  { title: 'malformed encoding', sent: GET('/%E0%A4%A') },
  { title: 'traversal, fallthrough false', sent: GET('/%2e%2e/secret.txt'), options: { fallthrough: false } },
  { title: 'null byte, fallthrough false', sent: GET('/%00'), options: { fallthrough: false } },
  { title: 'missing, fallthrough false', sent: GET('/missing.txt'), options: { fallthrough: false } },
  { title: 'POST falls through', sent: { method: 'POST', path: '/file.txt' } },
  { title: 'POST, fallthrough false: 405', sent: { method: 'POST', path: '/file.txt' }, options: { fallthrough: false } },
  { title: 'OPTIONS, fallthrough false: 405', sent: { method: 'OPTIONS', path: '/missing' }, options: { fallthrough: false } },
  { title: 'extensions fallback', sent: GET('/page'), options: { extensions: ['txt', 'html'] } },
  { title: 'extensions as a string', sent: GET('/file'), options: { extensions: 'txt' } },
  { title: 'extensions, none found', sent: GET('/nothing'), options: { extensions: ['html'] } },
  { title: 'index false', sent: GET('/sub/'), options: { index: false } },
  { title: 'index list', sent: GET('/sub/'), options: { index: ['nope.html', 'default.htm'] } },
  { title: 'index string', sent: GET('/sub/'), options: { index: 'default.htm' } },
  { title: 'redirect false', sent: GET('/sub'), options: { redirect: false } },
  { title: 'redirect false, fallthrough false', sent: GET('/sub'), options: { redirect: false, fallthrough: false } },
  { title: 'maxAge number', sent: GET('/file.txt'), options: { maxAge: 90_500 } },
  { title: 'maxAge string', sent: GET('/file.txt'), options: { maxAge: '1d' } },
  { title: 'maxAge above one year is capped', sent: GET('/file.txt'), options: { maxAge: '3y' } },
  { title: 'maxage lower-case alias', sent: GET('/file.txt'), options: { maxage: 5000 } },
  { title: 'immutable', sent: GET('/file.txt'), options: { immutable: true, maxAge: '1h' } },
  { title: 'etag false', sent: GET('/file.txt'), options: { etag: false } },
  { title: 'lastModified false', sent: GET('/file.txt'), options: { lastModified: false } },
  { title: 'cacheControl false', sent: GET('/file.txt'), options: { cacheControl: false } },
  { title: 'acceptRanges false', sent: GET('/file.txt', { range: 'bytes=0-3' }), options: { acceptRanges: false } },
  { title: 'range', sent: GET('/file.txt', { range: 'bytes=0-3' }) },
  { title: 'unsatisfiable range', sent: GET('/file.txt', { range: 'bytes=100-200' }) },
  { title: 'if-modified-since', sent: GET('/file.txt', { 'if-modified-since': 'Fri, 03 Jan 2020 00:00:00 GMT' }) },
  { title: 'if-unmodified-since in the past: 412', sent: GET('/file.txt', { 'if-unmodified-since': 'Wed, 01 Jan 2020 00:00:00 GMT' }) },
  { title: 'if-match mismatch: 412', sent: GET('/file.txt', { 'if-match': '"nope"' }) },
  { title: 'mounted directory redirect', sent: GET('/static'), mount: '/static' },
  { title: 'mounted subdirectory redirect', sent: GET('/static/sub?q=1'), mount: '/static' },
  { title: 'mounted file', sent: GET('/static/file.txt'), mount: '/static' },
  { title: 'mounted index', sent: GET('/static/'), mount: '/static' },
];

/**
 * Dotfiles the generation's default refuses. There the spec says "'ignore': respond 404,
 * then call next()" and serve-static only calls next() (features/divergences.md).
 */
const REFUSED_BY_DEFAULT: Record<string, string[]> = {
  '4.x': ['dotfile', 'dotfile in a subdirectory', 'dot directory redirect'],
  '5.x': ['dotfile', 'dotfile in a subdirectory', 'dot directory redirect', 'file inside a dot directory', 'dot directory index'],
};

describe.each(GENERATIONS)('fw.static %s matches serve-static', (name, express, gen) => {
  const refused = CASES.filter((c) => REFUSED_BY_DEFAULT[name].includes(c.title));
  it.each(CASES.filter((c) => !refused.includes(c)))('$title', async ({ sent, options, mount }) => {
    let theirs = express.static(root, options);
    let ours: Middleware = serveStatic(root, options, gen);
    if (mount) {
      theirs = mounted(mount, theirs);
      ours = mounted(mount, ours);
    }
    const [expected, actual] = await both(theirs, ours, sent);
    expect(actual).toEqual(expected);
  });

  it.each(refused)('$title: refused by default, answered 404 (the spec) where serve-static only calls next()', async ({ sent }) => {
    const calls: unknown[] = [];
    const ours: Middleware = (req, res, next) =>
      serveStatic(root, undefined, gen)(req, res, (err?: unknown) => {
        calls.push(err);
        next(err);
      });
    const [expected, actual] = await both(express.static(root), ours, sent);
    expect(expected.next?.called).toBe(true);
    expect(expected.next?.error).toBeUndefined();
    expect(actual.status).toBe(404);
    expect(actual.body).toBe('Not Found');
    expect(calls).toEqual([undefined]);
  });

  it('setHeaders is called with (res, path, stat) and can set Content-Type', async () => {
    const options = {
      setHeaders(res: { setHeader(n: string, v: string): void }, file: string, stat: fs.Stats) {
        res.setHeader('X-File', path.basename(file) + ':' + stat.size);
        if (file.endsWith('.txt')) res.setHeader('Content-Type', 'text/x-custom');
      },
    };
    for (const p of ['/file.txt', '/page.html']) {
      const [expected, actual] = await both(express.static(root, options), serveStatic(root, options, gen), GET(p));
      expect(actual).toEqual(expected);
      expect(actual.headers['x-file']).toBeDefined();
    }
  });

  it('conditional GET with the ETag gives 304', async () => {
    const server = await serve(serveStatic(root, undefined, gen));
    try {
      const first = await send(server.url, GET('/file.txt'));
      const again = await send(server.url, GET('/file.txt', { 'if-none-match': String(first.headers.etag) }));
      expect(first.headers.etag).toMatch(/^W\//);
      expect(again.status).toBe(304);
    } finally {
      await server.close();
    }
  });

  it('serves the new content of a file changed in place, even with its old mtime', async () => {
    const file = path.join(root, 'changing.txt');
    fs.writeFileSync(file, 'version 1');
    const when = new Date('2021-01-01T00:00:00Z');
    fs.utimesSync(file, when, when);
    const server = await serve(serveStatic(root, undefined, gen));
    try {
      expect((await send(server.url, GET('/changing.txt'))).body).toBe('version 1');
      expect((await send(server.url, GET('/changing.txt'))).body).toBe('version 1');
      fs.writeFileSync(file, 'version 2');
      fs.utimesSync(file, when, when); // same size, same mtime: only ctime tells
      expect((await send(server.url, GET('/changing.txt'))).body).toBe('version 2');
      fs.rmSync(file);
      expect((await send(server.url, GET('/changing.txt'))).status).toBe(299); // gone: falls through
    } finally {
      await server.close();
    }
  });

  it('never serves a file outside the root', async () => {
    const server = await serve(serveStatic(root, { fallthrough: false, dotfiles: 'allow' }, gen));
    try {
      for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/sub/%2e%2e/%2e%2e/secret.txt', '/..%5csecret.txt', '/%5c..%5csecret.txt', '/..%00/secret.txt', '/.%2e/secret.txt']) {
        const out = await send(server.url, GET(p));
        expect(out.body, p).not.toContain('outside the root');
        expect([400, 403, 404, 599], p).toContain(out.status);
      }
    } finally {
      await server.close();
    }
  });

  // spec divergence (features/divergences.md): serve-static sends nothing and only calls next()
  it.each([
    ['deny', '/.hidden', 403],
    ['deny', '/.dir/file.txt', 403],
    ['ignore', '/.dir/file.txt', 404],
    ['ignore', '/sub/.hidden', 404],
  ])("dotfiles '%s' answers %s with %i, then calls next()", async (dotfiles, p, status) => {
    let nextCalled = false;
    const mw = serveStatic(root, { dotfiles }, gen);
    const server = await serve((req, res, next) => mw(req, res, () => ((nextCalled = true), next())));
    try {
      const out = await send(server.url, GET(p));
      expect(out.status).toBe(status);
      expect(out.body).not.toContain('inside dot dir');
      expect(nextCalled).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('rejects bad options as Express does', () => {
    expect(() => serveStatic('', undefined, gen)).toThrow('root path required');
    expect(() => serveStatic(1 as unknown as string, undefined, gen)).toThrow('root path must be a string');
    expect(() => serveStatic(root, { setHeaders: 1 }, gen)).toThrow('option setHeaders must be function');
    // an invalid dotfiles value is only noticed by send, on each request
    expect(() => serveStatic(root, { dotfiles: 'nope' }, gen)).not.toThrow();
    expect(() => express.static(root, { dotfiles: 'nope' })).not.toThrow();
    const mw = serveStatic(root, { dotfiles: 'nope' }, gen);
    expect(() => mw({ method: 'GET', url: '/file.txt', headers: {} } as never, {} as never, () => {})).toThrow(TypeError);
  });
});

// The fast path (static/fast-path.ts: a plain GET or HEAD of a regular file,
// without send, small files' bytes kept while their stat is unchanged) beside
// send: for generated options and requests, the same middleware instance with
// and without it (accelerators.staticFastPath) answers alike, status, headers and
// body, and calls next() alike.
describe.each(GENERATIONS)('fw.static %s: the fast path answers as send does', (_name, _express, gen) => {
  const options = fc.record(
    {
      maxAge: fc.constantFrom(0, 1000, '1d', -5),
      immutable: fc.boolean(),
      etag: fc.boolean(),
      lastModified: fc.boolean(),
      acceptRanges: fc.boolean(),
      cacheControl: fc.boolean(),
      dotfiles: fc.constantFrom('allow', 'deny', 'ignore'),
      fallthrough: fc.boolean(),
      redirect: fc.boolean(),
      setHeaders: fc.constant((res: ServerResponse) => res.setHeader('X-Set', 'yes')),
    },
    { requiredKeys: [] },
  );
  // (HEAD only of files: the harness answers a passed-on request with a body, which a HEAD client does not read)
  const head = fc.record({ method: fc.constant('HEAD'), path: fc.constantFrom('/file.txt', '/big.bin', '/empty.txt', '/page.html') });
  const sent = fc.record({
    method: fc.constantFrom('GET', 'POST'),
    path: fc.constantFrom('/file.txt', '/file.txt?x=1', '/page.html', '/app.js', '/empty.txt', '/big.bin', '/noext', '/with%20space.txt',
      '/sub', '/sub/', '/sub/index.html', '/.hidden', '/sub/.hidden', '/.dir/file.txt', '/missing', '/file.txt/', '/../secret.txt', '/%2e%2e/secret.txt', '/%E0%A4%A'),
    headers: fc.record(
      {
        range: fc.constantFrom('bytes=0-3', 'bytes=5-', 'bytes=x'),
        'if-modified-since': fc.constantFrom(new Date('2020-01-02T03:04:05Z').toUTCString(), new Date('2019-01-01T00:00:00Z').toUTCString()),
        'if-none-match': fc.constantFrom('*', 'W/"nope"'),
      },
      { requiredKeys: [] },
    ),
  });
  const request = fc.oneof(sent, head);

  it('for generated options and requests', async () => {
    await fc.assert(
      fc.asyncProperty(options, fc.array(request, { minLength: 1, maxLength: 6 }), async (opts, requests) => {
        const server = await serve(serveStatic(root, opts, gen));
        try {
          // twice each: the second answer of the fast path may come from its kept bytes
          // (accelerators.fileBytes), and a third, without them, reads the file again
          for (const r of [...requests, ...requests]) {
            accelerators.staticFastPath = true;
            const a = await send(server.url, r);
            accelerators.fileBytes = false;
            const c = await send(server.url, r);
            accelerators.fileBytes = true;
            accelerators.staticFastPath = false;
            const b = await send(server.url, r);
            const { date: _a, ...ha } = a.headers;
            const { date: _b, ...hb } = b.headers;
            const { date: _c, ...hc } = c.headers;
            expect({ ...a, headers: ha }, `${r.method} ${r.path}`).toEqual({ ...b, headers: hb });
            expect({ ...c, headers: hc }, `${r.method} ${r.path}, without the kept bytes`).toEqual({ ...b, headers: hb });
          }
        } finally {
          resetAccelerators();
          await server.close();
        }
      }),
      { numRuns: 200 },
    );
  }, scaled(120_000));
});
