// A generated application as JavaScript: the body the suite's app-code runner executes in
// the framework process (it sees fw, app, fixtures, require), and, unchanged, the middle of
// a printed reproduction. One statement per line, so a reproduction reads like a user's app.
import type { Generation } from '../adapters/contract';
import type { AppModel, Item, MiddlewareAction, Observable, Parser, Responder, Settings, StaticMount } from './model';
import { pathSource, pathString, quote } from './path-syntax';

const OBSERVE: Record<Observable, string> = {
  params: 'req.params',
  query: 'req.query',
  path: 'req.path',
  baseUrl: 'req.baseUrl',
  url: 'req.url',
  originalUrl: 'req.originalUrl',
  body: 'req.body',
  ip: 'req.ip',
  ips: 'req.ips',
  protocol: 'req.protocol',
  secure: 'req.secure',
  hostname: 'req.hostname',
  subdomains: 'req.subdomains',
  fresh: 'req.fresh',
  stale: 'req.stale',
  xhr: 'req.xhr',
  method: 'req.method',
  trail: 'res.locals.trail',
  accepts: "req.accepts(['json', 'html', 'text'])",
  acceptsLanguages: "req.acceptsLanguages('en', 'fr')",
  is: "req.is(['json', 'urlencoded', 'text/*'])",
};

const SEND_VALUES: Record<Extract<Responder, { t: 'send' }>['value'], string> = {
  text: "'hello'",
  html: "'<p>hi</p>'",
  buffer: "Buffer.from('bytes')",
  object: '{ sent: true }',
  empty: "''",
  'number-string': "'200'",
};

const FORMAT_ANSWERS: Record<string, string> = {
  'text/plain': "res.send('text')",
  'text/html': "res.send('<b>html</b>')",
  'application/json': "res.json({ format: 'json' })",
  'image/png': "res.send(Buffer.from('png'))",
};

function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${/^[a-zA-Z_]\w*$/.test(k) ? k : quote(k)}: ${literal(v)}`).join(', ')} }` : '{}';
  }
  return String(value);
}

function errorWith(message: string, status: number | undefined): string {
  return status === undefined ? `new Error(${quote(message)})` : `Object.assign(new Error(${quote(message)}), { status: ${status} })`;
}

/** The handler's body: an expression that answers (or passes on). */
function answer(r: Responder): string {
  switch (r.t) {
    case 'json':
      return `res.json({ ${r.fields.map((f) => `${f}: ${OBSERVE[f]}`).join(', ')} })`;
    case 'send':
      return `res.send(${SEND_VALUES[r.value]})`;
    case 'sendStatus':
      return `res.sendStatus(${r.code})`;
    case 'statusEnd':
      return `res.status(${r.code}).end()`;
    case 'redirect':
      return r.status === undefined ? `res.redirect(${quote(r.to)})` : `res.redirect(${r.status}, ${quote(r.to)})`;
    case 'format': {
      const handlers = r.types.map((t) => `${quote(t)}: () => ${FORMAT_ANSWERS[t]}`);
      if (r.withDefault) handlers.push("default: () => res.status(406).send('no format')");
      return `res.format({ ${handlers.join(', ')} })`;
    }
    case 'sendFile':
      return `res.sendFile(${quote(r.file)}, { root: fixtures + '/static/public' })`;
    case 'typeSend':
      return `res.type(${quote(r.type)}).send('typed')`;
    case 'cookie':
      return `res.cookie(${quote(r.name)}, ${quote(r.value)}, ${literal(r.options)}).send('cookie')`;
    case 'attachment':
      return `res.attachment(${quote(r.filename)}).send('file')`;
    case 'vary':
      return `res.vary(${quote(r.field)}).send('varied')`;
    case 'error':
      return `next(${errorWith('boom', r.status)})`;
    case 'reject':
      return `{ throw ${errorWith('rejected', r.status)} }`;
    case 'next':
      return 'next()';
    case 'nextRoute':
      return "next('route')";
  }
}

function handler(r: Responder): string {
  if (r.t === 'reject') return `async (req, res) => ${answer(r)}`;
  return `(req, res, next) => ${answer(r)}`;
}

