// Request/response objects that start with the app's prototypes.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fw5 from './5.x';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
  vi.restoreAllMocks();
});

async function start(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function get(url: string): Promise<string> {
  const res = await fetch(url);
  return res.text();
}

/** An app whose route reports whether req and res have its prototypes, and counts prototype changes. */
function reportingApp() {
  const app = fw5();
  app.get('/', (req: any, res: any) => {
    res.json({ req: Object.getPrototypeOf(req) === app.request, res: Object.getPrototypeOf(res) === app.response, send: typeof res.send });
  });
  return app;
}

describe('server classes', () => {
  it('http.createServer(app): from the second request on, req/res are built with the prototypes', async () => {
    const app = reportingApp();
    const url = await start(http.createServer(app));
    expect(JSON.parse(await get(url))).toEqual({ req: true, res: true, send: 'function' });
    const spy = vi.spyOn(Object, 'setPrototypeOf');
    expect(JSON.parse(await get(url))).toEqual({ req: true, res: true, send: 'function' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('app.listen builds req/res with the prototypes', async () => {
    const app = reportingApp();
    const server = await new Promise<http.Server>((r) => {
      const s: http.Server = app.listen(0, '127.0.0.1', () => r(s));
    });
    servers.push(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const spy = vi.spyOn(Object, 'setPrototypeOf');
    expect(JSON.parse(await get(url))).toEqual({ req: true, res: true, send: 'function' });
    expect(spy).not.toHaveBeenCalled();
    expect(app.request).toBeInstanceOf(http.IncomingMessage);
  });

  it('a server shared with another handler keeps the runtime classes', async () => {
    const app = reportingApp();
    const seen: boolean[] = [];
    const server = http.createServer((req, res) => {
      seen.push(typeof (req as any).get === 'function');
      if (req.url === '/') app(req as any, res as any);
      else res.end('other');
    });
    const url = await start(server);
    expect(JSON.parse(await get(url))).toEqual({ req: true, res: true, send: 'function' });
    expect(await get(url + '/x')).toBe('other');
    expect(JSON.parse(await get(url))).toEqual({ req: true, res: true, send: 'function' });
    expect(seen).toEqual([false, false, false]);
  });

  it('two apps on one server each get their own prototypes', async () => {
    const a = reportingApp();
    const b = reportingApp();
    const server = http.createServer(a);
    const url = await start(server);
    expect(JSON.parse(await get(url))).toEqual({ req: true, res: true, send: 'function' });
    server.removeAllListeners('request');
    server.on('request', b);
    expect(JSON.parse(await get(url))).toEqual({ req: true, res: true, send: 'function' });
  });
});
