// Settings the framework accepts and ignores. `app.set('query parser', 'extended')` may return
// without a word (tinyhttp keeps it, an app.set that forgets it drops it) while req.query stays
// what it was: every check that sets it then fails on values, or a security check of the
// extended parser says "safe" of a parser that is not there. The framework process sees it on
// real objects, at load, with no words read: for each setting of the table, two apps set to two
// values that Express tells apart answer one request each; the same answer from both means
// the setting selects nothing. The collector then reports a check whose app code sets it as not
// implemented, naming `app.set('<setting>')` (runner/not-implemented.ts).
import * as http from 'node:http';
import type { Adapter, Generation } from '../contract';
import { createApp, serveApp } from '../serve';

/** How to see that a setting selects a behaviour: two values, one request, what the handler answers. */
export interface SettingProbe {
  setting: string;
  /** The profiles whose interface has the setting. */
  generations: readonly Generation[];
  /** Two values Express answers the request differently for. */
  values: readonly [unknown, unknown];
  path: string;
  headers?: Record<string, string>;
  /**
   * The handler's answer: what the setting selects, as text (node's res.end, which every
   * framework's res has). It throws where the member the behaviour shows through is absent
   * (req.ip undefined): that is the census's to name, and the probe cannot tell.
   */
  answer: (req: Record<string, unknown>, res: Record<string, unknown> & http.ServerResponse) => void;
}

/** The value of a member the probe reads, which must be there. */
function present(object: Record<string, unknown>, name: string): unknown {
  if (object[name] === undefined) throw new Error(`${name} is undefined: the setting cannot show`);
  return object[name];
}

export const SETTING_PROBES: readonly SettingProbe[] = [
  {
    setting: 'query parser',
    generations: ['4.x', '5.x'],
    values: ['simple', 'extended'],
    path: '/probe?a[b]=1',
    answer: (req, res) => res.end(JSON.stringify(present(req, 'query'))),
  },
  {
    setting: 'trust proxy',
    generations: ['3.x', '4.x', '5.x'],
    values: [false, true],
    path: '/probe',
    headers: { 'x-forwarded-for': '203.0.113.9' },
    answer: (req, res) => res.end(String(present(req, 'ip'))),
  },
  {
    setting: 'json spaces',
    generations: ['3.x', '4.x', '5.x'],
    values: [0, 2],
    path: '/probe',
    answer: (_req, res) => (res.json as (v: unknown) => void).call(res, { a: [1] }),
  },
  {
    setting: 'etag',
    generations: ['4.x', '5.x'],
    values: [false, 'weak'],
    path: '/probe',
    answer: (_req, res) => (res.send as (v: unknown) => void).call(res, 'probe'),
  },
];

/** A probe's answer that says nothing of the setting: the handler threw, or no answer came. */
const UNTOLD = Symbol('untold');

/** The settings of `probes` for `generation` that the framework accepts and ignores: both values give one answer. */
export async function ignoredSettings(adapter: Adapter, generation: Generation, probes: readonly SettingProbe[] = SETTING_PROBES): Promise<string[]> {
  const ignored: string[] = [];
  for (const probe of probes) {
    if (!probe.generations.includes(generation)) continue;
    const answers = [];
    for (const value of probe.values) answers.push(await answerWith(adapter, probe, value));
    if (answers[0] !== UNTOLD && answers[0] === answers[1]) ignored.push(probe.setting);
  }
  return ignored;
}

/** What an app with the setting at `value` answers the probe's request: status, ETag and body; UNTOLD when it cannot tell. */
async function answerWith(adapter: Adapter, probe: SettingProbe, value: unknown): Promise<string | typeof UNTOLD> {
  let served: Awaited<ReturnType<typeof serveApp>> | undefined;
  try {
    const app = createApp(adapter) as Record<string, (...args: unknown[]) => unknown>;
    // No app.set: the missing member is the census's to name, not a setting's.
    if (typeof app.set !== 'function') return UNTOLD;
    app.set(probe.setting, value);
    let threw = false;
    app.get(probe.path.split('?')[0], (req: Record<string, unknown>, res: Record<string, unknown> & http.ServerResponse) => {
      try {
        probe.answer(req, res);
      } catch {
        threw = true;
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }
    });
    served = await serveApp(adapter, app);
    const answer = await request(new URL(probe.path, served.url), probe.headers ?? {});
    return threw ? UNTOLD : answer;
  } catch {
    return UNTOLD;
  } finally {
    try {
      await served?.close();
    } catch {
      // a close that fails tells nothing of the setting
    }
  }
}

/** How long a probe's answer may take before it tells nothing (a framework that never answers). */
const ANSWER_BOUND_MS = 5_000;

function request(url: URL, headers: Record<string, string>): Promise<string | typeof UNTOLD> {
  return new Promise((resolve) => {
    const req = http.get(url, { headers: { ...headers, connection: 'close' }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(bound);
        resolve(JSON.stringify([res.statusCode, res.headers.etag ?? null, Buffer.concat(chunks).toString('utf8')]));
      });
      res.on('error', () => resolve(UNTOLD));
    });
    const bound = setTimeout(() => {
      req.destroy();
      resolve(UNTOLD);
    }, ANSWER_BOUND_MS);
    bound.unref();
    req.on('error', () => {
      clearTimeout(bound);
      resolve(UNTOLD);
    });
  });
}
