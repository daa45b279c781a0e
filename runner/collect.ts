// Builds check results from Cucumber's message stream (works the same with parallel
// workers: the coordinator relays every worker's messages).
import type { Envelope, Pickle, TestStepResultStatus } from '@cucumber/messages';
import { leftoverOwnerMessage } from '../adapters/isolation';
import {
  APP_OUTPUT_MEDIA_TYPE,
  CENSUS_MEDIA_TYPE,
  EXCHANGE_MEDIA_TYPE,
  censusSchema,
  type Census,
  LEFTOVER_CRASH_MEDIA_TYPE,
  NOTE_MEDIA_TYPE,
  SKIP_REASON_MEDIA_TYPE,
  STARVED_MEDIA_TYPE,
  NO_ANSWER_MEDIA_TYPE,
  UNCAUGHT_MEDIA_TYPE,
  exchangeSchema,
  leftoverCrashSchema,
  uncaughtSchema,
  type Exchange,
  type Uncaught,
} from '../run-protocol/attachments';
import { OBSERVATION_MEDIA_TYPE, observationSchema, type Observation } from '../run-protocol/observation';
import { type CheckResult, type CheckStatus, type FailedAttempt } from './results';
import { NOT_RUN_MEDIA_TYPE, parseNotRun, type NotRun } from '../run-protocol/not-run';
import { ignoredSettingSet, judgeMissing, thrownByAppCode, missingMember, missingMemberInErrorPage, missingMemberInOutput, type MissingJudgement } from './not-implemented';
import { subjectMembers } from '../spec/interface-members';
import { judgeFramework500 } from './framework-500';

interface Running {
  pickle: Pickle;
  startedMs: number;
  status: CheckStatus;
  errors: string[];
  durationMs: number;
  exchange?: Exchange;
  /** The security observations, in order (toResult keeps one). */
  observations: Observation[];
  reason?: string;
  output?: string;
  note?: string;
  /** The member of the interface an error of the check names missing (not-implemented.ts); judged against the census. */
  missing?: string;
  /** The first failure, for a member named missing there once the census is known. */
  firstFailure?: { stepText: string; message: string };
  /** What the framework's real objects lack (adapters/isolation/census.ts). */
  census?: Census;
  /** The check did not run, as its check process or the runner decided (run-protocol/not-run.ts): the first word stands. */
  notRun?: NotRun;
  /** The exception nobody caught that ended the framework and failed the check, as its check process told it. */
  uncaught?: Uncaught;
  /** How long the machine starved the framework while the check waited on it (ms), where its check process noted it. */
  starvedMs?: number;
  /** It failed because the framework did not answer, as its check process told it. */
  noAnswer?: boolean;
}

export type ProgressListener = (result: CheckResult) => void;

export class ResultCollector {
  private pickles = new Map<string, Pickle>();
  private pickleLines = new Map<string, number>();
  private stepKeywords = new Map<string, string>(); // gherkin step id -> keyword ('Given ', 'And ', ...)
  private scenarioKeywords = new Map<string, string>(); // gherkin scenario id -> 'Scenario' / 'Scenario Outline'
  private testCases = new Map<string, string>(); // testCase id -> pickle id
  private stepTexts = new Map<string, string>(); // test step id -> its pickle step's text
  private running = new Map<string, Running>(); // testCaseStarted id -> state
  readonly results: CheckResult[] = [];
  private finished = new Set<string>(); // pickle ids with a result
  private failedAttempts = new Map<string, FailedAttempt[]>(); // pickle id -> attempts Cucumber retries (--retries)
  private byPickle = new Map<string, CheckResult>(); // pickle id -> its result
  /** Crashes of work a check left running, told by the check they fell on: the owner fails (finish()). */
  private leftovers: Array<{ owner: string; kind: 'exception' | 'rejection'; message: string }> = [];
  /**
   * The suite's own errors, each naming where (a feature that does not parse, a step with no
   * definition or several, a parameter type nobody defined): the run is the suite's failure,
   * never a failed check of the framework (runner/run.ts throws them as a SuiteError).
   */
  readonly runErrors: string[] = [];
  private stepLines = new Map<string, number>(); // gherkin step id -> its line
  private definitions = new Map<string, string>(); // step definition id -> 'file:line (pattern)'
  private brokenSteps = new Set<string>(); // 'feature:line' of a step already told as a suite error

