// Turns the --adapter argument into a validated Adapter: a bundled name, or a module
// path (JavaScript or TypeScript, ESM or CommonJS) resolved from the caller's cwd.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AdapterError } from './adapter-error';
import { GENERATIONS, type Generation } from './generations';
import type { Adapter } from './contract';

export interface LoadOptions {
  /** The profile being run; the generation given to function-form adapters. */
  profile: Generation;
  /** Directory that relative adapter paths resolve from. */
  cwd: string;
}

const TS_EXTENSIONS = ['.ts', '.mts', '.cts'];
const CANDIDATE_EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'];

export async function loadAdapter(spec: string, options: LoadOptions): Promise<Adapter> {
  // A path is never a bundled name: the framework process loads the bundled adapters (and
  // what they import) only for one of them.
  if (!looksLikePath(spec)) {
    const { bundledAdapters, findBundled } = require('./bundled') as typeof import('./bundled');
    const bundled = findBundled(spec);
    if (bundled) return bundled.load(options.profile, options.cwd);
    const names = bundledAdapters.map((a) => a.name).join(', ');
    throw new AdapterError(
      `unknown adapter "${spec}". Give a bundled adapter (${names}, or a release such as express@4.16) or a path to a module, e.g. ./my-adapter.js`,
      spec,
    );
  }
  const file = resolveModuleFile(path.resolve(options.cwd, spec), spec);
  const exported = await importModule(file, spec);
  return normalize(exported, file, options.profile);
}

export function looksLikePath(spec: string): boolean {
  return spec.startsWith('.') || spec.startsWith('/') || spec.includes(path.sep) || /\.[cm]?[jt]s$/.test(spec);
}

/** A file, or a directory with package.json "main" or an index file. */
function resolveModuleFile(absolute: string, spec: string): string {
  for (const ext of CANDIDATE_EXTENSIONS) {
    const candidate = absolute + ext;
    if (isFile(candidate)) return candidate;
  }
  if (isDirectory(absolute)) {
    const pkgFile = path.join(absolute, 'package.json');
    if (isFile(pkgFile)) {
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { main?: string; exports?: unknown };
      const main = typeof pkg.exports === 'string' ? pkg.exports : pkg.main;
      if (main) return resolveModuleFile(path.join(absolute, main), spec);
    }
    for (const ext of CANDIDATE_EXTENSIONS.slice(1)) {
      const candidate = path.join(absolute, 'index' + ext);
      if (isFile(candidate)) return candidate;
    }
  }
  throw new AdapterError(
    `adapter module not found: ${spec} (looked for ${absolute} with extensions ${CANDIDATE_EXTENSIONS.slice(1).join(' ')} and as a directory)`,
    absolute,
  );
}

async function importModule(file: string, spec: string): Promise<unknown> {
  try {
    if (TS_EXTENSIONS.includes(path.extname(file))) {
      // tsx compiles TypeScript adapters on the fly, ESM or CommonJS alike.
      const { tsImport } = (await import('tsx/esm/api')) as { tsImport: (s: string, from: string) => Promise<unknown> };
      return unwrapDefault(await tsImport(pathToFileURL(file).href, __filename));
    }
    return unwrapDefault(await import(pathToFileURL(file).href));
  } catch (err) {
    const e = err as Error;
    throw new AdapterError(
      `adapter ${spec} threw while being imported: ${e?.stack ?? String(err)}`,
      file,
    );
  }
}

/** ESM namespace -> default export; CommonJS through import() also lands on default. */
function unwrapDefault(ns: unknown): unknown {
  let value = ns;
  for (let i = 0; i < 3; i++) {
    if (value && (typeof value === 'object' || typeof value === 'function') && 'default' in value) {
      const inner = (value as { default: unknown }).default;
      if (inner === undefined) break;
      // A function with a `default` property (e.g. a CJS fw function) is the export itself.
      if (typeof value === 'function') break;
      value = inner;
    } else break;
  }
  return value;
}

export function normalize(exported: unknown, source: string, profile: Generation): Adapter {
  if (typeof exported === 'function') {
    return { name: path.basename(source).replace(/\.[cm]?[jt]s$/, ''), generation: profile, fw: exported as Adapter['fw'], source };
  }
  if (!exported || typeof exported !== 'object') {
    throw new AdapterError(
      `adapter ${source} exports ${exported === null ? 'null' : typeof exported}; it must export the framework function, ` +
        `or an object { name, version?, generation: '3.x' | '4.x' | '5.x', fw, serve? }`,
      source,
    );
  }
  // The usual case is told without zod, which the framework process does not load for it
  // (each crash costs a fresh one): the schema below is what says what is wrong.
  if (isAdapterObject(exported)) return { ...pickAdapterFields(exported), source };
  const { adapterObjectSchema, describeIssues, generationSchema } = require('./contract') as typeof import('./contract');
  const parsed = adapterObjectSchema.safeParse(exported);
  if (!parsed.success) {
    throw new AdapterError(
      `adapter ${source} exports an object that is not a valid adapter:\n${describeIssues(parsed.error)}\n` +
        `  expected { name: string, version?: string, generation: ${generationSchema.options.map((g) => `'${g}'`).join(' | ')}, fw: function, serve?: function }`,
      source,
    );
  }
  return { ...parsed.data, source };
}

type AdapterObject = import('./contract').AdapterObject;

/** What adapterObjectSchema accepts, told by hand (contract.test.ts holds the two together). */
export function isAdapterObject(v: object): v is AdapterObject {
  const o = v as Record<string, unknown>;
  const optional = (key: string, type: string) => o[key] === undefined || typeof o[key] === type;
  return (
    typeof o.name === 'string' &&
    o.name.length > 0 &&
    optional('version', 'string') &&
    optional('interfaceVersion', 'string') &&
    (GENERATIONS as readonly unknown[]).includes(o.generation) &&
    typeof o.fw === 'function' &&
    optional('serve', 'function') &&
    optional('tls', 'boolean')
  );
}

/** The fields of the contract, as the schema's parse keeps them (unknown keys dropped). */
function pickAdapterFields(o: AdapterObject): AdapterObject {
  const picked: AdapterObject = { name: o.name, generation: o.generation, fw: o.fw };
  if (o.version !== undefined) picked.version = o.version;
  if (o.interfaceVersion !== undefined) picked.interfaceVersion = o.interfaceVersion;
  if (o.serve !== undefined) picked.serve = o.serve;
  if (o.tls !== undefined) picked.tls = o.tls;
  return picked;
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}
function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
