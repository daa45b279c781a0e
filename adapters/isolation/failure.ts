// A failure whose message is the whole story: what the framework did, in the words of a
// check. Its stack would only show the suite's own internals, so a report shows the message.
export class Failure extends Error {
  constructor(message: string, name = 'Failure') {
    super(message);
    this.name = name;
    this.stack = message;
  }
}
