// The probe of the cost checks (features/steps/cpu-cost.steps.ts): a first middleware that
// answers GET /__cpu with the CPU time the framework process spent since the previous one.
export const PROBE = '/__cpu';

// Plain JavaScript of every generation's app (3.x, connect, included): app.use, res.end.
// The answer waits until the process is quiet (less than a tenth of a core over 10 ms above
// its pace at rest, and on Linux no thread but the main one runnable: work in the thread pool
// a busy machine runs slowly), so that work left running by the measured request counts to
// it, not to the next; at most `settleMs` of the time the machine gave the process (a timer
// that fires late with no CPU spent meanwhile is the machine's doing,
// adapters/isolation/starvation.ts).
//
// The pace at rest: a framework process may work steadily on its own (a log shipper's or an
// exporter's thread, a timer of the app). The first probe, sent before any measured request,
// learns it: when the process is not quiet within REST_MS of given time, the median CPU of its
// 10 ms steps is its pace (the median: not the work left from building the app). A cost is
// then what the process spent above that pace since the last probe (a helper thread that is
// runnable at times only delays a probe). Without this, a probe that waited out `settleMs`
// counted seconds of the helper's work to the request before it: a safe framework with a busy
// helper thread was judged vulnerable (369 ms against 33). cpu-probe.test.ts runs it on a
// scripted clock.
const REST_MS = 100;
export const measuringMiddleware = (settleMs: number): string => `
let cpuMark = process.cpuUsage()
let markedAt = Date.now()
let rest
const threadsAtWork = () => {
  try {
    const fs = require('node:fs')
    // (the thread running this: the main one, or the framework thread after a crash)
    const self = fs.readlinkSync('/proc/thread-self').split('/').pop()
    return fs.readdirSync('/proc/self/task').some((tid) => {
      if (tid === String(process.pid) || tid === self) return false
      const stat = fs.readFileSync('/proc/self/task/' + tid + '/stat', 'latin1')
      return stat[stat.lastIndexOf(')') + 2] === 'R'
    })
  } catch {
    return false
  }
}
app.use((req, res, next) => {
  if (req.url !== '${PROBE}') return next()
  const spent = () => {
    const cpu = process.cpuUsage(cpuMark)
    return (cpu.user + cpu.system) / 1000
  }
  let seen = spent()
  let last = Date.now()
  let given = 0
  const rates = []
  const settle = () => {
    const now = spent()
    const at = Date.now()
    const step = at - last
    given += Math.min(step, 10 + (now - seen))
    last = at
    const pace = rest ? rest.pace : 0
    const quiet = now - seen - pace * step < 1 && !threadsAtWork()
    if (!rest && step > 0) rates.push((now - seen) / step)
    if (!quiet && given < (rest ? ${settleMs} : Math.min(${settleMs}, ${REST_MS}))) {
      seen = now
      setTimeout(settle, 10)
      return
    }
    if (!rest) rest = { pace: quiet ? 0 : rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)] || 0 }
    // Less than 2 % of a core at rest is no pace worth taking away.
    const cost = rest.pace < 0.02 ? now : Math.max(0, now - rest.pace * (at - markedAt))
    res.end(String(cost))
    cpuMark = process.cpuUsage()
    markedAt = Date.now()
  }
  setTimeout(settle, 10)
})
`;
