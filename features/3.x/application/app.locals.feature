@application
Feature: app.locals (3.x)
  In 3.x `app.locals` is a function. Called with an object, it merges that
  object's properties into itself. By default the only app-level local 3.x
  exposes is `settings`. App locals reach every view rendered with
  `res.render` or `app.render`, and persist for the life of the application.

  @spec:app-3x/locals-function @3.x
  Scenario: app.locals is a function whose only default local is settings
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ type: typeof app.locals, keys: Object.keys(app.locals), same: app.locals.settings === app.settings }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","keys":["settings"],"same":true}'

  @spec:app-3x/locals-function @3.x
  Scenario: calling app.locals(object) merges the object's properties into app.locals
    Given the app:
      """js
      app.locals({ title: 'My App', email: 'me@example.com' })
      app.locals({ title: 'Renamed' })
      app.get('/', (req, res) => res.json({ title: app.locals.title, email: app.locals.email, keys: Object.keys(app.locals).sort() }))
      """
    When I send "GET /"
    Then the JSON body is '{"title":"Renamed","email":"me@example.com","keys":["email","settings","title"]}'

  @spec:app-3x/locals-function @3.x
  Scenario: app.locals(object) returns the object it was given
    Given the app:
      """js
      const given = { a: 1 }
      const returned = app.locals(given)
      app.get('/', (req, res) => res.json({ same: returned === given }))
      """
    When I send "GET /"
    Then the JSON body is '{"same":true}'

  @spec:app-3x/locals-function @3.x
  Scenario: app.locals set as properties and by merging reach a rendered view
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, [options.title, options.owner, typeof options.settings].join('|')))
      app.set('views', fixtures + '/3.x/views')
      app.locals.title = 'Site'
      app.locals({ owner: 'tj' })
      app.get('/', (req, res) => res.render('index.tmpl'))
      """
    When I send "GET /"
    Then the body is "Site|tj|object"

  @spec:app-3x/locals-function @3.x
  Scenario: the settings local holds the app's settings inside views
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, options.settings['view engine'] + ' ' + options.settings.env))
      app.set('views', fixtures + '/3.x/views')
      app.set('view engine', 'tmpl')
      app.set('env', 'qa')
      app.get('/', (req, res) => res.render('index'))
      """
    When I send "GET /"
    Then the body is "tmpl qa"

  @spec:app-3x/locals-function @3.x
  Scenario: app.locals persist across requests
    Given the app:
      """js
      app.locals.count = 0
      app.get('/', (req, res) => { app.locals.count++; res.send(String(app.locals.count)) })
      """
    When I send "GET /"
    And I send "GET /"
    And I send "GET /"
    Then the body is "3"
