@views
Feature: the views, view engine and view cache settings
  `views` is the directory used to resolve relative view paths. `view engine`
  is the extension used when a view path has none. `view cache` caches views
  (enabled in production); `app.render` and `res.render` accept a local named
  `cache` that enables it.

  @spec:settings/views @4.x @5.x
  Scenario: a relative view path resolves against the views directory
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('sub/page.ejs', { heading: 'nested' }))
      """
    When I send "GET /"
    Then the body is "<h1>nested</h1>"

  @spec:settings/views @4.x @5.x
  Scenario: views defaults to the views directory under the working directory
    Given the app:
      """js
      const path = require('node:path')
      app.get('/', (req, res) => res.json({ isDefault: app.get('views') === path.resolve('views') }))
      """
    When I send "GET /"
    Then the JSON body is '{"isDefault":true}'

  @spec:settings/views @4.x @5.x @since:4.10.0
  Scenario: views may be a list of directories, searched in order
    Given the app:
      """js
      const path = require('node:path')
      app.set('views', [path.join(fixtures, 'views', 'other'), path.join(fixtures, 'views')])
      app.get('/first', (req, res) => res.render('index.ejs', { title: 'found first' }))
      app.get('/second', (req, res) => res.render('sub/page.ejs', { heading: 'found second' }))
      """
    When I send "GET /first"
    Then the body is "other found first"
    When I send "GET /second"
    Then the body is "<h1>found second</h1>"

  @spec:settings/views @4.x @5.x
  Scenario: a view path naming a directory renders the index view inside it
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.set('view engine', 'ejs')
      app.get('/', (req, res) => res.render('other', { title: 'from the index' }))
      """
    When I send "GET /"
    Then the body is "other from the index"

  @spec:settings/views @spec:errors/render-error @4.x @5.x
  Scenario: a view missing from the views directory is a render error naming the directory
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('missing.ejs'))
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body matches '^Failed to lookup view "missing.ejs" in views directory ".*features/fixtures/views"$'

  @spec:settings/views @spec:errors/render-error @4.x @5.x @since:4.10.0
  Scenario: a view missing from every views directory of a list is a render error naming each
    Given the app:
      """js
      const path = require('node:path')
      app.set('views', [path.join(fixtures, 'views', 'other'), path.join(fixtures, 'views', 'sub'), path.join(fixtures, 'views')])
      app.get('/', (req, res) => res.render('missing.ejs'))
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body matches '^Failed to lookup view "missing.ejs" in views directories ".*/views/other", ".*/views/sub" or ".*features/fixtures/views"$'

  @spec:settings/view-engine @4.x @5.x
  Scenario Outline: view engine '<engine>' supplies the extension of a view path without one
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.set('view engine', '<engine>')
      app.get('/', (req, res) => res.render('index', { title: 'no extension' }))
      """
    When I send "GET /"
    Then the body is "<p>no extension</p>"

    Examples:
      | engine |
      | ejs    |
      | .ejs   |

  @spec:settings/view-engine @4.x @5.x
  Scenario: view engine applies to nested view paths without an extension
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.set('view engine', 'ejs')
      app.get('/', (req, res) => res.render('sub/page', { heading: 'nested' }))
      """
    When I send "GET /"
    Then the body is "<h1>nested</h1>"

  @spec:settings/view-engine @4.x @5.x
  Scenario: a view path with an extension uses that extension's engine, not the view engine
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.set('view engine', 'ejs')
      app.engine('tpl', (file, options, callback) => callback(null, 'tpl engine'))
      app.get('/', (req, res) => res.render('hello.tpl'))
      """
    When I send "GET /"
    Then the body is "tpl engine"

  @spec:settings/view-engine @spec:errors/render-error @4.x @5.x
  Scenario: without view engine a view path without extension is an error
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('index'))
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "No default engine was specified and no extension was provided."

  @spec:settings/view-engine @4.x @5.x
  Scenario: view engine is not set by default
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ unset: app.get('view engine') === undefined }))
      """
    When I send "GET /"
    Then the JSON body is '{"unset":true}'

  @spec:settings/view-cache @4.x @5.x
  Scenario: with view cache enabled the engine is told to cache and the view is cached
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.enable('view cache')
      let cacheOption
      app.engine('tpl', (file, options, callback) => { cacheOption = options.cache; callback(null, 'ok') })
      app.get('/', (req, res) => res.render('hello.tpl', (err) => res.json({ cacheOption, cached: Object.keys(app.cache) })))
      """
    When I send "GET /"
    Then the JSON body is '{"cacheOption":true,"cached":["hello.tpl"]}'

  @spec:settings/view-cache @4.x @5.x
  Scenario: with view cache disabled the engine is told not to cache and nothing is cached
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.disable('view cache')
      let cacheOption
      app.engine('tpl', (file, options, callback) => { cacheOption = options.cache; callback(null, 'ok') })
      app.get('/', (req, res) => res.render('hello.tpl', (err) => res.json({ cacheOption, cached: Object.keys(app.cache) })))
      """
    When I send "GET /"
    Then the JSON body is '{"cacheOption":false,"cached":[]}'

  @spec:settings/view-cache @spec:res-operations/res.render @4.x @5.x
  Scenario: the render local cache enables caching for res.render
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.disable('view cache')
      let cacheOption
      app.engine('tpl', (file, options, callback) => { cacheOption = options.cache; callback(null, 'ok') })
      app.get('/', (req, res) => res.render('hello.tpl', { cache: true }, () => res.json({ cacheOption, cached: Object.keys(app.cache) })))
      """
    When I send "GET /"
    Then the JSON body is '{"cacheOption":true,"cached":["hello.tpl"]}'

  @spec:settings/view-cache @spec:app-operations/app.render @4.x @5.x
  Scenario: the render local cache enables caching for app.render
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      let cacheOption
      app.engine('tpl', (file, options, callback) => { cacheOption = options.cache; callback(null, 'ok') })
      await new Promise((resolve) => app.render('hello.tpl', { cache: true }, resolve))
      app.get('/', (req, res) => res.json({ cacheOption, cached: Object.keys(app.cache) }))
      """
    When I send "GET /"
    Then the JSON body is '{"cacheOption":true,"cached":["hello.tpl"]}'

  @spec:settings/view-cache @4.x @5.x
  Scenario: a cached view is found again without looking it up on disk
    Given the app:
      """js
      const fs = require('node:fs'), os = require('node:os'), path = require('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-view-cache-'))
      fs.writeFileSync(path.join(dir, 'page.tpl'), 'x')
      app.set('views', dir)
      app.enable('view cache')
      app.engine('tpl', (file, options, callback) => callback(null, 'rendered ' + path.basename(file)))
      const first = await new Promise((resolve) => app.render('page.tpl', (err, html) => resolve(err ? err.message : html)))
      fs.rmSync(dir, { recursive: true })
      app.get('/', (req, res) => res.render('page.tpl', (err, html) => res.json({ first, second: err ? 'lookup failed' : html })))
      """
    When I send "GET /"
    Then the JSON body is '{"first":"rendered page.tpl","second":"rendered page.tpl"}'

  @spec:settings/view-cache @4.x @5.x
  Scenario: without view cache a view removed from disk is looked up again and fails
    Given the app:
      """js
      const fs = require('node:fs'), os = require('node:os'), path = require('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-view-nocache-'))
      fs.writeFileSync(path.join(dir, 'page.tpl'), 'x')
      app.set('views', dir)
      app.disable('view cache')
      app.engine('tpl', (file, options, callback) => callback(null, 'rendered ' + path.basename(file)))
      const first = await new Promise((resolve) => app.render('page.tpl', (err, html) => resolve(err ? err.message : html)))
      fs.rmSync(dir, { recursive: true })
      app.get('/', (req, res) => res.render('page.tpl', (err, html) => res.json({ first, second: err ? 'lookup failed' : html })))
      """
    When I send "GET /"
    Then the JSON body is '{"first":"rendered page.tpl","second":"lookup failed"}'