  constructor(private readonly onResult?: ProgressListener) {}

  onMessage = (envelope: Envelope): void => {
    if (envelope.gherkinDocument?.feature) {
      for (const child of envelope.gherkinDocument.feature.children) {
        const scenarios = child.scenario ? [child.scenario] : (child.rule?.children.flatMap((c) => (c.scenario ? [c.scenario] : [])) ?? []);
        const background = child.background ?? child.rule?.children.find((c) => c.background)?.background;
        for (const s of [...(background ? [background] : []), ...scenarios]) {
          for (const step of s.steps) {
            this.stepKeywords.set(step.id, step.keyword);
            this.stepLines.set(step.id, step.location.line);
          }
        }
        for (const s of scenarios) {
          this.scenarioKeywords.set(s.id, s.keyword);
          this.pickleLines.set(s.id, s.location.line);
          for (const ex of s.examples) for (const row of ex.tableBody) this.pickleLines.set(row.id, row.location.line);
        }
      }
    } else if (envelope.pickle) {
      this.pickles.set(envelope.pickle.id, envelope.pickle);
    } else if (envelope.testCase) {
      this.testCases.set(envelope.testCase.id, envelope.testCase.pickleId);
      const pickle = this.pickles.get(envelope.testCase.pickleId);
      for (const s of envelope.testCase.testSteps) {
        const step = s.pickleStepId ? pickle?.steps.find((p) => p.id === s.pickleStepId) : undefined;
        if (!step || !pickle) continue;
        this.stepTexts.set(s.id, step.text);
        if (s.stepDefinitionIds?.length !== 1) this.brokenStep(pickle, step, s.stepDefinitionIds ?? []);
      }
    } else if (envelope.stepDefinition) {
      const d = envelope.stepDefinition;
      this.definitions.set(d.id, `${d.sourceReference.uri}:${d.sourceReference.location?.line ?? '?'} (${d.pattern.source})`);
    } else if (envelope.testCaseStarted) {
      const started = envelope.testCaseStarted;
      const pickle = this.pickles.get(this.testCases.get(started.testCaseId) ?? '');
      if (!pickle) return;
      this.running.set(started.id, { pickle, startedMs: toMs(started.timestamp), status: 'passed', errors: [], durationMs: 0, observations: [] });
    } else if (envelope.testStepFinished) {
      const f = envelope.testStepFinished;
      const state = this.running.get(f.testCaseStartedId);
      if (!state) return;
      const status = f.testStepResult.status as TestStepResultStatus;
      if (status === 'SKIPPED' && state.status === 'passed') state.status = 'skipped';
      else if (status !== 'PASSED' && status !== 'SKIPPED') {
        // The first failure decides: a missing member of the interface, met by the app code (not-implemented.ts).
        if (!state.errors.length && status === 'FAILED') state.firstFailure = { stepText: this.stepTexts.get(f.testStepId) ?? '', message: f.testStepResult.message ?? '' };
        state.status = 'failed';
        state.errors.push(describeStepFailure(status, f.testStepResult.message));
      }
    } else if (envelope.attachment) {
      const a = envelope.attachment;
      const state = a.testCaseStartedId ? this.running.get(a.testCaseStartedId) : undefined;
      if (!state) return;
      const text = a.contentEncoding === 'BASE64' ? Buffer.from(a.body, 'base64').toString('utf8') : a.body;
      if (a.mediaType === APP_OUTPUT_MEDIA_TYPE) {
        state.output = text;
        return;
      }
      if (a.mediaType === STARVED_MEDIA_TYPE) {
        const ms = Number(text);
        if (Number.isFinite(ms) && ms >= 0) state.starvedMs = ms;
        return;
      }
      if (a.mediaType === NO_ANSWER_MEDIA_TYPE) {
        state.noAnswer = true;
        return;
      }
      if (a.mediaType === NOTE_MEDIA_TYPE) {
        state.note = state.note ? `${state.note}\n${text}` : text;
        return;
      }
      if (a.mediaType === CENSUS_MEDIA_TYPE) {
        const parsed = censusSchema.safeParse(JSON.parse(text));
        if (parsed.success) state.census = parsed.data;
        return;
      }
      if (a.mediaType === NOT_RUN_MEDIA_TYPE) {
        state.notRun ??= parseNotRun(text);
        return;
      }
      if (a.mediaType === UNCAUGHT_MEDIA_TYPE) {
        const parsed = uncaughtSchema.safeParse(JSON.parse(text));
        if (parsed.success) state.uncaught ??= parsed.data;
        return;
      }
      if (a.mediaType === SKIP_REASON_MEDIA_TYPE) {
        state.reason = text;
        return;
      }
      if (a.mediaType === LEFTOVER_CRASH_MEDIA_TYPE) {
        const parsed = leftoverCrashSchema.safeParse(JSON.parse(text));
        if (parsed.success) this.leftovers.push({ owner: parsed.data.owner.id, kind: parsed.data.kind, message: parsed.data.message });
        return;
      }
      if (a.mediaType === OBSERVATION_MEDIA_TYPE) {
        const parsed = observationSchema.safeParse(JSON.parse(text));
        if (parsed.success) state.observations.push(parsed.data);
        return;
      }
      if (a.mediaType !== EXCHANGE_MEDIA_TYPE) return;
      const parsed = exchangeSchema.safeParse(JSON.parse(text));
      if (parsed.success) state.exchange = parsed.data;
    } else if (envelope.testCaseFinished) {
      const f = envelope.testCaseFinished;
      const state = this.running.get(f.testCaseStartedId);
      if (!state) return;
      this.running.delete(f.testCaseStartedId);
      const durationMs = Math.max(0, Math.round(toMs(f.timestamp) - state.startedMs));
      if (f.willBeRetried) {
        // An attempt an earlier check's crash fell on says nothing of this check: not a failed attempt.
        if (notRunOf(state)?.cause === 'leftover-crash') return;
        // Each failed attempt's failure is kept: a flaky check shows why it failed before it passed.
        const attempts = this.failedAttempts.get(state.pickle.id) ?? [];
        const judged = this.judgementOf(state);
        const missing = judged?.status === 'not-implemented' ? judged.member : undefined;
        attempts.push({ error: state.errors.join('\n') || state.status, durationMs, ...(missing ? { missing } : {}) });
        this.failedAttempts.set(state.pickle.id, attempts);
        return;
      }
      const result = this.toResult(state, durationMs);
      this.finished.add(state.pickle.id);
      this.byPickle.set(state.pickle.id, result);
      this.results.push(result);
      this.onResult?.(result);
    } else if (envelope.parseError) {
      this.runErrors.push(`${envelope.parseError.source.uri}: ${envelope.parseError.message}`);
    } else if (envelope.undefinedParameterType) {
      this.runErrors.push(`undefined parameter type {${envelope.undefinedParameterType.name}} in "${envelope.undefinedParameterType.expression}"`);
    }
  };

