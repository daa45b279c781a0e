import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StopReader, removeStop, writeStop } from './stop-file';
import { notRun } from './not-run';

const stopped = notRun('max-failures', 'the run stopped');

const file = path.join(os.tmpdir(), `fwc-stop-test-${process.pid}`);
afterEach(() => removeStop(file));

describe('the early stop as a check process reads it', () => {
  it('stops a check that begins after the stop, with the reason: its cause and its words', () => {
    const stops = new StopReader(file);
    expect(stops.reasonFor('a')).toBeUndefined();
    writeStop(file, stopped);
    expect(stops.reasonFor('b')).toEqual(stopped);
    // ...and its retries: a check stopped never began.
    expect(stops.reasonFor('b')).toEqual(stopped);
  });

  it('lets a check begun before the stop go on through its retries', () => {
    const stops = new StopReader(file);
    expect(stops.reasonFor('a')).toBeUndefined();
    writeStop(file, stopped);
    expect(stops.reasonFor('a')).toBeUndefined();
    expect(stops.reasonFor('a')).toBeUndefined();
  });

  it('never stops a run without a stop file, and leaves nothing behind', () => {
    expect(new StopReader(undefined).reasonFor('a')).toBeUndefined();
    writeStop(file, stopped);
    removeStop(file);
    expect(fs.existsSync(file) || fs.existsSync(`${file}.partial`)).toBe(false);
    expect(new StopReader(file).reasonFor('a')).toBeUndefined();
  });
});
