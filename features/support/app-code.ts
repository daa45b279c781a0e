// Runs the app code a scenario shows in its `Given the app:` doc string.
// The code sees exactly the names documented in CONTRIBUTING.md, nothing else.
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { PACKAGE_ROOT } from '../../runner/package-root';

/** Where scenario fixtures (static roots, views, files to send) live. */
export const FIXTURES = path.join(PACKAGE_ROOT, 'features', 'fixtures');

// Scenario code may require npm middleware (cookie-parser, ...) as a user app would.
const scenarioRequire = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

// eslint-disable-next-line @typescript-eslint/no-empty-function
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<unknown>;

export interface AppScope {
  fw: unknown;
  app: unknown;
}

/**
 * Evaluates the doc string as the body of an async function of (fw, app, fixtures, require).
 * It returns what the code returns: a handler to serve instead of `app`, or undefined.
 */
export async function runAppCode(code: string, scope: AppScope): Promise<unknown> {
  let fn: (...args: unknown[]) => Promise<unknown>;
  try {
    fn = new AsyncFunction('fw', 'app', 'fixtures', 'require', code);
  } catch (err) {
    throw new Error(`the scenario's app code does not parse: ${(err as Error).message}\n${code}`);
  }
  return fn(scope.fw, scope.app, FIXTURES, scenarioRequire);
}