  /** A step of the feature files with no definition in the step library, or with several: the suite's error, told once per step. */
  private brokenStep(pickle: Pickle, step: Pickle['steps'][number], definitionIds: readonly string[]): void {
    const line = this.stepLines.get(step.astNodeIds[0]);
    const where = `${pickle.uri}:${line ?? '?'}`;
    if (this.brokenSteps.has(where)) return;
    this.brokenSteps.add(where);
    const said = `the step "${(this.stepKeywords.get(step.astNodeIds[0]) ?? '').trim()} ${step.text}"`;
    this.runErrors.push(
      definitionIds.length === 0
        ? `${where}: ${said} has no definition in the step library (features/steps)`
        : `${where}: ${said} matches ${definitionIds.length} definitions: ${definitionIds.map((id) => this.definitions.get(id) ?? id).join(', ')}`,
    );
  }

  /**
   * Checks the run planned but never finished (the run was cut at its bound): each becomes
   * a failure saying so, so that a run cut short can never pass.
   */
  addUnfinished(reason: NotRun): void {
    for (const pickleId of new Set(this.testCases.values())) {
      const pickle = this.pickles.get(pickleId);
      if (!pickle || this.finished.has(pickleId)) continue;
      this.finished.add(pickleId);
      const result = this.toResult({ pickle, startedMs: 0, status: 'failed', errors: [reason.message], durationMs: 0, observations: [], notRun: reason }, 0);
      this.results.push(result);
      this.onResult?.(result);
    }
  }

