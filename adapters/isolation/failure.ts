// A failure whose message is the whole story: what the framework did, in the words of a
// check. Its stack would only show the suite's own internals, so a report shows the message.
export class Failure extends Error {
  constructor(message: string, name = 'Failure') {
    super(message);
    this.name = name;
    this.stack = message;
  }
}

/** A check fails with this: the framework misbehaved (the message says how and when). */
export class FrameworkFailure extends Failure {
  /**
   * The framework did not answer: a wait ended at its bound, its event loop stopped answering,
   * or nothing pending could move it on. Data, not words: --bail-after-timeouts counts these
   * (runner/early-stop.ts), and a framework's own message cannot pass for one.
   */
  readonly noAnswer: boolean;

  constructor(message: string, noAnswer = false) {
    super(message, 'FrameworkFailure');
    this.noAnswer = noAnswer;
  }
}

/** Whether `err` is the framework not answering (FrameworkFailure.noAnswer, or a request's own timeout). */
export function isNoAnswer(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { noAnswer?: unknown }).noAnswer === true;
}
