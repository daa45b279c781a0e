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
] as const;
export type Part = (typeof PARTS)[number];

const VM = new Set(['(program)', '(garbage collector)', '(root)', '(idle)']);

/** The part a sample belongs to; `stack` runs from the sampled frame (leaf) to the root. */
export function partOf(stack: readonly Frame[]): Part | 'idle' {
  const leaf = stack[0];
  if (leaf?.functionName === '(idle)') return 'idle';
  if (leaf?.functionName === '(garbage collector)') return 'garbage collector';
  if (stack.some((f) => f.functionName === 'Module._load' || f.functionName === 'compileForInternalLoader')) return 'loading modules';
  if (stack.some((f) => f.url.endsWith('child_process/serialization') || f.functionName === 'writeChannelMessage' || f.functionName === 'parseChannelMessages')) {
    return 'IPC messages (child_process)';
  }
  for (const f of stack) {
    if (VM.has(f.functionName)) continue;
    if (/^node:(net|_http_|http|dns)/.test(f.url) || f.functionName === 'internalConnect') return 'HTTP (node:net, node:http)';
    if (f.url === '' || f.url.startsWith('node:')) continue;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url)?.[1];
    if (pkg) {
      if (pkg.startsWith('@cucumber/') || pkg.startsWith('regexp-')) return 'Cucumber';
      if (pkg === 'zod') return 'zod';
      return 'other packages';
    }
    if (f.url.includes('/adapters/isolation/')) return 'isolation (adapters/isolation)';
    if (f.url.includes('/features/')) return 'checks (features/)';
    return 'runner and CLI';
  }
  return 'node internals';
}

/** Microseconds of CPU by part (idle left out). */
export function cpuByPart(profile: CpuProfile): Map<Part, number> {
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
      part = partOf(stack);
      partOfNode.set(id, part);
    }
    if (part !== 'idle') out.set(part, (out.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return out;
}
