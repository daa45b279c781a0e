// The project's own TypeScript as a graph of modules (who imports whom), read with the
// compiler's own pre-processor and module resolution, so that `import type`, `export ... from`,
// `require('./x')` and `import('./x')` all count, and nothing outside the project does.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';

/** Directories that hold no source of ours (installed, built, or scratch). */
const SKIPPED = new Set(['node_modules', 'dist', 'out', 'test-output', '.git', '.mutants-work', '.vitest-cache']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return SKIPPED.has(e.name) ? [] : sourceFiles(p);
    return /\.[cm]?ts$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Module (path relative to root, '/'-separated) -> the project modules it imports. */
export type ImportGraph = Map<string, Set<string>>;

/**
 * With `runtime`, imports that are only types (`import type ...`, `export type ... from`) are
 * left out: the build erases them, so they cannot make a module load before its dependency;
 * mutual shapes (an app has a router, whose handlers get a req whose app is the app) are
 * written as such type-only circles.
 */
export function importGraph(root: string, { runtime = false }: { runtime?: boolean } = {}): ImportGraph {
  const options: ts.CompilerOptions = { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, resolveJsonModule: true };
  const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const imports = new Set<string>();
    let source = fs.readFileSync(file, 'utf8');
    if (runtime) source = source.replace(/^\s*(import|export) type [^;]*;/gm, '');
    const info = ts.preProcessFile(source, true, true);
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue; // a package, not ours
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes(`${path.sep}node_modules${path.sep}`) && /\.[cm]?ts$/.test(resolved)) imports.add(rel(resolved));
    }
    graph.set(rel(file), imports);
  }
  return graph;
}

/** Every import circle: the strongly connected components of more than one module, or a module importing itself. */
export function circles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative (no recursion limit on a long chain).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: Iterator<string> }> = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set<string>()).values() });
    };
    enter(start);
    while (work.length) {
      const top = work[work.length - 1];
      const step = top.next.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1 || graph.get(top.node)?.has(top.node)) found.push(component.sort());
      }
    }
  }
  return found;
}

/** The part of the project a module belongs to: its top directory, or features/<dir> (the suite's own layers). */
export function partOf(module: string): string {
  const dirs = module.split('/').slice(0, -1);
  if (dirs[0] === 'features' && dirs.length > 1) return `features/${dirs[1]}`;
  return dirs[0] ?? '.';
}

export function isTest(module: string): boolean {
  return /\.test\.[cm]?ts$/.test(module);
}
