// Headless Chromium for the browser tests, from the npm registry alone: the devDependency
// @sparticuz/chromium ships a brotli-compressed headless Chromium inside its tarball
// (bin/chromium.br, x64 Linux; it needs only libnss3, libnspr4 and libexpat1, which a Debian
// Node image has). We use that file, not the package's JavaScript, which inflates it in place
// to a shared /tmp/chromium (two test files starting at once could run a half-written binary)
// and sets up AWS Lambda's paths. Here it is inflated once per package version under
// node_modules/.cache, into a temporary file renamed when whole.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { makeDirs } from '../layout/make-dirs';
import { PACKAGE_ROOT } from '../layout/package-root';

const PACKAGE = '@sparticuz/chromium';
/** Set to a Chromium executable to use it instead (another platform, a local build). */
export const CHROMIUM_ENV = 'FW_CONFORMANCE_CHROMIUM';

// Without the background-networking flags Chromium keeps calling Google's hosts, which this
// machine's closed network refuses; --no-sandbox because tests run as root in CI.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The package's directory: its `exports` name only its entry point, two levels below. */
function packageDir(): string {
  let entry: string;
  try {
    entry = require.resolve(PACKAGE, { paths: [PACKAGE_ROOT] });
  } catch {
    throw new Error(`${PACKAGE} is not installed: run npm ci (it is a devDependency; its tarball holds the Chromium the browser tests use)`);
  }
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** The path of a headless Chromium executable, inflated from the npm package on first use. */
export async function chromiumPath(): Promise<string> {
  const chosen = process.env[CHROMIUM_ENV];
  if (chosen) {
    if (!fs.existsSync(chosen)) throw new Error(`${CHROMIUM_ENV}=${chosen}: no such file`);
    return chosen;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`${PACKAGE} ships Chromium for x64 Linux only (this is ${process.platform}-${process.arch}): set ${CHROMIUM_ENV} to a Chromium executable`);
  }
  const dir = packageDir();
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const cache = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'fw-conformance', `chromium-${version}`);
  const exe = path.join(cache, 'chromium');
  if (fs.existsSync(exe)) return exe;
  makeDirs(cache);
  const partial = `${exe}.${process.pid}.${Date.now()}.partial`;
  try {
    await pipeline(fs.createReadStream(path.join(dir, 'bin', 'chromium.br')), createBrotliDecompress(), fs.createWriteStream(partial, { mode: 0o755 }));
    fs.renameSync(partial, exe);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return exe;
}

/** Launches headless Chromium for a test; the caller closes it. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: ARGS });
}
