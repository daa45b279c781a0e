// polka 0.5 (the shipped example adapter) with res.status and res.send added: the members
// the fw.static checks' own fallback (`res.status(404).send(...)`) uses, which polka lacks.
const example = require('../../../adapters/examples/polka.cjs');
const polka = example.fw;
const fw = Object.assign((options) => {
  const app = polka(options);
  app.use((req, res, next) => {
    res.status = (code) => {
      res.statusCode = code;
      return res;
    };
    res.send = res.send ?? ((body) => res.end(body));
    next();
  });
  return app;
}, polka);
module.exports = { ...example, name: 'polka with res.status', fw };
