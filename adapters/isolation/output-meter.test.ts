import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { meterStream, OutputMeter } from './output-meter';

describe('OutputMeter', () => {
  it('counts every byte and admits only the first `limit` of a check', () => {
    const m = new OutputMeter(10);
    expect(m.admit(4)).toBe(4);
    expect(m.admit(8)).toBe(6);
    expect(m.admit(5)).toBe(0);
    expect(m.take()).toEqual({ bytes: 17, forwarded: 10 });
    // a new check starts with its own share
    expect(m.admit(3)).toBe(3);
    expect(m.take()).toEqual({ bytes: 3, forwarded: 3 });
  });
});

describe('meterStream', () => {
  function metered(limit: number) {
    const stream = new PassThrough();
    const meter = new OutputMeter(limit);
    meterStream(stream as unknown as NodeJS.WriteStream, meter);
    return { stream, meter, sent: () => (stream.read() as Buffer | null)?.toString('utf8') ?? '' };
  }

  it('sends the share on, cut at the limit, and counts the rest (strings in bytes, not characters)', () => {
    const { stream, meter, sent } = metered(6);
    stream.write('abcd');
    stream.write('é€xyz'); // 2 + 3 + 3 bytes: only the é fits
    stream.write(Buffer.from('dropped'));
    expect(sent()).toBe('abcdé');
    expect(meter.take()).toEqual({ bytes: 4 + 8 + 7, forwarded: 6 });
  });

  it('calls the callback of a write it dropped, as the stream would', async () => {
    const { stream } = metered(0);
    await new Promise<void>((resolve) => stream.write('x', () => resolve()));
    await new Promise<void>((resolve) => stream.write('x', 'utf8', () => resolve()));
  });
});
