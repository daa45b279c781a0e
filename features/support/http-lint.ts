// Every exchange of every check is held to HTTP/1.1 (features/http/lint.ts): world.ts hands
// each response here, and a MUST it breaks fails the check (a SHOULD, the checks of its own
// row), the message starting with the rule's id and clause. A scenario that provokes a broken message on purpose says so with
// `@http-lint:off:<rule id>` and a comment giving the reason (features/http/exemptions.test.ts);
// hooks.ts hands the scenario's tags over.
import { describeNote, HeadGetLengths, isRecommendation, lintResponse, NotModifiedLengths, type Note } from '../http/lint';
import { CheckFailed } from './check';
import { describeRequest, type WireRequest, type WireResponse } from './http-client';

const OFF_TAG = /^@http-lint:off:(.+)$/;

/** The lint's state in one check: its exemptions, and what HEAD and GET answered so far. */
export class HttpLint {
  private off = new Set<string>();
  /** The spec rows the scenario is tagged with: a SHOULD rule fails only the checks of its own row. */
  private rows = new Set<string>();
  private lengths = new HeadGetLengths();
  private notModified = new NotModifiedLengths();
  /** The rules the last responses gave something to judge (a scenario of a rule asserts its rule was judged). */
  judged = new Set<string>();
  /**
   * A security check (@advisory:) judges the lint after its steps: its observation step must see
   * the response an attacker gets even when that response also breaks HTTP/1.1 (a header
   * injection ends the head early, so Date falls into the body). Other checks fail at once.
   */
  deferred = false;

  exempt(tags: readonly string[]): void {
    this.off = new Set(tags.flatMap((t) => OFF_TAG.exec(t)?.[1] ?? []));
    this.rows = new Set(tags.flatMap((t) => /^@spec:(.+)$/.exec(t)?.[1] ?? []));
    this.deferred = tags.some((t) => t.startsWith('@advisory:'));
  }

  /** The rules this response breaks, exemptions left out; a CheckFailed naming them, or undefined. */
  judge(request: WireRequest, response: WireResponse): CheckFailed | undefined {
    const connection = request.headers.filter(([n]) => n.toLowerCase() === 'connection').flatMap(([, v]) => v.split(',').map((o) => o.trim().toLowerCase()));
    const lint = lintResponse({
      // node's client, without an agent, sends "Connection: close" unless the request names Connection.
      request: {
        method: request.method,
        version: '1.1',
        connection: connection.length ? connection : ['close'],
        range: request.headers.some(([n]) => n.toLowerCase() === 'range'),
      },
      status: response.status,
      reason: response.statusText,
      headers: response.headers.lines,
      body: response.body,
      ...(response.trailing ? { trailing: response.trailing } : {}),
    });
    const notes: Note[] = [...lint.notes];
    this.judged = new Set(lint.judged);
    const head = this.lengths.judge(request.method, request.path, { status: response.status, headers: response.headers.lines });
    if (head) this.judged.add('http/head-length-as-get');
    if (head?.note) notes.push(head.note);
    const notModified = this.notModified.judge(request.method, request.path, { status: response.status, headers: response.headers.lines });
    if (notModified) this.judged.add('http/not-modified-length');
    if (notModified?.note) notes.push(notModified.note);
    return this.failure(notes, `the response to ${describeRequest(request)}, status ${response.status}`);
  }

  /** A CheckFailed naming the notes that no exemption of the scenario covers, or undefined. */
  failure(notes: readonly Note[], where: string): CheckFailed | undefined {
    // A MUST fails whichever check sees it; a SHOULD (a recommendation a server may have reasons
    // to depart from) fails the checks of its own row, so it shows there without masking the rest.
    const broken = notes.filter((n) => !this.off.has(n.rule) && (!isRecommendation(n.rule) || this.rows.has(n.rule)));
    if (!broken.length) return undefined;
    return new CheckFailed(`${broken.map(describeNote).join('; ')} (in ${where}; every response is held to HTTP/1.1: spec/http-rules.ts)`);
  }
}
