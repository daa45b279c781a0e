import { defineConfig } from 'vitest/config';
import { WHOLE_RUN_TESTS } from './test-support/tiers.mjs';

// `npm run test:runs`: the test files that run whole profiles through the CLI. One file at a
// time: each keeps both cores busy itself, and timed checks must not starve.
export default defineConfig({
  test: {
    include: WHOLE_RUN_TESTS,
    globalSetup: ['test-support/whole-runs-setup.ts'],
    maxWorkers: 1,
    // Scaled by the tests' factor in each worker (test-support/scaled-timeouts.ts).
    provide: { timeouts: { testMs: 60_000, hookMs: 300_000 } },
    setupFiles: ['test-support/scaled-timeouts.ts'],
  },
});
