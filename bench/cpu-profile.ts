// Where a process's CPU went, from a V8 CPU profile (node --cpu-prof): each sample goes to
// one part of the run, judged from its stack.
import { z } from 'zod';

const CallFrame = z.object({ functionName: z.string(), url: z.string() });
const ProfileNode = z.object({ id: z.number(), callFrame: CallFrame, children: z.array(z.number()).optional() });
export const CpuProfile = z.object({ nodes: z.array(ProfileNode), samples: z.array(z.number()), timeDeltas: z.array(z.number()) });
export type CpuProfile = z.infer<typeof CpuProfile>;
type Frame = z.infer<typeof CallFrame>;

/** The parts, in the order a table lists them. */
export const PARTS = [
  'loading modules',
  'IPC messages (child_process)',
  'HTTP (node:net, node:http)',
  'Cucumber',
  'isolation (adapters/isolation)',
  'checks (features/)',
  'runner and CLI',
  'zod',
  'other packages',
  'node internals',
  'garbage collector',
  'app set-up (the scenario\'s app code)',
  'the framework serving',
] as const;
export type Part = (typeof PARTS)[number];

const VM = new Set(['(program)', '(garbage collector)', '(root)', '(idle)']);

/**
 * The part a sample belongs to; `stack` runs from the sampled frame (leaf) to the root. In a
 * framework process (`framework`), all that runs while the host builds a scenario's app is its
 * set-up, and the framework's own code (its packages, the reference) otherwise is serving.
 */
export function partOf(stack: readonly Frame[], framework = false): Part | 'idle' {
  const leaf = stack[0];
  // (the profiler's own writing, in a framework process, is no part of the run: left out as idle is)
  if (leaf?.functionName === '(idle)' || (framework && stack.some((f) => f.url.includes('/bench/framework-profiler')))) return 'idle';
  if (leaf?.functionName === '(garbage collector)') return 'garbage collector';
  if (stack.some((f) => f.functionName === 'Module._load' || f.functionName === 'compileForInternalLoader')) return 'loading modules';
  if (stack.some((f) => f.url.endsWith('child_process/serialization') || f.functionName === 'writeChannelMessage' || f.functionName === 'parseChannelMessages')) {
    return 'IPC messages (child_process)';
  }
  if (framework && stack.some((f) => f.url.includes('/adapters/isolation/framework-host') && (f.functionName === 'build' || f.functionName === 'runAppCode'))) {
    return "app set-up (the scenario's app code)";
  }
  for (const f of stack) {
    if (VM.has(f.functionName)) continue;
    if (/^node:(net|_http_|http|dns)/.test(f.url) || f.functionName === 'internalConnect') return 'HTTP (node:net, node:http)';
    if (f.url === '' || f.url.startsWith('node:')) continue;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url)?.[1];
    if (framework && (pkg || f.url.includes('/reference/'))) return 'the framework serving';
    if (pkg) {
      if (pkg.startsWith('@cucumber/') || pkg.startsWith('regexp-')) return 'Cucumber';
      if (pkg === 'zod') return 'zod';
      return 'other packages';
    }
    // (in a framework process, the adapter and the host around it)
    if (f.url.includes(framework ? '/adapters/' : '/adapters/isolation/')) return 'isolation (adapters/isolation)';
    if (f.url.includes('/features/')) return 'checks (features/)';
    return 'runner and CLI';
  }
  return 'node internals';
}

/** Microseconds of CPU by part (idle left out); `framework`: a framework process's profile. */
export function cpuByPart(profile: CpuProfile, framework = false): Map<Part, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOfNode = new Map<number, Part | 'idle'>();
  const out = new Map<Part, number>();
  profile.samples.forEach((id, i) => {
    let part = partOfNode.get(id);
    if (part === undefined) {
      const stack: Frame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!.callFrame);
      part = partOf(stack, framework);
      partOfNode.set(id, part);
    }
    if (part !== 'idle') out.set(part, (out.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return out;
}
