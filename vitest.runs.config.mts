import { defineConfig } from 'vitest/config';
import { WHOLE_RUN_TESTS } from './test-support/tiers.mjs';
import { scaled } from './test-support/time-factor.js';

// `npm run test:runs`: the test files that run whole profiles through the CLI. One file at a
// time: each keeps both cores busy itself, and timed checks must not starve.
export default defineConfig({
  test: {
    include: WHOLE_RUN_TESTS,
    globalSetup: ['test-support/whole-runs-setup.ts'],
    maxWorkers: 1,
    testTimeout: scaled(60_000),
    hookTimeout: scaled(300_000),
  },
});
