// A framework of a few lines that has no res.send and, as polka 0.5 does, catches nothing a
// handler throws: a handler calling res.send throws a TypeError nobody catches, and the
// framework's process goes down with the connection it was answering.
const http = require('node:http');

function fw() {
  const layers = [];
  const app = (req, res) => {
    const path = req.url.split('?')[0];
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    let i = 0;
    const next = () => {
      const layer = layers[i++];
      if (!layer) {
        res.statusCode = 404;
        return res.end();
      }
      const m = (layer.method === undefined || layer.method === method) && layer.pattern.exec(path);
      if (!m) return next();
      req.params = { ...m.groups };
      return layer.handle(req, res, next);
    };
    next();
  };
  app.use = (handle) => {
    layers.push({ pattern: /^/, handle });
    return app;
  };
  for (const method of ['get', 'post']) {
    app[method] = (path, handle) => {
      layers.push({ method: method.toUpperCase(), pattern: new RegExp(`^${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`), handle });
      return app;
    };
  }
  app.listen = (...args) => http.createServer(app).listen(...args);
  return app;
}

module.exports = { name: 'lacks-res-send', generation: '5.x', fw };
