// A seed of the commit, for the runs that explore new inputs: the properties and `diff` run
// with fixed seeds (run-protocol/run-config.ts, cli/diff-args.ts), so CI repeats the same
// inputs every time; test:runs runs them once more with this seed, which changes with each
// commit (or, outside a git checkout, with the package's version and the day), and a failure
// names it so that `--seed` replays it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../layout/package-root';

export interface CommitSeed {
  seed: number;
  /** Where it came from: "commit 1a2b3c4d5e6f", or why there is no commit. */
  from: string;
}

/** A positive seed from the first 7 hex digits of a hash (28 bits: any int32 would do). */
function seedOfHex(hex: string): number {
  return Number.parseInt(hex.slice(0, 7), 16);
}

function headCommit(root: string): string | undefined {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
  } catch {
    return undefined; // no git, or not a checkout
  }
}

/** The commit's seed of the tree at `root`; without a commit, the package's version and the UTC day. */
export function commitSeed(root: string = PACKAGE_ROOT, now: Date = new Date()): CommitSeed {
  const sha = headCommit(root);
  if (sha) return { seed: seedOfHex(sha), from: `commit ${sha.slice(0, 12)}` };
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '0';
  const day = now.toISOString().slice(0, 10);
  const hex = createHash('sha256').update(`${version} ${day}`).digest('hex');
  return { seed: seedOfHex(hex), from: `not a git checkout: version ${version} on ${day}` };
}
