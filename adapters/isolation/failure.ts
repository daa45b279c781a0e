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
  constructor(message: string) {
    super(message, 'FrameworkFailure');
  }
}
