@static
Feature: fw.static stays inside its root
  `fw.static(root)` serves files from the directory `root`, found by combining
  `req.url` with `root`: no path, however encoded, reaches a file outside it.

  @spec:top-level/fw.static @property @4.x @5.x @slow
  Scenario: fw.static never serves a file outside its root, whatever the path holds
    Given the app:
      """js
      // Next to the root: features/fixtures/static/secret.txt and public-secret/secret.txt.
      const root = fixtures + '/static/public'
      app.use(fw.static(root, { dotfiles: 'allow' }))
      app.use('/assets', fw.static(root, { dotfiles: 'allow', extensions: ['txt'] }))
      app.use('/strict', fw.static(root, { dotfiles: 'allow', fallthrough: false }))
      app.use((req, res) => res.status(404).send('not served'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('error ' + err.status))
      """
    Then the property "static-root-containment" holds
