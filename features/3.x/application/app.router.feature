@application
Feature: app.router: where the routes run (3.x)
  In 3.x the routes of an app live in one router, which is itself a middleware:
  `app.router`. Where it sits in the middleware stack is where every route runs:
  either where `app.use(app.router)` put it, or, without that, where the first
  route was defined. The spec does not show this; real Express 3 decides.

  @spec:app-3x/use-mount @spec:app-operations/app.METHOD @3.x
  Scenario: with app.use(app.router), routes defined after a catch-all middleware still run before it
    Given the app:
      """js
      app.use(app.router)
      app.use((req, res) => res.send(404, 'not found'))
      app.get('/late', (req, res) => res.send('late route'))
      """
    When I send "GET /late"
    Then the status is 200
    And the body is "late route"
    When I send "GET /other"
    Then the status is 404
    And the body is "not found"

  @spec:app-3x/use-mount @spec:app-operations/app.METHOD @3.x
  Scenario: without app.use(app.router), every route runs where the first route was defined
    Given the app:
      """js
      app.use((req, res, next) => { req.seen = ['before']; next() })
      app.get('/first', (req, res) => res.json(req.seen))
      app.use((req, res, next) => { req.seen.push('after'); next() })
      app.get('/second', (req, res) => res.json(req.seen))
      """
    When I send "GET /first"
    Then the JSON body is '["before"]'
    When I send "GET /second"
    Then the JSON body is '["before"]'

  @spec:app-3x/use-mount @spec:app-operations/app.METHOD @3.x
  Scenario: middleware placed before app.router runs before every route, middleware after it only when no route answers
    Given the app:
      """js
      app.use((req, res, next) => { res.set('X-Before', 'yes'); next() })
      app.use(app.router)
      app.use((req, res, next) => { res.set('X-After', 'yes'); next() })
      app.use((req, res) => res.send(404, 'no route'))
      app.get('/page', (req, res) => res.send('page'))
      """
    When I send "GET /page"
    Then the body is "page"
    And the header "X-Before" is "yes"
    And the header "X-After" is absent
    When I send "GET /nothing"
    Then the status is 404
    And the header "X-After" is "yes"

  @spec:app-3x/use-mount @spec:app-operations/app.METHOD @3.x
  Scenario: an error passed on by a route reaches the error handlers after app.router
    Given the app:
      """js
      app.use(app.router)
      app.use((err, req, res, next) => res.send(500, 'handled: ' + err.message))
      app.get('/fail', (req, res, next) => next(new Error('boom')))
      """
    When I send "GET /fail"
    Then the status is 500
    And the body is "handled: boom"

  @spec:app-3x/use-mount @spec:app-operations/app.METHOD @3.x
  Scenario: next() from the last matching route continues with the middleware after app.router
    Given the app:
      """js
      app.use(app.router)
      app.use((req, res) => res.send('after the router: ' + req.url))
      app.get('/pass', (req, res, next) => next())
      """
    When I send "GET /pass"
    Then the body is "after the router: /pass"
