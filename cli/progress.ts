// Progress while the suite runs: a live count on a terminal, plain lines in CI logs.
import { isFlaky, isNotRun, type CheckResult } from '../runner/results';
import { printable } from '../conformance-report/src/printable';

export class Progress {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private missing = 0;
  private notRun = 0;
  private flaky = 0;
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

  onResult = (r: CheckResult): void => {
    if (isNotRun(r)) this.notRun++;
    else if (isFlaky(r)) this.flaky++;
    else if (r.status === 'not-implemented') this.missing++;
    else this[r.status]++;
    if (this.quiet) return;
    const n = this.passed + this.failed + this.skipped + this.missing + this.notRun + this.flaky;
    const counts =
      `${n} checks: ${this.passed} passed, ${this.failed} failed, ${this.missing ? `${this.missing} not implemented, ` : ''}` +
      `${this.notRun ? `${this.notRun} not run, ` : ''}${this.flaky ? `${this.flaky} flaky, ` : ''}${this.skipped} skipped`;
    if (this.live) {
      this.write(`\r\x1b[K  ${counts}  ${r.feature}`);
      return;
    }
    if (isNotRun(r)) {
      // A run stopped early: its reason once, not a line for each of the checks it left.
      if (this.notRun === 1) this.write(`  ${(r.error ?? '').split('\n')[0]}\n`);
    } else if (isFlaky(r)) this.write(`  FLAKY (passed on attempt ${(r.attempts?.length ?? 0) + 1}) ${printable(r.id)}\n`);
    else if (r.status === 'failed') this.write(`  ${r.divergence ? 'FAIL (tagged @divergence)' : 'FAIL'} ${printable(r.id)}\n`);
    if (r.status === 'not-implemented') this.write(`  NOT IMPLEMENTED (${r.missing}) ${printable(r.id)}\n`);
    if (n % 200 === 0) this.write(`  ${counts}\n`);
  };

  end(): void {
    if (this.live && !this.quiet) this.write('\r\x1b[K');
  }
}
