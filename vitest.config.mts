import { defineConfig } from 'vitest/config';
import { OWN_GRAPH_TESTS, PROCESS_TESTS, WHOLE_RUN_TESTS } from './test-support/tiers.mjs';

const exclude = ['node_modules/**', 'dist/**', 'test-output/**', '.mutants-work/**', ...WHOLE_RUN_TESTS];

// `npm test`: every test but the whole-profile runs (vitest.runs.config.mts). Three test files
// at a time on two cores: the files of CLI runs spend much of their time waiting (on the
// processes they start, on bounded waits for misbehaving frameworks), and two workers left a
// quarter of the CPU idle (measured: 101 s with two, 82 s with three, on an idle 2-core VM).
export default defineConfig({
  test: {
    maxWorkers: 3,
    // Concurrent tests of a file (describe.concurrent: CLI runs side by side) three at a time:
    // more would only stretch each run on two cores.
    maxConcurrency: 3,
    // Scaled by the tests' factor in each worker (test-support/scaled-timeouts.ts).
    provide: { timeouts: { testMs: 60_000, hookMs: 60_000 } },
    setupFiles: ['test-support/scaled-timeouts.ts'],
    projects: [
      // In-process tests share their worker's modules (test-support/tiers.mts says why that is
      // safe): loading them again for each of some forty files cost more than running them.
      { extends: true, test: { name: 'in-process', include: ['**/*.test.ts'], exclude: [...exclude, ...PROCESS_TESTS, ...OWN_GRAPH_TESTS], isolate: false } },
      // So do the files of CLI runs and other processes, in workers of their own.
      { extends: true, test: { name: 'processes', include: PROCESS_TESTS, exclude, isolate: false } },
      { extends: true, test: { name: 'own-graph', include: OWN_GRAPH_TESTS, exclude } },
    ],
  },
});
