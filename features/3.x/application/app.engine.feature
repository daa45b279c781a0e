@application
Feature: app.engine and app.render (3.x)
  `app.engine(ext, callback)` registers a template engine for extension ext;
  the callback has the signature (path, options, callback). By default the
  engine module is loaded by file extension and its `__express` function is
  used. `app.render(view, [options], callback)` renders a view to a string
  passed to callback(err, html) and does not send a response.

  @spec:app-operations/app.engine @3.x
  Scenario: a registered engine is called with the view's path and the options
    Given the app:
      """js
      const path = require('node:path')
      app.engine('tmpl', (file, options, callback) => callback(null, path.relative(fixtures, file) + ' ' + options.name))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('index.tmpl', { name: 'tobi' }))
      """
    When I send "GET /"
    Then the body is "3.x/views/index.tmpl tobi"

  @spec:app-operations/app.engine @3.x
  Scenario: the extension may be given with a leading dot
    Given the app:
      """js
      app.engine('.tmpl', (file, options, callback) => callback(null, 'dotted'))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('index.tmpl'))
      """
    When I send "GET /"
    Then the body is "dotted"

  @spec:app-operations/app.engine @3.x
  Scenario: an engine can map another extension, such as html
    Given the app:
      """js
      const fs = require('node:fs')
      app.engine('html', (file, options, callback) => fs.readFile(file, 'utf8', (err, text) =>
        err ? callback(err) : callback(null, text.replace(/{{(\w+)}}/g, (_, k) => String(options[k])))))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('page.html', { name: 'mapped' }))
      """
    When I send "GET /"
    Then the body is "<p>mapped</p>"

  @spec:app-operations/app.engine @3.x
  Scenario: app.engine without a callback function throws
    Given the app:
      """js
      let message
      try { app.engine('tmpl', 'nope') } catch (err) { message = err.message }
      app.get('/', (req, res) => res.json({ message }))
      """
    When I send "GET /"
    Then the JSON body is '{"message":"callback function required"}'

  @spec:app-operations/app.engine @3.x
  Scenario: without app.engine, the engine module named by the extension is required and its __express is used
    Given the app:
      """js
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('hello.ejs', { name: 'ejs' }))
      """
    When I send "GET /"
    Then the body is "<b>Hello ejs</b>"

  @spec:app-operations/app.render @3.x
  Scenario: app.render passes the rendered string to its callback and sends nothing
    Given the app:
      """js
      const fs = require('node:fs')
      app.engine('tmpl', (file, options, callback) => fs.readFile(file, 'utf8', (err, text) =>
        err ? callback(err) : callback(null, text.replace(/{{(\w+)}}/g, (_, k) => String(options[k])))))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => app.render('users/show.tmpl', { name: 'loki' }, (err, html) => res.json({ err, html, headersSent: res.headersSent })))
      """
    When I send "GET /"
    Then the JSON body is '{"err":null,"html":"User loki","headersSent":false}'

  @spec:app-operations/app.render @3.x
  Scenario: app.render(view, callback) takes the callback as second argument and uses app.locals
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, 'site ' + options.site))
      app.set('views', fixtures + '/3.x/views')
      app.locals.site = 'example'
      app.get('/', (req, res) => app.render('index.tmpl', (err, html) => res.send(html)))
      """
    When I send "GET /"
    Then the body is "site example"

  @spec:app-operations/app.render @3.x
  Scenario: app.render options override app.locals
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, 'site ' + options.site))
      app.set('views', fixtures + '/3.x/views')
      app.locals.site = 'app'
      app.get('/', (req, res) => app.render('index.tmpl', { site: 'option' }, (err, html) => res.send(html)))
      """
    When I send "GET /"
    Then the body is "site option"

  @spec:app-operations/app.render @3.x
  Scenario: app.render of a missing view passes a lookup error
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, 'never'))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => app.render('missing.tmpl', (err, html) => res.json({ error: err.message.startsWith('Failed to lookup view "missing.tmpl"'), html: html === undefined })))
      """
    When I send "GET /"
    Then the JSON body is '{"error":true,"html":true}'

  @spec:app-operations/app.render @3.x
  Scenario: an engine error reaches the app.render callback
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(new Error('engine broke')))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => app.render('index.tmpl', (err) => res.send(err.message)))
      """
    When I send "GET /"
    Then the body is "engine broke"

  @spec:app-operations/app.render @3.x
  Scenario: an error the engine throws reaches the app.render callback
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => { throw new Error('engine threw') })
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => app.render('index.tmpl', (err, html) => res.json({ message: err && err.message, html: html === undefined })))
      """
    When I send "GET /"
    Then the JSON body is '{"message":"engine threw","html":true}'
