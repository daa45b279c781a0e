// Given: the app under test, shown in full in the scenario.
import { Given } from '@cucumber/cucumber';
import type { ConformanceWorld } from '../support/world';

Given('the app:', async function (this: ConformanceWorld, code: string) {
  await this.buildApp(code);
});

Given('the app is served over TLS', function (this: ConformanceWorld) {
  this.serveOverTls();
});
