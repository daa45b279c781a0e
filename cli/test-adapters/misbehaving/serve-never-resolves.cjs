// serve() returns a promise that never settles.
module.exports = {
  name: 'serve-never-resolves',
  generation: '5.x',
  fw: require('express5'),
  serve: () => new Promise(() => {}),
};
