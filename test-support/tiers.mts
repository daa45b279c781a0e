// The two tiers of the project's tests. `npm test` runs everything but the whole-profile
// runs, in at most 150 s on an idle 2-core machine (CONTRIBUTING.md, Tests); `npm run
// test:runs` runs the test files that run whole profiles, or many runs or many generated apps
// each, and end-to-end runs of GitHub jobs and of other runtimes. CI (.ci/run) runs both.
export const WHOLE_RUN_TESTS = [
  // the reference on Node 22, Node 24 and Bun: one check per spec row of 4.x and 5.x (6 runs)
  'test-support/runtime-runs.test.ts',
  // the committed results are what a fresh run of each bundled adapter and profile gives (6 whole runs)
  'conformance-report/src/committed.test.ts',
  // every older Express release fails only its known bugs (8 whole runs)
  'features/since.test.ts',
  // the packed package, installed in a scratch project, runs a whole profile there
  'cli/pack.test.ts',
  // a fork of Express 4 and of Express 5 on day one: one pack, two installs, three runs of the divergence checks
  'cli/day-one.test.ts',
  // the @security checks bite on the releases that had the advisories (22 runs of @security, about 3 minutes on two busy cores)
  'features/security.test.ts',
  // a sample of 25 mutants of the reference, each killed by the checks of its rows
  'features/mutants/sample.test.ts',
  // a sample of 8 mutants of real Express 4 and 5 and their packages, each killed
  'features/mutants/express-sample.test.ts',
  // a sample of 7 wire faults (wrappers of express@4/5 and the reference breaking an HTTP/1.1 rule), each killed
  'features/mutants/wire-sample.test.ts',
  // every property with 5 x the default runs, on two profiles
  'features/properties/many-runs.test.ts',
  // the differential mode end to end: 12 generated apps of 10 requests each against real
  // Express 4 and against Express 5, a planted difference hunted through up to 30 apps and
  // shrunk, a crashing and a hanging framework; which dependency decides two fixed differences
  // of express@4 against express@5 (about 45 reruns of express@4)
  'diff/diff.test.ts',
  // each difference the Versioning section lists, run against the other generation's Express
  // and against its own (4 runs of the differences' checks)
  'features/generations.test.ts',
  // the properties (4.x and 5.x) and 20 diff apps per generation once more, with a seed taken
  // from the commit, so that each commit explores new inputs (about 40 s)
  'test-support/commit-seed-runs.test.ts',
  // real express@5 respelling, padding and rephrasing its responses as HTTP allows passes the
  // checks of the headers it changes (3 runs of about 160 checks)
  'cli/http-equal.test.ts',
  // the verdict corpus: 48 variants of real Express and the shipped examples, each with its verdicts (2 runs at a time)
  'test-support/verdict-corpus/corpus.test.ts',
  // the GitHub Action's jobs run as a runner runs them, each a run of the CLI through the
  // action's shell steps (about 20 jobs: a pull request against its base, shards on Bun and
  // their merge; 49 s of CPU, a tenth of npm test's)
  'cli/action.test.ts',
  // the workflows fw-conformance init writes, their jobs run as a runner runs them: three
  // shards and their merge, a pull request against its base and a push (about 10 CLI runs)
  'cli/init-workflows.test.ts',
  // the GitHub Pages workflow of the site, its build job run as a runner runs it (npm run site
  // in a checkout: 11.5 s of CPU, a thirtieth of npm test's, at load 20)
  'conformance-report/site/pages.test.ts',
  // the runner's promises on Bun and Deno: 14 runs of the CLI with --runtime bun|deno, five
  // misbehaving frameworks, a late timer and the reference on each (27 s of CPU at load 20,
  // the third costliest file of npm test; Node's own are cli/isolation.test.ts)
  'cli/runtimes.test.ts',
];

// The test files of `npm test` that run the CLI or other processes of their own, and whose own
// process patches nothing global either: they share a module graph per vitest worker too
// (vitest.config.mts), apart from the in-process files, whose workers they would hold up. A
// fresh graph per file cost a fork of the worker and a load of vitest and the test's imports
// each time: 0.45 s of CPU per file at load 20, some 13 s of npm test's.
export const PROCESS_TESTS = [
  'cli/args.test.ts',
  'cli/cli.test.ts',
  'cli/close.test.ts',
  'cli/early-stop.test.ts',
  'cli/exit-two.test.ts',
  'cli/init.test.ts',
  'cli/isolation.test.ts',
  'cli/starved.test.ts',
  'cli/framework-thread.test.ts',
  'cli/select.test.ts',
  'cli/shard.test.ts',
  'cli/compare.test.ts',
  'cli/last-failed.test.ts',
  'cli/code-coverage.test.ts',
  'cli/watch.test.ts',
  'cli/start.test.ts',
  'conformance-report/src/baseline.test.ts',
  'conformance-report/src/html.test.ts',
  'conformance-report/site/site.test.ts',
  'conformance-report/src/stable-form.test.ts',
  'features/mutants/fixed-checks.test.ts',
  'features/steps/cpu-cost.test.ts',
  'adapters/isolation/descendants.test.ts',
  'adapters/isolation/host-weight.test.ts',
  'adapters/isolation/framework-thread.test.ts',
  'test-support/framework-host.test.ts',
];

// The test files that keep a module graph of their own, fresh for each: what their own process
// does would outlive them in a shared one.
export const OWN_GRAPH_TESTS = [
  // runSuite called in the test's own process: it loads the suite with tsx's require hook
  'runner/api.test.ts',
  'runner/suite-errors.test.ts',
  // swaps node's module resolution (Module._resolveFilename) for its tests, and puts it back
  'adapters/isolation/package-swap.test.ts',
  // loads the bundled adapters (Express among them) in the test's own process
  'diff/reproduction.test.ts',
];
