@views
Feature: app.engine and view engine lookup
  `app.engine(ext, callback)` registers a template engine for extension ext;
  the callback has the signature (path, options, callback). By default the
  engine module is loaded by file extension and its engine function (the
  `__express` export, which the installed `ejs` package provides) is used,
  cached after the first load. Views live in features/fixtures/views.

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: a registered engine renders views of its extension
    Given the app:
      """js
      const fs = require('node:fs')
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.engine('tpl', (file, options, callback) => fs.readFile(file, 'utf8', (err, text) =>
        callback(err, err ? undefined : text.replace(/\{\{(\w+)\}\}/g, (_, key) => options[key]))))
      app.get('/', (req, res) => res.render('hello.tpl', { name: 'tobi' }))
      """
    When I send "GET /"
    Then the body is "Hello tobi"
    And the header "Content-Type" is "text/html; charset=utf-8"

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: the engine is called with the absolute view path, the options and a callback
    Given the app:
      """js
      const path = require('node:path')
      const views = path.join(fixtures, 'views')
      app.set('views', views)
      app.engine('tpl', (file, options, callback) => callback(null, JSON.stringify({
        absolute: path.isAbsolute(file), file: path.relative(views, file), name: options.name, callback: typeof callback,
      })))
      app.get('/', (req, res) => res.type('json').render('hello.tpl', { name: 'tobi' }, (err, out) => res.send(out)))
      """
    When I send "GET /"
    Then the JSON body is '{"absolute":true,"file":"hello.tpl","name":"tobi","callback":"function"}'

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: the engine's options merge app.locals, res.locals and the render locals, with the settings
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.set('title', 'settings title')
      app.locals.fromApp = 'app'
      app.engine('tpl', (file, options, callback) => callback(null, JSON.stringify({
        fromApp: options.fromApp, fromRes: options.fromRes, fromRender: options.fromRender, title: options.settings.title,
      })))
      app.get('/', (req, res) => { res.locals.fromRes = 'res'; res.type('json'); res.render('hello.tpl', { fromRender: 'render' }) })
      """
    When I send "GET /"
    Then the JSON body is '{"fromApp":"app","fromRes":"res","fromRender":"render","title":"settings title"}'

  @spec:app-operations/app.engine @4.x @5.x
  Scenario Outline: the extension may be registered as '<ext>'
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.engine('<ext>', (file, options, callback) => callback(null, 'engine for <ext>'))
      app.get('/', (req, res) => res.render('hello.tpl'))
      """
    When I send "GET /"
    Then the body is "engine for <ext>"

    Examples:
      | ext  |
      | tpl  |
      | .tpl |

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: a registered engine can override the engine of a known extension
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.engine('ejs', (file, options, callback) => callback(null, 'custom ejs engine'))
      app.get('/', (req, res) => res.render('index.ejs', { title: 'x' }))
      """
    When I send "GET /"
    Then the body is "custom ejs engine"

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: a view's extension loads the engine module of that name
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('index.ejs', { title: 'ejs <by extension>' }))
      """
    When I send "GET /"
    Then the body is "<p>ejs &lt;by extension&gt;</p>"

  # 'path' is a module every framework can load, and it has no __express function.
  @spec:app-operations/app.engine @spec:errors/render-error @4.x @5.x
  Scenario: a view whose extension names a module that is no view engine is a render error
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('page.path'))
      app.use((err, req, res, next) => res.status(500).send('error handler: ' + err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is 'error handler: Module "path" does not provide a view engine.'

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: the engine loaded by extension is cached in app.engines after the first load
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      const before = typeof app.engines['.ejs']
      await new Promise((resolve, reject) => app.render('index.ejs', { title: 't' }, (err) => err ? reject(err) : resolve()))
      const after = app.engines['.ejs']
      app.get('/', (req, res) => res.json({ before, after: typeof after, isEjs: after === require('ejs').__express }))
      """
    When I send "GET /"
    Then the JSON body is '{"before":"undefined","after":"function","isEjs":true}'

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: app.engine returns the application so calls chain
    Given the app:
      """js
      const returned = app.engine('tpl', (file, options, callback) => callback(null, ''))
      app.get('/', (req, res) => res.json({ chained: returned === app }))
      """
    When I send "GET /"
    Then the JSON body is '{"chained":true}'

  @spec:app-operations/app.engine @4.x @5.x
  Scenario: app.engine without a callback function throws
    Given the app:
      """js
      let error
      try { app.engine('tpl', 'not a function') } catch (err) { error = err.message }
      app.get('/', (req, res) => res.json({ error }))
      """
    When I send "GET /"
    Then the JSON body is '{"error":"callback function required"}'

  @spec:app-operations/app.engine @spec:errors/render-error @4.x @5.x
  Scenario: an error passed to the engine callback reaches the error handler
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.engine('tpl', (file, options, callback) => callback(new Error('engine failed')))
      app.get('/', (req, res) => res.render('hello.tpl'))
      app.use((err, req, res, next) => res.status(500).send('handled: ' + err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "handled: engine failed"

  @spec:app-operations/app.engine @spec:subapp-inheritance/undefaulted-inherited @4.x @5.x
  Scenario: an engine registered on the parent serves a mounted sub-app
    Given the app:
      """js
      const sub = fw()
      app.use('/sub', sub)
      app.engine('tpl', (file, options, callback) => callback(null, 'parent engine'))
      sub.set('views', require('node:path').join(fixtures, 'views'))
      sub.get('/', (req, res) => res.render('hello.tpl'))
      """
    When I send "GET /sub"
    Then the body is "parent engine"
