// The GitHub Pages workflow of the site (pages.yml): its build job's steps run as a runner
// runs them (test-support/github-steps.ts) in a checkout of this repository, and the
// directory it hands to upload-pages-artifact is the site; the deploy job publishes it.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { runJob, type Step } from '../../test-support/github-steps';
import { scaled } from '../../test-support/time-factor';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-pages-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A checkout: the repository's files, linked (nothing of it is written but the job's output). */
function checkout(): string {
  const dir = fs.mkdtempSync(path.join(scratch, 'job-'));
  for (const entry of fs.readdirSync(PACKAGE_ROOT)) {
    if (['.git', 'out', 'test-output', 'dist'].includes(entry)) continue;
    fs.symlinkSync(path.join(PACKAGE_ROOT, entry), path.join(dir, entry));
  }
  return dir;
}

describe('the GitHub Pages workflow of the site', () => {
  it('builds the site and hands it to Pages', async () => {
    type Job = { needs?: string; steps: Step[]; environment?: { name: string } };
    const workflow = parse(fs.readFileSync(path.join(__dirname, 'pages.yml'), 'utf8')) as { permissions: Record<string, string>; jobs: { build: Job; deploy: Job } };
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const { build, deploy } = workflow.jobs;
    // npm ci has nothing to install in a checkout of this worktree.
    const job = await runJob(build.steps, { dir: checkout(), context: () => undefined, script: (run) => (run.startsWith('npm ci') ? ':' : run) });
    const site = job.steps.find((s) => s.step.run?.startsWith('npm run site'))!;
    expect(site.code, site.stderr).toBe(0);
    expect(job.failed).toBe(false);
    const upload = job.steps.find((s) => s.step.uses?.startsWith('actions/upload-pages-artifact@'))!.step.with!;
    const published = path.join(job.dir, upload.path);
    for (const file of ['index.html', 'history.html', 'security.html', 'fw/reference-5.x.html', 'badges/reference-5.x.json']) {
      expect(fs.existsSync(path.join(published, file)), file).toBe(true);
    }
    expect(deploy.needs).toBe('build');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.steps.map((s) => s.uses?.replace(/@.*/, ''))).toEqual(['actions/deploy-pages']);
  }, scaled(120_000));
});
