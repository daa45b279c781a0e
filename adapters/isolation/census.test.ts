// The census reads real objects: a member absent or undefined is missing, one that throws is
// there; req and res are read on the first request the app itself handles, no request of its own.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { absentMembers, takeCensus, watchFirstRequest, type MemberNames } from './census';

describe('the census of the interface members', () => {
  it('calls a member absent when it is not there or is undefined, present when its getter throws', () => {
    const object = Object.create({ inherited() {} }, {
      throws: { get: () => { throw new Error('no'); } },
      left: { value: undefined },
      own: { value: 0 },
    });
    expect(absentMembers(object, ['inherited', 'throws', 'left', 'own', 'missing'])).toEqual(['left', 'missing']);
  });

  it("reads fw, an app and a bare router of the adapter's framework", () => {
    const fw = Object.assign(() => Object.assign(() => undefined, { use() {}, get() {}, listen() {}, set() {} }), { json() {}, Router: () => ({ route() {} }) });
    const census = takeCensus({ name: 'x', generation: '5.x', fw, source: 'x' } as never, { fw: ['json', 'static'], app: ['set', 'param'], router: ['route', 'use'] });
    expect(census).toEqual({ fw: ['static'], app: ['param'], router: ['use'] });
  });

  it('reads req and res at the first request a server emits while armed, then lets go', async () => {
    const reports: MemberNames[] = [];
    let armed = false;
    watchFirstRequest({ req: ['ip', 'method'], res: ['json', 'end'] }, () => armed, (c) => reports.push(c));
    const server = http.createServer((req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const get = () =>
      new Promise<void>((resolve, reject) => {
        http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (r) => r.resume().on('end', resolve)).on('error', reject);
      });
    try {
      await get(); // not armed: the app is not what is served
      expect(reports).toEqual([]);
      armed = true;
      await get();
      await get();
      // once as the request is handled, once more at the response's finish; the second request is not read
      expect(reports).toEqual([
        { req: ['ip'], res: ['json'] },
        { req: ['ip'], res: ['json'] },
      ]);
      expect(Object.hasOwn(http.Server.prototype, 'emit')).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
