// Preloaded (NODE_OPTIONS=--require) into every process of a `bench:suite --breakdown` run, it
// profiles the framework processes, which --cpu-prof cannot reach (their command line is the
// host's own) and which are killed at the end of a run, never let exit: so the profile is
// written a window at a time, every WINDOW_MS, to $FWC_BENCH_FRAMEWORK_PROFILES. What runs
// after a process's last window is lost (up to a second of each process). It profiles the
// main thread: a process started after the framework threw, which runs the framework in a
// framework thread (adapters/isolation/framework-host.ts), shows only its relay; a run of a
// framework that never throws (Express, the reference) is whole. In any other process it does
// nothing. Bench only: the profiler slows the framework's own work, so a run profiled so is
// for its shares, not its verdicts (the cost checks' ratios move under it).
import * as fs from 'node:fs';
import * as inspector from 'node:inspector';
import * as path from 'node:path';

const WINDOW_MS = 1000;
const dir = process.env.FWC_BENCH_FRAMEWORK_PROFILES;

if (dir && /adapters[\\/]isolation[\\/]framework-host\.js$/.test(process.argv[1] ?? '')) {
  const session = new inspector.Session();
  session.connect();
  let window = 0;
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  setInterval(() => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(path.join(dir, `framework-${process.pid}-${String(window++).padStart(4, '0')}.cpuprofile`), JSON.stringify(result.profile));
      session.post('Profiler.start');
    });
  }, WINDOW_MS).unref();
}
