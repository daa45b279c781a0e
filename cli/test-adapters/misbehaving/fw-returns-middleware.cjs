// fw() returns a middleware, not an app: no use, get or listen. Every check would fail with
// "app.get is not a function"; the run must stop before it starts, saying what fw() must return.
module.exports = { name: 'middleware', generation: '5.x', fw: () => (req, res, next) => next() };
