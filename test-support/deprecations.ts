// For the tests that call Express's deprecated signatures on purpose, to compare them with the
// reference: depd (Express's and body-parser's) prints a notice to stderr unless the process
// has a 'deprecation' listener, and then emits the notice to it. The notices are expected, so
// they are heard here, while the file's tests run, not printed among the test runner's output.
import { afterAll, beforeAll } from 'vitest';

/** Registers, in the calling file or describe, a 'deprecation' listener for the duration of its tests. */
export function hearDeprecations(): void {
  const heard = (): void => {};
  beforeAll(() => {
    process.on('deprecation', heard);
  });
  afterAll(() => {
    process.off('deprecation', heard);
  });
}
