import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StopReader, removeStop, writeStop } from './stop-file';

const file = path.join(os.tmpdir(), `fwc-stop-test-${process.pid}`);
afterEach(() => removeStop(file));

describe('the early stop as a check process reads it', () => {
  it('stops a check that begins after the stop, with the reason', () => {
    const stops = new StopReader(file);
    expect(stops.reasonFor('a')).toBeUndefined();
    writeStop(file, 'not run: the run stopped');
    expect(stops.reasonFor('b')).toBe('not run: the run stopped');
    // ...and its retries: a check stopped never began.
    expect(stops.reasonFor('b')).toBe('not run: the run stopped');
  });

  it('lets a check begun before the stop go on through its retries', () => {
    const stops = new StopReader(file);
    expect(stops.reasonFor('a')).toBeUndefined();
    writeStop(file, 'not run: the run stopped');
    expect(stops.reasonFor('a')).toBeUndefined();
    expect(stops.reasonFor('a')).toBeUndefined();
  });

  it('never stops a run without a stop file, and leaves nothing behind', () => {
    expect(new StopReader(undefined).reasonFor('a')).toBeUndefined();
    writeStop(file, 'x');
    removeStop(file);
    expect(fs.existsSync(file) || fs.existsSync(`${file}.partial`)).toBe(false);
    expect(new StopReader(file).reasonFor('a')).toBeUndefined();
  });
});
