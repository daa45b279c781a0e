// One check, whole, for the terminal (`show`, `--verbose`): the scenario as it ran, the
// request as it went on the wire (every header line), the response received, the framework's output, the failure.
// Everything comes from the check's result (the same fields the JSON and HTML carry).
import type { CheckResult, Exchange } from '../runner/results';
import { printable } from '../conformance-report/src/printable';

type Body = NonNullable<Exchange['request']['body']>;

function bodyText(body: Body | undefined): string[] {
  if (!body || body.bytes === 0) return ['(no body)'];
  const text = body.encoding === 'utf8' ? body.data : `(${body.bytes} bytes, not UTF-8; base64) ${body.data}`;
  return [...text.split('\n'), ...(body.truncated ? [`… (cut: ${body.bytes} bytes in all)`] : [])];
}

const indent = (lines: string[], by = '    '): string[] => lines.map((l) => (l ? by + l : ''));

export function formatCheckDetails(r: CheckResult): string {
  const mark = r.flaky ? '≈' : r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : r.status === 'not-implemented' ? '○' : '-';
  const lines = [`${mark} ${printable(r.id)}`, `  ${r.flaky ? 'flaky (passed on a retry)' : r.notRun ? 'not run' : r.status}${r.durationMs === undefined ? '' : `, ${r.durationMs} ms`} · ${r.feature}${r.line ? ':' + r.line : ''} · spec ${r.spec.join(' ') || '(none)'}`];
  if (r.reason) lines.push(`  not applicable: ${r.reason}`);
  if (r.status === 'not-implemented') lines.push(`  not implemented: the framework lacks ${r.missing}, a member of the interface the check uses`);
  if (r.gherkin) lines.push('', '  Scenario (as it ran):', ...indent(r.gherkin.split('\n')));
  const x = r.exchange;
  if (x) {
    const many = x.requests && x.requests > 1 ? ` (the last of ${x.requests})` : '';
    // node's client speaks HTTP/1.1 whatever the scenario wrote; the header lines are those that went
    lines.push('', `  Request on the wire${many}:`, ...indent([`${x.request.method} ${x.request.path} HTTP/1.1`, ...x.request.headers.map(([k, v]) => `${k}: ${v}`), '', ...bodyText(x.request.body)]));
    if (x.response) {
      lines.push('', '  Response received:', ...indent([`${x.response.status} ${x.response.statusText}`, ...x.response.headers.map(([k, v]) => `${k}: ${v}`), '', ...bodyText(x.response.body)]));
    } else lines.push('', '  Response received: none');
  } else if (r.status !== 'skipped') lines.push('', '  Request on the wire: none (the check sent no request)');
  lines.push('', "  The framework's output:", ...indent(r.output ? r.output.replace(/\n$/, '').split('\n') : ['(nothing)']));
  // Each failed attempt before the last (--retries): a flaky check shows why it failed before it passed.
  for (const [i, a] of (r.attempts ?? []).entries()) lines.push('', `  Attempt ${i + 1} failed${a.durationMs === undefined ? '' : ` (${a.durationMs} ms)`}:`, ...indent(a.error.split('\n')));
  if (r.error) lines.push('', r.attempts ? `  Attempt ${r.attempts.length + 1} failed:` : '  Failure:', ...indent(r.error.split('\n')));
  return lines.join('\n') + '\n';
}
