import { defineConfig } from 'vitest/config';
import { PROCESS_TESTS, WHOLE_RUN_TESTS } from './test-support/tiers';

const exclude = ['node_modules/**', 'dist/**', 'test-output/**', '.mutants-work/**', ...WHOLE_RUN_TESTS];

// `npm test`: every test but the whole-profile runs (vitest.runs.config.ts). Two test files
// at a time: most of them wait on CLI processes (bounded waits on misbehaving frameworks),
// and the other core has work meanwhile.
export default defineConfig({
  test: {
    maxWorkers: 2,
    // Concurrent tests of a file (describe.concurrent: CLI runs side by side) three at a time:
    // more would only stretch each run on two cores.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // In-process tests share their worker's modules (test-support/tiers.ts says why that is
      // safe): loading them again for each of some forty files cost more than running them.
      { extends: true, test: { name: 'in-process', include: ['**/*.test.ts'], exclude: [...exclude, ...PROCESS_TESTS], isolate: false } },
      { extends: true, test: { name: 'processes', include: PROCESS_TESTS, exclude } },
    ],
  },
});
