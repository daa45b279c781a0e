// The reference's modules import in one direction: no module reaches itself
// again through what it imports (a circle makes load order matter and hides
// which module a concept belongs to). Type-only imports are left out: they
// vanish at compile time.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = __dirname;
const IMPORT = /^(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'(\.[^']*)'|^import\s+\w+\s*=\s*require\('(\.[^']*)'\)/gm;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base + '.ts', path.join(base, 'index.ts')]) if (fs.existsSync(candidate)) return candidate;
  return undefined;
}

/** Runtime imports of each module (type-only ones too with `types`), as absolute paths. */
export function importGraph(files: string[], { types = false }: { types?: boolean } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps: string[] = [];
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (m[1] && !types) continue;
      const target = resolveImport(file, m[2] ?? m[3]);
      if (target) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Every circle found by a depth-first walk, as 'a.ts -> b.ts -> a.ts'. */
export function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const path_: string[] = [];
  const visit = (node: string): void => {
    path_.push(node);
    for (const dep of graph.get(node) ?? []) {
      const at = path_.indexOf(dep);
      if (at !== -1) found.push([...path_.slice(at), dep].map((f) => path.relative(ROOT, f)).join(' -> '));
      else if (!done.has(dep)) visit(dep);
    }
    path_.pop();
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) visit(node);
  return found;
}

describe('imports inside reference/', () => {
  it('finds a circle when there is one (the check bites)', () => {
    const graph = new Map([
      ['/r/a.ts', ['/r/b.ts']],
      ['/r/b.ts', ['/r/c.ts']],
      ['/r/c.ts', ['/r/a.ts']],
    ]);
    expect(circles(graph)).toHaveLength(1);
  });

  it('form no circle', () => {
    const graph = importGraph(sources(ROOT));
    expect(graph.size).toBeGreaterThan(40);
    expect(circles(graph)).toEqual([]);
  });

  // (the walks and the place that picks one once imported each other's types)
  it('form no circle in router/, type-only imports included', () => {
    const graph = importGraph(sources(path.join(ROOT, 'router')), { types: true });
    expect(graph.size).toBeGreaterThan(8);
    expect(circles(graph)).toEqual([]);
  });
});
