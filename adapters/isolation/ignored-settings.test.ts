// A setting is ignored when two values Express tells apart give one answer: seen on real
// Express (nothing ignored), on Express whose app.set drops one setting, and not claimed where
// the probe cannot tell (no app.set, a handler that throws).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Adapter } from '../contract';
import { ignoredSettings, SETTING_PROBES } from './ignored-settings';

const express5 = createRequire(__filename)('express5') as (() => Record<string, (...args: unknown[]) => unknown>) & Record<string, unknown>;

function adapterOf(fw: () => unknown): Adapter {
  return { name: 'x', generation: '5.x', fw: Object.assign(fw, express5), source: 'x' } as unknown as Adapter;
}

/** express5 whose app.set(name, value) returns without keeping `dropped`. */
function dropping(dropped: string): Adapter {
  return adapterOf(() => {
    const app = express5();
    const set = app.set;
    app.set = function (this: unknown, name: unknown, ...rest: unknown[]) {
      return name === dropped && rest.length ? this : set.call(this, name, ...rest);
    };
    return app;
  });
}

describe('settings the framework accepts and ignores', () => {
  it('are none on real Express 5', async () => {
    expect(await ignoredSettings(adapterOf(() => express5()), '5.x')).toEqual([]);
  });

  it.each(SETTING_PROBES.filter((p) => p.generations.includes('5.x')).map((p) => p.setting))('names %s when app.set drops it', async (setting) => {
    expect(await ignoredSettings(dropping(setting), '5.x')).toEqual([setting]);
  });

  it('probes only the settings of the profile', async () => {
    expect(await ignoredSettings(dropping('query parser'), '3.x')).toEqual([]);
  });

  it('claims nothing where the probe cannot tell: no app.set, or a handler that throws', async () => {
    const withoutSet = adapterOf(() => Object.assign(express5(), { set: undefined }));
    expect(await ignoredSettings(withoutSet, '5.x')).toEqual([]);
    const withoutJson = adapterOf(() => {
      const app = express5();
      (app.response as unknown as Record<string, unknown>).json = undefined;
      return app;
    });
    // trust proxy shows through req.ip: with req.ip undefined, the census names req.ip, not the setting
    const withoutIp = dropping('trust proxy');
    const fw = withoutIp.fw as () => Record<string, unknown>;
    const noIp = adapterOf(() => {
      const app = fw();
      Object.defineProperty(app.request, 'ip', { get: () => undefined });
      return app;
    });
    expect(await ignoredSettings(noIp, '5.x', SETTING_PROBES.filter((p) => p.setting === 'trust proxy'))).toEqual([]);
    // json spaces is told by res.json, which throws: untold, not ignored
    expect(await ignoredSettings(withoutJson, '5.x', SETTING_PROBES.filter((p) => p.setting === 'json spaces'))).toEqual([]);
  });
});
