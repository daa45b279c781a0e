// A view: a template file found under the `views` root(s), rendered by the
// engine registered for its extension (app.engine), or by the module named
// after the extension, whose `__express` function is loaded once and cached.
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';

export interface ViewOptions {
  defaultEngine?: string;
  root: string | string[];
  engines: Record<string, Function>;
}

export type ViewConstructor = new (name: string, options: ViewOptions) => View;

export class View {
  readonly name: string;
  readonly root: string | string[];
  readonly defaultEngine: string | undefined;
  readonly ext: string;
  readonly engine: Function;
  path: string | undefined;

  constructor(name: string, options: ViewOptions) {
    this.name = name;
    this.root = options.root;
    this.defaultEngine = options.defaultEngine;
    let ext = path.extname(name);
    let fileName = name;
    if (!ext && !this.defaultEngine) {
      throw new Error('No default engine was specified and no extension was provided.');
    }
    if (!ext) {
      ext = this.defaultEngine![0] !== '.' ? '.' + this.defaultEngine : this.defaultEngine!;
      fileName += ext;
    }
    this.ext = ext;
    const engines = options.engines;
    if (!engines[ext]) engines[ext] = loadEngine(ext);
    this.engine = engines[ext];
    this.path = this.lookup(fileName);
  }

  /** The first existing file among the roots: `<root>/<name>` or `<root>/<name>/index<ext>`. */
  lookup(name: string): string | undefined {
    for (const root of ([] as string[]).concat(this.root)) {
      const loc = path.resolve(root, name);
      const dir = path.dirname(loc);
      const file = path.basename(loc);
      const found = this.resolve(dir, file);
      if (found) return found;
    }
    return undefined;
  }

  /** Renders with the engine; a callback the engine calls synchronously is deferred. */
  render(options: object, callback: (err: unknown, html?: string) => void): void {
    let sync = true;
    this.engine(this.path, options, function onRender(this: unknown, ...args: unknown[]) {
      if (!sync) return (callback as Function).apply(this, args);
      process.nextTick(() => (callback as Function).apply(undefined, args));
    });
    sync = false;
  }

  private resolve(dir: string, file: string): string | undefined {
    const ext = this.ext;
    let candidate = path.join(dir, file);
    if (isFile(candidate)) return candidate;
    candidate = path.join(dir, path.basename(file, ext), 'index' + ext);
    if (isFile(candidate)) return candidate;
    return undefined;
  }
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** require(<ext without dot>).__express, looked up from the application first. */
function loadEngine(ext: string): Function {
  const mod = ext.slice(1);
  let loaded: { __express?: unknown };
  try {
    loaded = createRequire(path.join(process.cwd(), 'index.js'))(mod);
  } catch {
    loaded = require(mod);
  }
  const fn = loaded.__express;
  if (typeof fn !== 'function') throw new Error(`Module "${mod}" does not provide a view engine.`);
  return fn;
}
