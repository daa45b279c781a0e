// Per-scenario lifecycle: applicability (the run's bound, @since), the framework's output
// kept with its check, and closing what was opened.
import { After, AfterStep, Before, BeforeAll, setDefaultTimeout } from './cucumber';
import { Failure, isNoAnswer } from '../../adapters/isolation';
import { starvationNote } from '../../adapters/isolation';
import { framework } from './framework';
import { config, type ConformanceWorld } from './world';
import { compareVersions } from '../../run-protocol/versions';
import { takeLeftoverCrashes } from '../../adapters/isolation';
import { APP_OUTPUT_MEDIA_TYPE, CENSUS_MEDIA_TYPE, EXCHANGE_MEDIA_TYPE, LEFTOVER_CRASH_MEDIA_TYPE, NOTE_MEDIA_TYPE, SKIP_REASON_MEDIA_TYPE, STARVED_MEDIA_TYPE, UNCAUGHT_MEDIA_TYPE, NO_ANSWER_MEDIA_TYPE } from '../../run-protocol/attachments';
import { recordExchange } from './exchange';
import { OBSERVATION_MEDIA_TYPE } from '../../run-protocol/observation';
import { longestCheckMs } from '../../run-protocol/bounds';
import { StopReader } from '../../run-protocol/stop-file';
import { NOT_RUN_MEDIA_TYPE, notRun, type NotRun } from '../../run-protocol/not-run';

// Every wait of a check has its own, smaller bound with a clearer message (world.ts);
// this is only the backstop should the suite's own code ever hang.
setDefaultTimeout(longestCheckMs(config.checkTimeoutMs) + 30_000);

/** Why the runner stopped the run early, once it did (a retry of a check begun before the stop goes on). */
const stops = new StopReader(config.stopFile);

const TLS_STEP = 'the app is served over TLS';
/** Printing more than this during one check is a fault of its own (a log in a loop). */
const OUTPUT_FLOOD_BYTES = 4 * 1024 * 1024;

// The framework process starts as soon as the support code loads (its start overlaps
// Cucumber's own), and is ready before the first check, so that no check pays for it; not in
// the runner's process of a run with workers, which loads the support code only to match
// steps and never runs a check of that pass (a later pass in it starts one when a check asks).
const coordinating = (config.workers ?? 0) > 0 && process.env.CUCUMBER_WORKER_ID === undefined;
const warming = coordinating ? undefined : framework().catch(() => undefined);
BeforeAll(async function () {
  await warming;
});

/** The checks of this run (the support code is loaded for each run, runner/run.ts): a crash of another run's check in this process is not theirs. */
const checksOfThisRun = new Set<string>();

Before(function (this: ConformanceWorld, { pickle }) {
  this.check = { id: pickle.id, name: pickle.name, checkId: `${pickle.uri}::${pickle.name}` };
  checksOfThisRun.add(pickle.id);
  this.specRows = pickle.tags.flatMap((t) => /^@spec:(.+)$/.exec(t.name)?.[1] ?? []);
  this.httpLint.exempt(pickle.tags.map((t) => t.name));
  // Failed, not skipped: a run cut short never passes the gate.
  const stopped =
    config.runDeadline !== undefined && Date.now() > config.runDeadline
      ? notRun('run-timeout', 'the run reached its bound (--run-timeout) before this check started')
      : stops.reasonFor(pickle.id);
  if (stopped) throw notRunHere(this, stopped);
  if (pickle.steps.some((s) => s.text === TLS_STEP)) {
    const info = config.adapterInfo;
    if (info?.serve && !info.tls) {
      this.attach(
        'not applicable: the check needs TLS, and the adapter serves apps itself without declaring TLS (give it tls: true and honour serve(app, { tls: { key, cert } }))',
        SKIP_REASON_MEDIA_TYPE,
      );
      return 'skipped';
    }
    this.serveOverTls();
  }
  const claimed = config.interfaceVersion ?? config.adapterInfo?.interfaceVersion;
  if (!claimed) return undefined;
  for (const tag of pickle.tags) {
    const since = /^@since:(.+)$/.exec(tag.name)?.[1];
    // Behaviour from a later minor than the interface the framework claims: not applicable.
    if (since && compareVersions(claimed, since) < 0) {
      this.attach(`not applicable: the behaviour arrived in Express ${since} (@since:${since}); the adapter claims the Express interface ${claimed}`, SKIP_REASON_MEDIA_TYPE);
      return 'skipped';
    }
  }
  return undefined;
});

// Whether the step that failed the check failed because the framework did not answer: data on
// its error (isNoAnswer), kept here because After hears only the last step's error.
AfterStep(function (this: ConformanceWorld, { result, error }) {
  if (result.status === 'FAILED' && isNoAnswer(error)) this.noAnswer = true;
});

