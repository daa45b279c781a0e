// vitest's own time-outs, scaled by the tests' one factor (time-factor.ts) in each test file's
// worker before its tests are collected. The configs give the unscaled figures (`provide`);
// they do not import time-factor.ts themselves, which Vite would load as CommonJS with a
// warning on every run.
import { inject, vi } from 'vitest';
import { scaled } from './time-factor';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Unscaled milliseconds of a test's time-out, and of a hook's. */
    timeouts: { testMs: number; hookMs: number };
  }
}

const { testMs, hookMs } = inject('timeouts');
vi.setConfig({ testTimeout: scaled(testMs), hookTimeout: scaled(hookMs) });
