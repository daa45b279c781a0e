// Express's own test suite, as its repository runs it (`npm test`: mocha over test/ and
// test/acceptance/), to time beside the profile. The express package on npm ships no tests
// (5.x: LICENSE, Readme.md, index.js, lib/, package.json), so the suite comes from a checkout
// of Express's repository with its dev dependencies installed, given by --express-suite; without
// one, the comparison says what is missing instead of timing something else under its name.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** How to run the suite: the command, where, how many tests it has (unknown until run). */
export type SuiteCommand = { command: string[]; cwd: string; version: string };

/** The suite's command, or why there is none. */
export function expressSuite(dir: string | undefined, installedDir: string): SuiteCommand | { missing: string } {
  if (dir === undefined) {
    const shipped = fs.readdirSync(installedDir).sort();
    return fs.existsSync(path.join(installedDir, 'test'))
      ? { missing: `${installedDir} has a test/ directory but no mocha beside it: give its repository checkout with --express-suite` }
      : {
          missing:
            `the express package on npm ships no tests (${installedDir} holds ${shipped.join(', ')}); ` +
            "give a checkout of Express's repository, its dev dependencies installed, with --express-suite <dir>",
        };
  }
  const manifestFile = path.join(dir, 'package.json');
  if (!fs.existsSync(manifestFile)) return { missing: `--express-suite ${dir}: no package.json there` };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { name?: string; version?: string; scripts?: Record<string, string> };
  const script = manifest.scripts?.test;
  if (manifest.name !== 'express' || !script?.startsWith('mocha ')) {
    return { missing: `--express-suite ${dir}: not Express's repository (its package.json names ${manifest.name ?? 'nothing'}, its test script is ${script ?? 'missing'})` };
  }
  const mocha = path.join(dir, 'node_modules', 'mocha', 'bin', 'mocha.js');
  if (!fs.existsSync(mocha)) return { missing: `--express-suite ${dir}: mocha is not installed there (npm install in it)` };
  // The repository's own test script, word for word, with mocha run by this node.
  return { command: [process.execPath, mocha, ...script.slice('mocha '.length).trim().split(/\s+/)], cwd: dir, version: manifest.version ?? '?' };
}

/** The test count in mocha's closing line ("1132 passing (3s)"), if it printed one. */
export function mochaPassing(output: string): number | undefined {
  const m = /(\d+) passing/.exec(output);
  return m ? Number(m[1]) : undefined;
}