After(async function (this: ConformanceWorld, { result, pickle }) {
  let closeError: Error | undefined;
  try {
    await this.close();
  } catch (err) {
    closeError = err instanceof Error ? err : new Error(String(err));
  }
  // A request of a security check that stopped the framework, or left work that ended it as
  // the app closed, is a denial of service, whatever the advisory's own observation: the first
  // observation made decides (runner/collect.ts).
  if (this.stoppedBy && pickle.tags.some((t) => t.name === '@security')) {
    this.attach(JSON.stringify({ kind: 'death', made: true, evidence: this.stoppedBy }), OBSERVATION_MEDIA_TYPE);
  }
  // What the framework's objects lack, for the collector to tell a missing member from a misuse
  // (runner/not-implemented.ts), with the settings it ignores where this check sets one.
  const failedOrSecurity = result?.status === 'FAILED' || pickle.tags.some((t) => t.name === '@security');
  if (failedOrSecurity) {
    const before = takeLeftoverCrashes((owner) => owner.id === pickle.id);
    await this.lookForIgnoredSettings();
    // A crash during the look is the look's, not this check's work left running.
    takeLeftoverCrashes((owner) => owner.id === pickle.id);
    for (const crash of before) this.attach(JSON.stringify(crash), LEFTOVER_CRASH_MEDIA_TYPE);
  }
  const census = this.census;
  // (and to a security check, whose pass may be a setting the framework ignores: ignoredSettingSet)
  if (census && (result?.status === 'FAILED' || pickle.tags.some((t) => t.name === '@security'))) this.attach(JSON.stringify(census), CENSUS_MEDIA_TYPE);
  const printed = this.takeOutput();
  if (printed.text) this.attach(printed.text, APP_OUTPUT_MEDIA_TYPE);
  // The starvation as data (the reports count starved checks by it) and in words.
  const starvedMs = this.takeStarvedMs();
  const starved = starvationNote(starvedMs);
  if (starved) {
    this.attach(String(Math.round(starvedMs)), STARVED_MEDIA_TYPE);
    this.attach(starved, NOTE_MEDIA_TYPE);
  }
  // Work of an earlier check that threw while this one ran (or between them): that check's failure.
  for (const crash of takeLeftoverCrashes((owner) => checksOfThisRun.has(owner.id))) this.attach(JSON.stringify(crash), LEFTOVER_CRASH_MEDIA_TYPE);
  // The last exchange goes to the results (and the HTML report) as an attachment.
  const last = this.lastExchange;
  if (last) this.attach(JSON.stringify(recordExchange(last.request, last.response, last.requests, last.sent)), EXCHANGE_MEDIA_TYPE);
  // Did not run (the collector counts it apart, and runs again one lost to an earlier check's work).
  const notRunNow = result?.status === 'FAILED' ? this.notRun : closeError ? this.notRunOf(closeError) : undefined;
  if (notRunNow) this.attach(JSON.stringify(notRunNow), NOT_RUN_MEDIA_TYPE);
  // The exception nobody caught that failed it, for the collector to read a missing member from (not-implemented.ts).
  const uncaught = result?.status === 'FAILED' ? this.uncaught : closeError ? this.uncaughtOf(closeError) : undefined;
  if (uncaught) this.attach(JSON.stringify(uncaught), UNCAUGHT_MEDIA_TYPE);
  // The framework did not answer (--bail-after-timeouts counts it): the failed step's, or the close's that fails the check.
  if (result?.status === 'FAILED' ? this.noAnswer : isNoAnswer(closeError)) this.attach('true', NO_ANSWER_MEDIA_TYPE);
  if (closeError) {
    // A check that already failed keeps its own failure: what closing its app met after it (the
    // framework's process dying, say) is told beside it, not joined to it. Which check a crash
    // of the framework's own falls on can move from run to run; the check's verdict cannot.
    if (result?.status === 'FAILED') this.attach(closeError.message, NOTE_MEDIA_TYPE);
    else throw closeError;
  }
  // A security check's broken HTTP/1.1 fails it once its observation was made (http-lint.ts).
  if (this.lintFailure) throw this.lintFailure;
  if (printed.bytes > OUTPUT_FLOOD_BYTES) {
    throw new Failure(
      `the framework printed ${(printed.bytes / 1024 / 1024).toFixed(1)} MiB during this check (a flood: more than ${OUTPUT_FLOOD_BYTES / 1024 / 1024} MiB); its start is kept with the check`,
    );
  }
});

/** The failure of a check that does not run, told to the collector as data first (run-protocol/not-run.ts). */
function notRunHere(world: ConformanceWorld, reason: NotRun): Failure {
  world.attach(JSON.stringify(reason), NOT_RUN_MEDIA_TYPE);
  return new Failure(reason.message);
}