  /**
   * Results in file order, with ids made unique (outline rows of the same name get ' #2', ...).
   * A check whose work threw after it ended fails for it, whatever it showed before.
   */
  finish(): CheckResult[] {
    for (const crash of this.leftovers) {
      const owner = this.byPickle.get(crash.owner);
      if (!owner || owner.status === 'skipped') continue;
      const message = leftoverOwnerMessage(crash);
      if (owner.status === 'passed') {
        owner.status = 'failed';
        delete owner.flaky;
      }
      owner.error = owner.error ? `${owner.error}\n${message}` : message;
      // Work a security check's request left running ended the framework: a denial of service.
      if (owner.tags.includes('@security') && !owner.observation?.made) owner.observation = { kind: 'death', made: true, evidence: `${message.split('\n', 1)[0]} ${crash.message.split('\n', 1)[0]}` };
    }
    this.leftovers = [];
    this.results.sort((a, b) => (a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : (a.line ?? 0) - (b.line ?? 0)));
    const seen = new Map<string, number>();
    for (const r of this.results) {
      const n = (seen.get(r.id) ?? 0) + 1;
      seen.set(r.id, n);
      if (n > 1) r.id = `${r.id} #${n}`;
    }
    return this.results;
  }

  /** The member of the interface an error of this attempt names missing, where the app code met it. */
  private missingOf(state: Running): string | undefined {
    if (state.status !== 'failed' || notRunOf(state)) return undefined;
    const appCode = appCodeOf(state.pickle);
    const first = state.firstFailure;
    const thrown = first ? missingMember(first.stepText, first.message, appCode, state.census, state.uncaught?.message) : undefined;
    if (thrown) return thrown;
    // A TypeError the framework caught and printed (a 500 of Express 5) names the missing member as an uncaught one does.
    const fromOutput = state.output ? missingMemberInOutput(state.output, appCode, state.census) : undefined;
    if (fromOutput) return fromOutput;
    // ...or shown in its error response (Express's page outside production, printed nowhere when NODE_ENV is test).
    const response = state.exchange?.response;
    return response && response.status >= 500 && response.body.encoding === 'utf8' ? missingMemberInErrorPage(response.body.data, appCode, state.census) : undefined;
  }

  /**
   * The check's observation: of several, the first that was made, else the first. A death or a
   * crash is none when the scenario's own code threw it (thrownByAppCode): the app died, not of
   * the request.
   */
  private observationOf(state: Running): Observation | undefined {
    const own = state.status === 'failed' && state.uncaught !== undefined && thrownByAppCode(state.uncaught.message);
    const kept = state.observations.filter((o) => !(own && (o.kind === 'death' || o.kind === 'crash')));
    return kept.find((o) => o.made) ?? kept[0];
  }

  /** What a failed attempt's missing member makes of it, by what the framework's objects lack and what the check is about (not-implemented.ts). */
  private judgementOf(state: Running): MissingJudgement | undefined {
    // A security check that passed with a setting the framework ignores saw no parser, no proxy: not "safe", not implemented.
    const subjects = subjectMembers(state.pickle.tags.filter((t) => t.name.startsWith('@spec:')).map((t) => t.name.slice('@spec:'.length)), state.pickle.name);
    if (state.status === 'passed' && state.pickle.tags.some((t) => t.name === '@security')) {
      const setting = ignoredSettingSet(state.census, appCodeOf(state.pickle), subjects);
      return setting ? { status: 'not-implemented', member: setting } : undefined;
    }
    if (state.status !== 'failed' || notRunOf(state)) return undefined;
    const appCode = appCodeOf(state.pickle);
    const named = this.missingOf(state);
    const judged = judgeMissing(named, state.census, subjects, appCode, this.observationOf(state)?.made === true);
    if (named || judged) return judged;
    // A 500 the framework answered itself: its own crash, or the app's error swallowed (framework-500.ts).
    const answered = judgeFramework500(state.exchange?.response, state.output, appCode, state.census);
    if (!answered) return undefined;
    const byMember = answered.member ? judgeMissing(answered.member, state.census, subjects, appCode) : undefined;
    return { ...(byMember ?? { status: 'failed' }), note: answered.note };
  }

