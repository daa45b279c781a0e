// express5-answers-errors-500.cjs (errors answered 500 by the framework) whose res.json throws
// in the framework's own code, printing its error as it answers 500: the framework's own crash,
// not the app's error swallowed. res.json is there; the check of it fails, the crash named.
const base = require('./express5-answers-errors-500.cjs');
function fw() {
  const app = base.fw();
  app.response.json = function json() {
    const err = new RangeError('the serializer of this framework gave up');
    console.error(err.stack);
    throw err;
  };
  return app;
}
module.exports = { ...base, name: 'express5 answering errors 500 itself, its res.json crashing', fw: Object.assign(fw, base.fw) };
