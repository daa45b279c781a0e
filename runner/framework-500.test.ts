// A 500 the framework answered itself: its own crash is told from the app's error swallowed,
// and a swallowed error names the member the census says the app code met missing.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../run-protocol/attachments';
import { calledLacking, judgeFramework500, shownError } from './framework-500';

const ownFrame = '    at eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:32)';
const frameworkFrame = '    at ServerResponse.json (/pkg/node_modules/fw/lib/response.js:40:11)';
const response = (status: number, data: string): NonNullable<Exchange['response']> => ({ status, statusText: '', headers: [], body: { encoding: 'utf8', data, bytes: data.length } });
const code = "app.get('/', (req, res) => res.json({ name: 'fw' }))";
const census = { res: ['json'], req: [] };

describe('a 500 the framework answered itself', () => {
  it("is the app's error swallowed when nothing shows a cause and the app code calls a member the framework lacks", () => {
    expect(judgeFramework500(response(500, 'Internal Server Error'), undefined, code, census)).toEqual({
      member: 'res.json',
      note: 'the framework answered 500 "Internal Server Error" and showed no cause: it swallowed the app\'s error; the app code calls res.json, which the framework\'s res lacks',
    });
    // whatever the app code calls its parameters
    expect(judgeFramework500(response(500, ''), '', "app.get('/', (request, response) => response.json({}))", census)?.member).toBe('res.json');
  });

  it("is the framework's own crash when the error it printed or showed was thrown in its code", () => {
    const printed = `RangeError: the serializer gave up\n${frameworkFrame}`;
    const j = judgeFramework500(response(500, 'Internal Server Error'), printed, code, census);
    expect(j).toEqual({ note: 'the framework\'s own crash: it answered 500 "Internal Server Error" after its own code threw RangeError: the serializer gave up' });
    const page = `<pre>RangeError: the serializer gave up<br> &nbsp; &nbsp;${frameworkFrame.trim()}</pre>`;
    expect(judgeFramework500(response(500, page), '', code, census)?.note).toMatch(/^the framework's own crash/);
  });

  it('names the error the app code threw, and no member, when it shows one', () => {
    const j = judgeFramework500(response(500, 'x'), `Error: boom\n${ownFrame}`, code, census);
    expect(j).toEqual({ note: 'the framework answered 500 "x" after the app code threw Error: boom' });
  });

  it("says nothing of an answer that is no 5xx, or a 500 the app code sends itself; otherwise shows the answer", () => {
    expect(judgeFramework500(response(404, 'Not Found'), '', code, census)).toBeUndefined();
    expect(judgeFramework500(undefined, '', code, census)).toBeUndefined();
    expect(judgeFramework500(response(500, 'oops'), '', "app.use((err, req, res, next) => res.status(500).send('oops'))", {})).toBeUndefined();
    expect(judgeFramework500(response(502, 'Bad'), '', code, { res: [] })).toEqual({ note: 'the framework answered 502 "Bad" itself and showed no cause (it printed nothing)' });
  });

  it('reads the members the app code calls against the census, and the first error shown with its stack', () => {
    expect(calledLacking("app.param('id', f); res.json({}); req.get('x')", { app: ['param'], res: ['json'], req: [] })).toEqual(['app.param', 'res.json']);
    expect(calledLacking('res.json({})', undefined)).toEqual([]);
    expect(shownError('no error here')).toBeUndefined();
    expect(shownError(`Error: no stack after it\nplain`)).toBeUndefined();
    expect(shownError(`TypeError: x\n${frameworkFrame}`)).toEqual({ line: 'TypeError: x', byApp: false });
  });
});