  private toResult(state: Running, durationMs: number): CheckResult {
    const { pickle } = state;
    const judged = this.judgementOf(state);
    const status: CheckStatus = judged && judged.status !== 'failed' ? judged.status : state.status;
    if (judged?.status === 'not-implemented') state.missing = judged.member;
    if (judged?.status === 'skipped') state.reason = judged.reason;
    if (judged?.note) state.note = state.note ? `${state.note}\n${judged.note}` : judged.note;
    const observation = this.observationOf(state);
    const attempts = this.failedAttempts.get(pickle.id);
    const notRun = notRunOf(state);
    // Relative to the package root, as Cucumber gives it: "features/response/res.send.feature".
    const feature = pickle.uri;
    const tags = pickle.tags.map((t) => t.name);
    const line = this.pickleLines.get(pickle.astNodeIds[pickle.astNodeIds.length - 1]) ?? this.pickleLines.get(pickle.astNodeIds[0]);
    return {
      id: `${feature}::${pickle.name}`,
      feature,
      name: pickle.name,
      spec: tags.filter((t) => t.startsWith('@spec:')).map((t) => t.slice('@spec:'.length)),
      status,
      ...(status === 'not-implemented' && state.missing ? { missing: state.missing } : {}),
      durationMs: Math.max(0, Math.round(durationMs)),
      ...(state.errors.length ? { error: state.errors.join('\n') } : {}),
      ...(status === 'skipped' ? { reason: state.reason ?? 'not applicable (no reason was given)' } : {}),
      ...(state.output ? { output: state.output } : {}),
      ...(state.note ? { note: state.note } : {}),
      ...(state.starvedMs !== undefined ? { starvedMs: state.starvedMs } : {}),
      ...(status === 'failed' && state.noAnswer ? { noAnswer: true as const } : {}),
      tags,
      ...(tags.includes('@divergence') ? { divergence: true } : {}),
      ...(line ? { line } : {}),
      gherkin: this.gherkinOf(pickle),
      ...(state.exchange ? { exchange: state.exchange } : {}),
      ...(observation ? { observation } : {}),
      ...(notRun ? { notRun: true, notRunCause: notRun.cause } : {}),
      ...(attempts ? { attempts } : {}),
      ...(attempts && state.status === 'passed' ? { flaky: true } : {}),
    };
  }

  /** The scenario as it ran: its steps with outline values filled in, doc strings and tables. */
  private gherkinOf(pickle: Pickle): string {
    const keyword = (this.scenarioKeywords.get(pickle.astNodeIds[0]) ?? 'Scenario').replace(/ Outline| Template/, '');
    const lines = [`${keyword}: ${pickle.name}`];
    for (const step of pickle.steps) {
      lines.push(`  ${(this.stepKeywords.get(step.astNodeIds[0]) ?? '* ').trimEnd()} ${step.text}`);
      const doc = step.argument?.docString;
      if (doc) lines.push(`    """${doc.mediaType ?? ''}`, ...doc.content.split('\n').map((l) => `    ${l}`), '    """');
      const table = step.argument?.dataTable;
      if (table) {
        const cells = table.rows.map((r) => r.cells.map((c) => c.value.replace(/\|/g, '\\|')));
        const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0))) ?? [];
        for (const r of cells) lines.push(`    | ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`);
      }
    }
    return lines.join('\n');
  }
}

/** Why a failed attempt did not run, as decided where it ended (none for an attempt that passed or was skipped: it ran). */
function notRunOf(state: Running): NotRun | undefined {
  return state.status === 'failed' ? state.notRun : undefined;
}

/** The scenario's app code (the doc string of "Given the app:"), for the names it gives objects of the interface and where it met one missing. */
function appCodeOf(pickle: Pickle): string {
  return pickle.steps.find((s) => s.text.startsWith('the app') && s.argument?.docString)?.argument?.docString?.content ?? '';
}

function toMs(t: { seconds: number; nanos: number }): number {
  return t.seconds * 1000 + t.nanos / 1e6;
}

function describeStepFailure(status: string, message?: string): string {
  // (The run is the suite's error then, runErrors: only a listener of each result sees these.)
  if (status === 'UNDEFINED') return 'a step has no definition in the step library (suite error): see features/steps';
  if (status === 'AMBIGUOUS') return `a step matches several definitions (suite error): ${message ?? ''}`;
  if (status === 'PENDING') return 'a step is pending';
  return message ?? status;
}
