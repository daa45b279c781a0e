// Where the build puts one of this package's TypeScript sources (tsconfig.json: rootDir ".",
// outDir "dist", no source maps). The reference framework runs from its build, so what a
// framework process reached is named by dist/reference/...js; an author names the .ts.
import * as path from 'node:path';
import { PACKAGE_ROOT } from './package-root';

const OUT = { '.ts': '.js', '.mts': '.mjs', '.cts': '.cjs' } as const;

/** The built file of a TypeScript source of the package under `root`; undefined for any other file. */
export function builtFileOf(file: string, root: string = PACKAGE_ROOT): string | undefined {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel) || /\.d\.[cm]?ts$/.test(rel)) return undefined;
  const top = rel.split(path.sep)[0];
  if (top === 'dist' || top === 'node_modules') return undefined;
  const ext = path.extname(rel) as keyof typeof OUT;
  if (!(ext in OUT)) return undefined;
  return path.join(root, 'dist', rel.slice(0, -ext.length) + OUT[ext]);
}
