import { describe, expect, it } from 'vitest';
import type { FrameworkProcess } from './framework-process';
import { offerFrameworkProcess, takeFrameworkProcess, withdrawFrameworkProcess } from './handover';

const OPTIONS = { adapter: './a.cjs', profile: '5.x', cwd: '/p', timeoutMs: 5000 };

/** A stand-in with what the handover looks at: alive, retired, kill(). */
function standIn(state: { alive?: boolean; retired?: boolean } = {}) {
  const fp = { alive: state.alive ?? true, retired: state.retired ?? false, killed: 0, kill() { fp.killed++; } };
  return fp;
}
const asFp = (fp: ReturnType<typeof standIn>) => fp as unknown as FrameworkProcess;

describe('the probing framework process handed to the run', () => {
  it('is taken once, by a check with the same options', () => {
    const fp = standIn();
    offerFrameworkProcess(OPTIONS, asFp(fp));
    expect(takeFrameworkProcess({ ...OPTIONS })).toBe(fp);
    expect(takeFrameworkProcess({ ...OPTIONS })).toBeUndefined();
    expect(fp.killed).toBe(0);
  });

  it.each([{ adapter: './b.cjs' }, { profile: '4.x' }, { cwd: '/q' }, { timeoutMs: 1000 }])('is killed, not given, when a check asks with other options (%o)', (other) => {
    const fp = standIn();
    offerFrameworkProcess(OPTIONS, asFp(fp));
    expect(takeFrameworkProcess({ ...OPTIONS, ...other })).toBeUndefined();
    expect(fp.killed).toBe(1);
  });

  it.each([{ alive: false }, { retired: true }])('is killed, not given, once it is no longer usable (%o)', (state) => {
    const fp = standIn(state);
    offerFrameworkProcess(OPTIONS, asFp(fp));
    expect(takeFrameworkProcess(OPTIONS)).toBeUndefined();
    expect(fp.killed).toBe(1);
  });

  it('is killed when the run ends without taking it, or when another is offered', () => {
    const first = standIn();
    const second = standIn();
    offerFrameworkProcess(OPTIONS, asFp(first));
    offerFrameworkProcess(OPTIONS, asFp(second));
    expect(first.killed).toBe(1);
    withdrawFrameworkProcess();
    expect(second.killed).toBe(1);
    expect(takeFrameworkProcess(OPTIONS)).toBeUndefined();
  });
});
