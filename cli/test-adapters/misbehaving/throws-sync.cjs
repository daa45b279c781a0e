// A framework that lets a handler's synchronous throw escape (polka 0.5 with a missing helper).
module.exports = function fw() {
  const routes = [];
  const app = (req, res) => {
    res.cookie('a', 'b'); // TypeError: res.cookie is not a function
  };
  app.get = (path, handler) => routes.push(handler);
  app.use = app.get;
  return app;
};
