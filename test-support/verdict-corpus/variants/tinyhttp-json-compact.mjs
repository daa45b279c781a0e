// @tinyhttp/app 3 (the shipped example adapter) whose res.json writes compact JSON, where
// tinyhttp indents it.
import example from '../../../adapters/examples/tinyhttp.mjs';
const fw = Object.assign(() => {
  const app = example.fw();
  app.use((req, res, next) => {
    res.json = (value) => {
      if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(value));
      return res;
    };
    next();
  });
  return app;
}, example.fw);
export default { ...example, name: 'tinyhttp with compact JSON', fw };
