// A framework's project, as fw-conformance init finds one (cli/init.test.ts, cli/init-workflows.test.ts).
import * as fs from 'node:fs';
import * as path from 'node:path';

/** A framework project in a new directory under `dir`: package.json, an entry that is real Express 5 (or polka), maybe a tsconfig. */
export function initProject(dir: string, kind: 'commonjs' | 'esm' | 'typescript', framework = 'express5'): string {
  const root = fs.mkdtempSync(path.join(dir, `${kind}-`));
  const from = JSON.stringify(require.resolve(framework));
  const main = kind === 'typescript' ? 'src/index.ts' : 'index.js';
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: `my-${kind}-fw`, version: '1.0.0', main, ...(kind === 'esm' ? { type: 'module' } : {}) }));
  fs.mkdirSync(path.dirname(path.join(root, main)), { recursive: true });
  const source = kind === 'commonjs' ? `module.exports = require(${from});\n` : kind === 'esm' ? `import fw from ${from};\nexport default fw;\n` : `import fw from ${from};\nexport default fw;\n`;
  fs.writeFileSync(path.join(root, main), source);
  if (kind === 'typescript') fs.writeFileSync(path.join(root, 'tsconfig.json'), '{}');
  return root;
}
