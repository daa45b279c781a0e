@application
Feature: app.locals
  `app.locals` is an object holding the local variables of the application,
  available in templates rendered with `res.render`. They persist for the
  life of the application and are also reachable from middleware as
  `req.app.locals`.

  @spec:app-properties/app.locals @4.x @5.x
  Scenario: app.locals is an object
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ type: typeof app.locals, isArray: Array.isArray(app.locals) }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"object","isArray":false}'

  @spec:app-properties/app.locals @4.x @5.x
  Scenario: app.locals is reachable from middleware as req.app.locals
    Given the app:
      """js
      app.locals.title = 'My App'
      app.get('/', (req, res) => res.json({ same: req.app.locals === app.locals, title: req.app.locals.title }))
      """
    When I send "GET /"
    Then the JSON body is '{"same":true,"title":"My App"}'

  @spec:app-properties/app.locals @4.x @5.x
  Scenario: app.locals persist for the life of the application across requests
    Given the app:
      """js
      app.locals.count = 0
      app.get('/', (req, res) => { req.app.locals.count++; res.json({ count: app.locals.count }) })
      """
    When I send "GET /"
    And I send "GET /"
    And I send "GET /"
    Then the JSON body is '{"count":3}'

  @spec:app-properties/app.locals @spec:res-operations/res.render @4.x @5.x
  Scenario: app.locals are available in templates rendered with res.render
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.locals.title = 'from app.locals'
      app.get('/', (req, res) => res.render('index.ejs'))
      """
    When I send "GET /"
    Then the body is "<p>from app.locals</p>"

  @spec:app-properties/app.locals @spec:res-properties/res.locals @4.x @5.x
  Scenario: res.locals override app.locals in a rendered template, render locals override both
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.locals.who = 'app'
      app.locals.request = 'app'
      app.locals.call = 'app'
      app.get('/', (req, res) => { res.locals.request = 'res'; res.locals.call = 'res'; res.render('locals.ejs', { call: 'render' }) })
      """
    When I send "GET /"
    Then the body is "app|res|render"

  @spec:app-properties/app.locals @spec:app-operations/app.render @4.x @5.x
  Scenario: app.locals are available in templates rendered with app.render
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.locals.title = 'rendered by app.render'
      const html = await new Promise((resolve, reject) => app.render('index.ejs', (err, html) => err ? reject(err) : resolve(html)))
      app.get('/', (req, res) => res.send(html))
      """
    When I send "GET /"
    Then the body is "<p>rendered by app.render</p>"

  @spec:app-properties/app.locals @4.x @5.x
  Scenario: app.locals exposes the application settings as settings
    Given the app:
      """js
      app.set('title', 'Settings Title')
      app.get('/', (req, res) => res.json({ same: app.locals.settings === app.settings, title: app.locals.settings.title }))
      """
    When I send "GET /"
    Then the JSON body is '{"same":true,"title":"Settings Title"}'

  @spec:app-properties/app.locals @4.x @5.x
  Scenario: each application has its own app.locals
    Given the app:
      """js
      const sub = fw()
      app.locals.owner = 'parent'
      sub.get('/', (req, res) => res.json({ own: req.app.locals.owner ?? null, separate: sub.locals !== app.locals }))
      app.use('/sub', sub)
      """
    When I send "GET /sub"
    Then the JSON body is '{"own":null,"separate":true}'
