// ultimate-express (uWebSockets: a native server, whose sockets node's list of pending work
// does not show), each request going on after 2.5 s. The timer is unref'd, so the list shows
// nothing of it either: the process lists its IPC pipes only, while it serves a request it
// will answer. Longer than the idle watch needs to decide (1.5 s).
const base = require('../../../adapters/examples/ultimate-express.cjs');

function fw() {
  const app = base.fw();
  app.use((req, res, next) => setTimeout(next, 2500).unref());
  return app;
}

module.exports = { ...base, name: 'ultimate-express answering late', fw: Object.assign(fw, base.fw) };
