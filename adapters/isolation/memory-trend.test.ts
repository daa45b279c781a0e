import { describe, expect, it } from 'vitest';
import { MemoryTrend } from './memory-trend';

const MIB = 1024 * 1024;

describe('MemoryTrend', () => {
  it('says nothing of memory far from its bound and growing slowly', () => {
    const t = new MemoryTrend(200);
    for (let at = 0; at <= 2000; at += 250) t.resident((60 + at / 250) * MIB, at);
    t.heap(20 * MIB);
    expect(t.pressure(2000)).toBeUndefined();
  });

  it('names resident memory near the bound, with its heap', () => {
    const t = new MemoryTrend(200);
    t.resident(160 * MIB, 0);
    t.resident(160 * MIB, 250);
    t.heap(30 * MIB);
    expect(t.pressure(250)).toBe("the framework's process used 160 MiB of memory (resident, 30 MiB of it JavaScript heap), near its bound of 200 MiB (--max-memory)");
  });

  it('names a heap near the bound, however small the resident size read last', () => {
    const t = new MemoryTrend(200);
    t.resident(100 * MIB, 0);
    t.heap(155 * MIB);
    expect(t.pressure(0)).toMatch(/^the framework's process used 100 MiB of memory \(resident, 155 MiB of it JavaScript heap\), near its bound/);
  });

  it('names memory growing fast toward the bound, over the last two seconds only', () => {
    const t = new MemoryTrend(1000);
    t.resident(100 * MIB, 0);
    t.resident(100 * MIB, 5000); // a long quiet stretch before: not in the window
    t.resident(400 * MIB, 6000);
    expect(t.pressure(6000)).toBe("the framework's process used 400 MiB of memory (resident), growing by 300 MiB/s, toward its bound of 1000 MiB (--max-memory)");
    t.resident(400 * MIB, 8500);
    t.resident(400 * MIB, 9000);
    expect(t.pressure(9000)).toBeUndefined();
  });
});
