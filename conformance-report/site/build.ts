// `npm run site [-- <dir>]`: the static site of the committed results, plain files that open
// from disk or GitHub Pages (no network, no server): the matrix (index.html), a page per
// target (fw/<target>-<profile>.html, the HTML report itself), the history across Express
// releases with each target's pass rate over the git history of its results, the security
// grid, runtimes.md as a page, and a shields.io badge per target (badges/*.json).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeDirs } from '../../layout/make-dirs';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { bundledTargets, fileBase, readCommitted } from '../src/committed';
import { toBadge } from '../src/badge';
import { toHtml } from '../src/html';
import { readRuntimeMatrix, type RuntimeMatrix } from '../src/runtimes';
import { historyPage } from './history';
import { matrixPage } from './matrix';
import { badgeFile, frameworkPage, type SiteRun } from './model';
import { passHistory } from './pass-history';
import { withScenarios } from './scenarios';
import { siteNav } from './page';
import { securityPage } from './security-grid';
import { readRuntimesMd, RUNTIMES_PAGE, runtimesPage } from './runtimes-page';

export const DEFAULT_SITE_DIR = path.join(PACKAGE_ROOT, 'out', 'site');

/** Every target with committed results, in the order of the committed matrix. */
export function committedRuns(): SiteRun[] {
  return bundledTargets().flatMap((target) => {
    const run = readCommitted(target);
    return run ? [{ target, base: fileBase(target), run }] : [];
  });
}

/** The site's files: path (relative, with "/") -> content. */
export function siteFiles(runs: SiteRun[], runtimes: RuntimeMatrix | undefined = readRuntimeMatrix()): Map<string, string> {
  const node = runtimes?.base ?? process.versions.node;
  const runtimesMd = readRuntimesMd();
  const files = new Map<string, string>([
    ['index.html', matrixPage(runs, runtimes, node, runtimesMd)],
    ['history.html', historyPage(runs, passHistory(runs.map((r) => r.base)))],
    ['security.html', securityPage(runs)],
    [RUNTIMES_PAGE, runtimesPage(runtimesMd)],
  ]);
  for (const r of runs) {
    files.set(frameworkPage(r), toHtml([withScenarios(r.run)], undefined, { nav: siteNav('../') }));
    files.set(badgeFile(r), toBadge(r.run));
  }
  return files;
}

export function buildSite(dir: string, runs: SiteRun[] = committedRuns()): string[] {
  const files = siteFiles(runs);
  for (const [file, text] of files) {
    const to = path.join(dir, ...file.split('/'));
    makeDirs(path.dirname(to));
    fs.writeFileSync(to, text);
  }
  return [...files.keys()];
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? DEFAULT_SITE_DIR);
  const written = buildSite(dir);
  process.stdout.write(`site: ${written.length} files in ${path.relative(process.cwd(), dir) || '.'} (open index.html)\n`);
}
