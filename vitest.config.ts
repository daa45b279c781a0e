import { defineConfig } from 'vitest/config';
import { WHOLE_RUN_TESTS } from './test-support/tiers';

// `npm test`: every test but the whole-profile runs (vitest.runs.config.ts). Two test files
// at a time: most of them wait on CLI processes (bounded waits on misbehaving frameworks),
// and the other core has work meanwhile.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'test-output/**', '.mutants-work/**', ...WHOLE_RUN_TESTS],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
