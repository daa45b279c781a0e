// Per-scenario lifecycle: applicability by version, and closing what was opened.
import { After, Before, BeforeAll, setDefaultTimeout } from '@cucumber/cucumber';
import { adapter, config, type ConformanceWorld } from './world';
import { compareVersions } from '../../runner/versions';
import { EXCHANGE_MEDIA_TYPE } from '../../runner/results';
import { recordExchange } from './exchange';
import { AppOutput, APP_OUTPUT_MEDIA_TYPE } from './app-output';

const output = new AppOutput();

// The HTTP client times out first, with the clearer message; this is the backstop.
setDefaultTimeout(config.timeoutMs + 2000);

BeforeAll(async function () {
  await adapter();
});

Before(async function (this: ConformanceWorld, { pickle }) {
  const a = await adapter();
  const version = config.version ?? a.version;
  if (!version) return;
  for (const tag of pickle.tags) {
    const since = /^@since:(.+)$/.exec(tag.name)?.[1];
    // Rows available from a later minor than the adapter's are not applicable, not failed.
    if (since && compareVersions(version, since) < 0) return 'skipped';
  }
  output.start();
  return undefined;
});

After(async function (this: ConformanceWorld, { result }) {
  const printed = output.stop();
  if (printed && result?.status === 'FAILED') this.attach(printed, APP_OUTPUT_MEDIA_TYPE);
  // The last exchange goes to the results (and the HTML report) as an attachment.
  const last = this.lastExchange;
  if (last) this.attach(JSON.stringify(recordExchange(last.request, last.response, last.requests)), EXCHANGE_MEDIA_TYPE);
  await this.close();
});
