// The runtimes this repository installs as dev dependencies, by the name --runtime takes:
// Node's other current lines (the CLI's own Node is the base), Bun and Deno.
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../layout/package-root';

export const OTHER_RUNTIMES: Record<string, string> = {
  'node 22': path.join(PACKAGE_ROOT, 'node_modules', 'node-22', 'bin', 'node'),
  'node 24': path.join(PACKAGE_ROOT, 'node_modules', 'node-24', 'bin', 'node'),
  bun: 'bun',
  deno: 'deno',
};
