module.exports = function fw() {
  throw new Error('boom while creating the app');
};
