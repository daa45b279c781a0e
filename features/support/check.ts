// The assertions of the step files. A failed check throws a CheckFailed whose message says
// what was expected and what came: a plain Error, not node:assert's AssertionError, because
// Cucumber prints an AssertionError as a bare diff and drops its message, and the message is
// what a framework author reads first (it is the check's error in every report).
import { isDeepStrictEqual } from 'node:util';

export class CheckFailed extends Error {}

/** A text quoted for a message, cut at 300 characters (a body can be megabytes). */
export function show(text: string): string {
  return text.length > 300 ? JSON.stringify(text.slice(0, 300)) + '…' : JSON.stringify(text);
}

export function ok(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

/** Strict equality (===). */
export function equal(actual: unknown, expected: unknown, message: string): void {
  if (actual !== expected) throw new CheckFailed(message);
}

export function notEqual(actual: unknown, expected: unknown, message: string): void {
  if (actual === expected) throw new CheckFailed(message);
}

export function match(actual: string, pattern: RegExp, message: string): void {
  if (!pattern.test(actual)) throw new CheckFailed(message);
}

/** Deep strict equality, as node's assert.deepStrictEqual. */
export function deepEqual(actual: unknown, expected: unknown, message: string): void {
  if (!isDeepStrictEqual(actual, expected)) throw new CheckFailed(message);
}
