import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'test-output/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
