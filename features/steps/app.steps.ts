// Given: the app under test, shown in full in the scenario.
import { Given } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';

Given('the app:', async function (this: ConformanceWorld, code: string) {
  await this.buildApp(code);
});

/** Read before the scenario starts (hooks.ts), so that the app is served over TLS when it is built. */
Given('the app is served over TLS', function () {
  return undefined;
});
