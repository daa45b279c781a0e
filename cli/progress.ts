// Progress while the suite runs: a live count on a terminal, plain lines in CI logs. The
// counts are the ones the run's summary ends with (runner/results.ts countedAs): an oracle's
// known divergence is no failure here either.
import { isFlaky, isNotRun, type CheckResult, type Summary } from '../runner/results';
import { printable } from '../conformance-report/src/printable';
import { recordedWords } from '../runner/recorded-divergences';

export class Progress {
  private readonly counts: Summary = { passed: 0, failed: 0, skipped: 0, divergent: 0, notImplemented: 0, notRun: 0, flaky: 0 };
  private readonly live: boolean;
  // Bound now: while a check runs, the stream's own write is captured as app output.
  private readonly write: (text: string) => void;

  constructor(
    out: NodeJS.WriteStream,
    private readonly quiet: boolean,
  ) {
    this.live = Boolean(out.isTTY) && !process.env.CI;
    this.write = out.write.bind(out);
  }

  onResult = (r: CheckResult, counted: keyof Summary): void => {
    this.counts[counted]++;
    if (this.quiet) return;
    const c = this.counts;
    const n = Object.values(c).reduce((a, b) => a + b, 0);
    const line =
      `${n} checks: ${c.passed} passed, ${c.failed} failed, ${c.notImplemented ? `${c.notImplemented} not implemented, ` : ''}` +
      `${c.notRun ? `${c.notRun} not run, ` : ''}${c.flaky ? `${c.flaky} flaky, ` : ''}${c.skipped} skipped` +
      `${c.divergent ? `, ${c.divergent} known divergences` : ''}`;
    if (this.live) {
      this.write(`\r\x1b[K  ${line}  ${r.feature}`);
      return;
    }
    if (isNotRun(r)) {
      // A run stopped early: its reason once, not a line for each of the checks it left.
      if (c.notRun === 1) this.write(`  ${(r.error ?? '').split('\n')[0]}\n`);
    } else if (counted === 'divergent') this.write(`  KNOWN DIVERGENCE ${printable(r.id)}${r.recordedDivergence ? `: ${recordedWords(r.recordedDivergence)}` : ''}\n`);
    else if (isFlaky(r)) this.write(`  FLAKY (passed on attempt ${(r.attempts?.length ?? 0) + 1}) ${printable(r.id)}\n`);
    else if (r.status === 'failed') this.write(`  ${r.divergence ? 'FAIL (tagged @divergence)' : 'FAIL'} ${printable(r.id)}\n`);
    if (r.status === 'not-implemented') this.write(`  NOT IMPLEMENTED (${r.missing}) ${printable(r.id)}\n`);
    if (n % 200 === 0) this.write(`  ${line}\n`);
  };

  /** The run's heading, before anything else it writes: what is checked against which profile. */
  start = (adapter: { name: string; version?: string; generation: string; interfaceVersion?: string }, profile: string): void => {
    if (this.quiet) return;
    const claims = adapter.interfaceVersion ? `, claims the Express interface ${adapter.interfaceVersion}` : '';
    this.write(`fw-conformance: checking ${adapter.name}${adapter.version ? ' ' + adapter.version : ''} (generation ${adapter.generation}${claims}) against profile ${profile}\n`);
  };

  end(): void {
    if (this.live && !this.quiet) this.write('\r\x1b[K');
  }
}
