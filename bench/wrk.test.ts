import { describe, expect, it } from 'vitest';
import { readWrkReport, wrkMilliseconds } from './wrk';

// A report as wrk 4.1 prints it with --latency (a run against a server answering 404).
const REPORT = `Running 1s test @ http://127.0.0.1:42173/404
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   593.18us    1.29ms  16.20ms   93.02%
    Req/Sec    17.15k     8.70k   25.40k    70.00%
  Latency Distribution
     50%  218.00us
     75%  391.00us
     90%    1.27ms
     99%    6.72ms
  17001 requests in 1.00s, 2.11MB read
  Non-2xx or 3xx responses: 17001
Requests/sec:  16967.39
Transfer/sec:      2.10MB
`;

describe('reading wrk', () => {
  it('reads req/s, the 99th percentile, the request count and the failures', () => {
    expect(readWrkReport(REPORT)).toEqual({ rps: 16967.39, p99: 6.72, requests: 17001, failures: 17001 });
  });

  it('counts socket errors as failures, and none when wrk reports none', () => {
    const clean = REPORT.replace('  Non-2xx or 3xx responses: 17001\n', '');
    expect(readWrkReport(clean).failures).toBe(0);
    const broken = clean.replace('Requests/sec', '  Socket errors: connect 0, read 3, write 1, timeout 2\nRequests/sec');
    expect(readWrkReport(broken).failures).toBe(6);
  });

  it('turns wrk durations into milliseconds', () => {
    expect(wrkMilliseconds('812.00us')).toBeCloseTo(0.812);
    expect(wrkMilliseconds('3.21ms')).toBe(3.21);
    expect(wrkMilliseconds('1.50s')).toBe(1500);
    expect(() => wrkMilliseconds('fast')).toThrow(/unreadable/);
  });

  it('refuses a report it cannot read rather than inventing figures', () => {
    expect(() => readWrkReport('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/unreadable wrk report/);
  });
});
