// express5-answers-errors-500.cjs (errors answered 500 by the framework, nothing printed)
// without res.json: a restana-like framework lacking a member. Nothing on the wire or in the
// output names what was missing; only the framework's objects can.
const base = require('./express5-answers-errors-500.cjs');
function fw() {
  const app = base.fw();
  app.response.json = undefined;
  return app;
}
module.exports = { ...base, name: 'express5 answering errors 500 itself, without res.json', fw: Object.assign(fw, base.fw) };
