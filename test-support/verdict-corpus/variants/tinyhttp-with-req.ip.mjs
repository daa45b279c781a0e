// @tinyhttp/app 3 (the shipped example adapter) with the client's address where tinyhttp
// leaves it undefined: req.ip the socket's address, req.ips [] (no proxy trusted).
import example from '../../../adapters/examples/tinyhttp.mjs';
const fw = Object.assign(() => {
  const app = example.fw();
  app.use((req, res, next) => {
    if (req.ip === undefined) Object.defineProperty(req, 'ip', { configurable: true, enumerable: true, value: req.socket.remoteAddress });
    if (req.ips == null) Object.defineProperty(req, 'ips', { configurable: true, enumerable: true, value: [] });
    next();
  });
  return app;
}, example.fw);
export default { ...example, name: 'tinyhttp with req.ip', fw };