function middleware(action: MiddlewareAction, index: number): string {
  switch (action.t) {
    case 'trace':
      return `(req, res, next) => { (res.locals.trail ||= []).push('m${index} ' + req.baseUrl + ' ' + req.url); next(); }`;
    case 'rewrite':
      return `(req, res, next) => { req.url = ${quote(action.to)}; next(); }`;
    case 'nextRouter':
      return "(req, res, next) => next('router')";
    case 'answer':
      return handler(action.responder);
  }
}

function parserSource(p: Parser): string {
  const options: Record<string, unknown> = {};
  if (p.name === 'urlencoded') options.extended = p.flag ?? false;
  if (p.name === 'json' && p.flag !== undefined) options.strict = p.flag;
  if (p.limit) options.limit = p.limit;
  return `fw.${p.name}(${Object.keys(options).length ? literal(options) : ''})`;
}

function staticSource(s: StaticMount): string {
  const options = Object.keys(s.options).length ? `, ${literal(s.options)}` : '';
  return `fw.static(fixtures + '/static/public'${options})`;
}

function settingLines(target: string, s: Settings): string[] {
  const lines: string[] = [];
  const set = (name: string, value: unknown) => lines.push(`${target}.set(${quote(name)}, ${literal(value)});`);
  if (s.caseSensitive !== undefined) set('case sensitive routing', s.caseSensitive);
  if (s.strict !== undefined) set('strict routing', s.strict);
  if (s.trustProxy !== undefined) set('trust proxy', s.trustProxy);
  if (s.etag !== undefined) set('etag', s.etag);
  if (s.queryParser !== undefined) set('query parser', s.queryParser);
  if (s.jsonSpaces !== undefined) set('json spaces', s.jsonSpaces);
  if (s.poweredBy !== undefined) set('x-powered-by', s.poweredBy);
  if (s.subdomainOffset !== undefined) set('subdomain offset', s.subdomainOffset);
  return lines;
}

class Writer {
  lines: string[] = [];
  private counters = { router: 0, app: 0, mw: 0 };

  items(target: string, items: Item[], generation: Generation): void {
    for (const item of items) this.item(target, item, generation);
  }

  private item(target: string, item: Item, generation: Generation): void {
    switch (item.t) {
      case 'route':
        this.lines.push(`${target}.${item.method}(${pathSource(item.path, generation)}, ${item.handlers.map(handler).join(', ')});`);
        return;
      case 'use': {
        const at = item.path ? `${pathSource(item.path, generation)}, ` : '';
        this.lines.push(`${target}.use(${at}${middleware(item.action, ++this.counters.mw)});`);
        return;
      }
      case 'parser':
        this.lines.push(`${target}.use(${parserSource(item.parser)});`);
        return;
      case 'static': {
        const at = item.mount.at ? `${quote(pathString(item.mount.at, generation))}, ` : '';
        this.lines.push(`${target}.use(${at}${staticSource(item.mount)});`);
        return;
      }
      case 'mount': {
        const name = item.kind === 'router' ? `router${++this.counters.router}` : `sub${++this.counters.app}`;
        if (item.kind === 'router') {
          const options = literal({ mergeParams: item.mergeParams || undefined, caseSensitive: item.caseSensitive, strict: item.strict });
          this.lines.push(`const ${name} = fw.Router(${options === '{}' ? '' : options});`);
        } else {
          this.lines.push(`const ${name} = fw();`);
          this.lines.push(...settingLines(name, item.settings));
        }
        this.items(name, item.items, generation);
        this.lines.push(`${target}.use(${quote(pathString(item.at, generation))}, ${name});`);
        return;
      }
    }
  }
}

/** The app as the body of the suite's app code: statements on `app`, `fw` and `fixtures`. */
export function appSource(model: AppModel, generation: Generation): string {
  const w = new Writer();
  w.lines.push(...settingLines('app', model.settings));
  w.items('app', model.items, generation);
  if (model.errorHandler) {
    w.lines.push('app.use((err, req, res, next) => res.status(err.status || 500).json({ error: err.message, status: err.status, type: err.type }));');
  }
  return w.lines.join('\n');
}
