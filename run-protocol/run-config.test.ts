import { describe, expect, it } from 'vitest';
import { runConfigFromEnv, runConfigToEnv, type RunConfig } from './run-config';

describe('the run configuration through the environment', () => {
  const base: RunConfig = { adapter: 'reference', profile: '5.x', cwd: '/tmp', timeoutMs: 1000, checkTimeoutMs: 2000, numRuns: 5 };
  it('says how many workers the run has, and none when it has none, over what an earlier run left', () => {
    expect(runConfigFromEnv(runConfigToEnv({ ...base, workers: 2 })).workers).toBe(2);
    const env = { ...runConfigToEnv({ ...base, workers: 2 }), ...runConfigToEnv({ ...base, workers: 0 }) };
    expect(runConfigFromEnv(env).workers).toBe(0);
    expect(runConfigFromEnv(runConfigToEnv(base)).workers).toBe(0);
  });
});
