// The failure of a Then step. A plain Error, not an AssertionError: Cucumber prints an
// AssertionError as a bare diff and drops its message, and the message is what a framework
// author reads first.
export class CheckFailed extends Error {}
