@application
Feature: app.param (3.x)
  `app.param([name], callback)`: with a name, callback (req, res, next, value,
  name) runs before the route handlers of every route with that parameter; a
  name may be an array of names. `app.param(function)` lets the application
  define how `app.param(name, x)` behaves: the function takes (name, x) and
  returns the middleware to use. Arrays inside callbacks are flattened.

  @spec:app-operations/app.param @3.x
  Scenario: a param callback runs before the route with (req, res, next, value, name)
    Given the app:
      """js
      app.param('user', (req, res, next, value, name) => { req.loaded = { value, name }; next() })
      app.get('/users/:user', (req, res) => res.json(req.loaded))
      """
    When I send "GET /users/tobi"
    Then the JSON body is '{"value":"tobi","name":"user"}'

  @spec:app-operations/app.param @3.x
  Scenario: a leading colon in the param name is ignored
    Given the app:
      """js
      app.param(':id', (req, res, next, id) => { req.doubled = id * 2; next() })
      app.get('/n/:id', (req, res) => res.json({ doubled: req.doubled }))
      """
    When I send "GET /n/21"
    Then the JSON body is '{"doubled":42}'

  @spec:app-operations/app.param @3.x
  Scenario: an array of names registers the callback for each name
    Given the app:
      """js
      app.param(['from', 'to'], (req, res, next, value, name) => { (req.calls = req.calls || []).push(name + '=' + value); next() })
      app.get('/copy/:from/:to', (req, res) => res.json(req.calls))
      """
    When I send "GET /copy/a/b"
    Then the JSON body is '["from=a","to=b"]'

  @spec:app-operations/app.param @3.x
  Scenario: a param callback calling next(err) skips to error handling
    Given the app:
      """js
      app.param('user', (req, res, next, id) => next(new Error('failed to load user ' + id)))
      app.get('/users/:user', (req, res) => res.send('never'))
      app.use((err, req, res, next) => res.status(404).send(err.message))
      """
    When I send "GET /users/7"
    Then the status is 404
    And the body is "failed to load user 7"

  @spec:app-operations/app.param @3.x
  Scenario: a param callback that throws reaches the error handler
    Given the app:
      """js
      app.param('user', (req, res, next, id) => { throw new Error('param threw for ' + id) })
      app.get('/users/:user', (req, res) => res.send('never'))
      app.use((err, req, res, next) => res.send(500, err.message))
      """
    When I send "GET /users/7"
    Then the status is 500
    And the body is "param threw for 7"

  @spec:app-operations/app.param @3.x
  Scenario: a param callback does not run for a route without the parameter
    Given the app:
      """js
      app.param('id', (req, res, next) => { req.ran = true; next() })
      app.get('/plain', (req, res) => res.json({ ran: Boolean(req.ran) }))
      """
    When I send "GET /plain"
    Then the JSON body is '{"ran":false}'

  @spec:app-3x/param-function @3.x
  Scenario Outline: app.param(function) turns app.param('id', /regexp/) into a validator: GET <path>
    Given the app:
      """js
      app.param((name, fn) => {
        if (!(fn instanceof RegExp)) return
        return (req, res, next, value) => {
          const m = fn.exec(String(value))
          if (m) { req.params[name] = m[0]; next() } else next('route')
        }
      })
      app.param('id', /^\d+$/)
      app.get('/user/:id', (req, res) => res.send('user ' + req.params.id))
      app.get('/user/:name', (req, res) => res.send('name ' + req.params.name))
      """
    When I send "GET <path>"
    Then the body is "<body>"

    Examples:
      | path      | body      |
      | /user/42  | user 42   |
      | /user/tj  | name tj   |

  @spec:app-3x/param-function @3.x
  Scenario: app.param(function) returning nothing keeps the given callback
    Given the app:
      """js
      app.param((name, fn) => undefined)
      app.param('id', (req, res, next, id) => { req.seen = id; next() })
      app.get('/x/:id', (req, res) => res.send('seen ' + req.seen))
      """
    When I send "GET /x/9"
    Then the body is "seen 9"

  @spec:app-3x/param-function @3.x
  Scenario: app.param(name, x) with a non-function that no app.param(function) handles throws
    Given the app:
      """js
      let message
      try { app.param('id', 42) } catch (err) { message = err.message }
      app.get('/', (req, res) => res.json({ message }))
      """
    When I send "GET /"
    Then the JSON body is '{"message":"invalid param() call for id, got 42"}'

  @spec:app-3x/param-function @3.x
  Scenario: arrays of callbacks in a route are flattened in order
    Given the app:
      """js
      const mark = (name) => (req, res, next) => { (req.order = req.order || []).push(name); next() }
      app.get('/', mark('a'), [mark('b'), [mark('c'), mark('d')]], mark('e'), (req, res) => res.json(req.order))
      """
    When I send "GET /"
    Then the JSON body is '["a","b","c","d","e"]'

  @spec:app-3x/param-function @3.x
  Scenario: a route given only an array of callbacks records them flattened
    Given the app:
      """js
      const a = (req, res, next) => next()
      const b = (req, res) => res.json({ count: app.routes.get[0].callbacks.length })
      app.get('/', [a, [b]])
      """
    When I send "GET /"
    Then the JSON body is '{"count":2}'
