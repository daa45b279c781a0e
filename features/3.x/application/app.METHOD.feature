@application
Feature: app.VERB and app.all (3.x)
  `app.VERB(path, [callback...], callback)` routes requests of the lowercase
  HTTP method to the callbacks; `app.get` also answers HEAD; callbacks may call
  next('route') to skip the rest of the route. `app.all` matches every verb.

  @spec:app-operations/app.METHOD @3.x
  Scenario Outline: app.<verb> routes <METHOD> requests
    Given the app:
      """js
      app.<verb>('/thing', (req, res) => res.send('<verb> ' + req.method))
      """
    When I send "<METHOD> /thing"
    Then the status is 200
    And the body is "<verb> <METHOD>"

    Examples:
      | verb   | METHOD |
      | get    | GET    |
      | post   | POST   |
      | put    | PUT    |
      | delete | DELETE |
      | patch  | PATCH  |
      | lock   | LOCK   |
      | search | SEARCH |

  @spec:app-operations/app.METHOD @3.x
  Scenario: app.get answers HEAD requests with the headers and no body
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "HEAD /"
    Then the status is 200
    And the header "Content-Length" is "5"
    And the body is empty

  @spec:app-operations/app.METHOD @3.x
  Scenario: a route of another verb does not answer
    Given the app:
      """js
      app.post('/only-post', (req, res) => res.send('posted'))
      """
    When I send "GET /only-post"
    Then the status is 404

  @spec:app-operations/app.METHOD @3.x
  Scenario: several callbacks run in order, each passing on with next()
    Given the app:
      """js
      app.get('/', (req, res, next) => { req.trail = ['one']; next() }, (req, res, next) => { req.trail.push('two'); next() }, (req, res) => res.json(req.trail))
      """
    When I send "GET /"
    Then the JSON body is '["one","two"]'

  @spec:app-operations/app.METHOD @3.x
  Scenario: next('route') skips the remaining callbacks of the route
    Given the app:
      """js
      app.get('/', (req, res, next) => next('route'), (req, res) => res.send('skipped'))
      app.get('/', (req, res) => res.send('next route'))
      """
    When I send "GET /"
    Then the body is "next route"

  @spec:app-operations/app.METHOD @3.x
  Scenario: app.get with a single string argument reads a setting
    Given the app:
      """js
      app.set('title', 'My Site')
      app.get('/', (req, res) => res.send(app.get('title')))
      """
    When I send "GET /"
    Then the body is "My Site"

  @spec:app-operations/app.METHOD @3.x
  Scenario: the query string is not part of route matching
    Given the app:
      """js
      app.get('/search', (req, res) => res.send('found'))
      """
    When I send "GET /search?q=tobi"
    Then the body is "found"

  @spec:app-operations/app.METHOD @3.x
  Scenario: a callback that is not a function is rejected when the route is defined
    Given the app:
      """js
      let message
      try { app.get('/', 'nope') } catch (err) { message = err.message }
      const report = fw()
      report.get('/', (req, res) => res.json({ message }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"message":".get() requires callback functions but got a [object String]"}'

  @spec:app-operations/app.all @3.x
  Scenario Outline: app.all matches <METHOD>
    Given the app:
      """js
      app.all('/any', (req, res) => res.send('all ' + req.method))
      """
    When I send "<METHOD> /any"
    Then the body is "all <METHOD>"

    Examples:
      | METHOD  |
      | GET     |
      | POST    |
      | PUT     |
      | DELETE  |
      | PATCH   |

  @spec:app-operations/app.all @3.x
  Scenario: app.all placed first runs before the verb routes that follow it
    Given the app:
      """js
      app.all('*', (req, res, next) => { req.authenticated = true; next() })
      app.get('/secret', (req, res) => res.json({ authenticated: req.authenticated }))
      """
    When I send "GET /secret"
    Then the JSON body is '{"authenticated":true}'

  @spec:app-operations/app.METHOD @3.x
  Scenario: an error-handling callback of a route handles the error of an earlier callback of it
    Given the app:
      """js
      app.get('/', (req, res, next) => next(new Error('boom')), (err, req, res, next) => res.send(500, 'route caught ' + err.message))
      app.use((err, req, res, next) => res.send(500, 'app caught ' + err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "route caught boom"

  @spec:app-operations/app.METHOD @3.x
  Scenario: an error-handling callback of a route is skipped when there is no error
    Given the app:
      """js
      app.get('/', (err, req, res, next) => res.send(500, 'not reached'), (req, res) => res.send('after the skipped one'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "after the skipped one"
