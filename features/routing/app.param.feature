@routing
Feature: app.param
  `app.param(name, callback)`: name is a parameter name or an array of names.
  Callback is (req, res, next, value, name). With an array, next() in a
  non-last callback invokes the callback of the next named parameter; on the
  last it invokes the next middleware. Callbacks run before any handler of a
  route containing the parameter, once per request-response cycle. They are
  local to the app or router defining them and not inherited by mounted apps or
  routers or triggered for parameters inherited from parent routers.

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback receives the value and the name of the parameter
    Given the app:
      """js
      app.param('id', (req, res, next, value, name) => { req.seen = { value, name }; next() })
      app.get('/user/:id', (req, res) => res.json(req.seen))
      """
    When I send "GET /user/42"
    Then the JSON body is '{"value":"42","name":"id"}'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback runs before the route handlers and can load data for them
    Given the app:
      """js
      const users = { 1: 'tobi', 2: 'loki' }
      app.param('user', (req, res, next, id) => { req.user = users[id]; next() })
      app.get('/user/:user', (req, res) => res.send('user ' + req.user))
      """
    When I send "GET /user/2"
    Then the body is "user loki"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback receives the decoded value
    Given the app:
      """js
      app.param('name', (req, res, next, value) => { req.got = value; next() })
      app.get('/file/:name', (req, res) => res.send(req.got))
      """
    When I send "GET /file/a%20b%2Fc"
    Then the body is "a b/c"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback does not run for routes without the parameter
    Given the app:
      """js
      let calls = 0
      app.param('id', (req, res, next) => { calls++; next() })
      app.get('/user/:name', (req, res) => res.json({ calls }))
      """
    When I send "GET /user/tj"
    Then the JSON body is '{"calls":0}'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback runs once per request even when several routes match
    Given the app:
      """js
      let calls = 0
      app.param('id', (req, res, next, id) => { calls++; next() })
      app.get('/user/:id', (req, res, next) => next())
      app.get('/user/:id', (req, res, next) => next())
      app.get('/user/:id', (req, res) => res.json({ calls }))
      """
    When I send "GET /user/42"
    Then the JSON body is '{"calls":1}'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback runs again on the next request
    Given the app:
      """js
      let calls = 0
      app.param('id', (req, res, next, id) => { calls++; next() })
      app.get('/user/:id', (req, res) => res.json({ calls }))
      """
    When I send "GET /user/1"
    And I send "GET /user/1"
    Then the JSON body is '{"calls":2}'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback runs again within a request when the value changes
    Given the app:
      """js
      const values = []
      app.param('id', (req, res, next, id) => { values.push(id); next() })
      app.get('/:id/x', (req, res, next) => next())
      app.get('/a/:id', (req, res) => res.json(values))
      """
    When I send "GET /a/x"
    Then the JSON body is '["a","x"]'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: an array of names registers the callback for each name in order
    Given the app:
      """js
      app.param(['id', 'page'], (req, res, next, value, name) => { res.append('X-Param', name + '=' + value); next() })
      app.get('/user/:id/:page', (req, res) => res.send('ok'))
      """
    When I send "GET /user/42/3"
    Then the header "X-Param" is "id=42, page=3"
    And the body is "ok"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: several callbacks for one name run in registration order
    Given the app:
      """js
      app.param('id', (req, res, next) => { res.append('X-Seen', 'first'); next() })
      app.param('id', (req, res, next) => { res.append('X-Seen', 'second'); next() })
      app.get('/user/:id', (req, res) => res.send('ok'))
      """
    When I send "GET /user/1"
    Then the header "X-Seen" is "first, second"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: param callbacks run in the order the parameters appear in the route path
    Given the app:
      """js
      app.param('b', (req, res, next) => { res.append('X-Seen', 'b'); next() })
      app.param('a', (req, res, next) => { res.append('X-Seen', 'a'); next() })
      app.get('/:a/:b', (req, res) => res.send('ok'))
      """
    When I send "GET /1/2"
    Then the header "X-Seen" is "a, b"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: next('route') from a param callback skips the route and the next route without the parameter answers
    Given the app:
      """js
      app.param('id', (req, res, next, id) => id === 'skip' ? next('route') : next())
      app.get('/user/:id', (req, res) => res.send('first route'))
      app.get('/user/:name', (req, res) => res.send('second route'))
      """
    When I send "GET /user/skip"
    Then the body is "second route"
    When I send "GET /user/1"
    Then the body is "first route"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: the param callback runs before app.all and method handlers alike
    Given the app:
      """js
      app.param('id', (req, res, next, id) => { res.append('X-Seen', 'param'); next() })
      app.all('/user/:id', (req, res, next) => { res.append('X-Seen', 'all'); next() })
      app.get('/user/:id', (req, res) => { res.append('X-Seen', 'get'); res.send('ok') })
      """
    When I send "GET /user/1"
    Then the header "X-Seen" is "param, all, get"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: app.param is not inherited by a mounted sub-app
    Given the app:
      """js
      const admin = fw()
      app.param('id', (req, res, next) => { req.fromParent = true; next() })
      admin.get('/user/:id', (req, res) => res.json({ fromParent: !!req.fromParent }))
      app.use('/admin', admin)
      """
    When I send "GET /admin/user/1"
    Then the JSON body is '{"fromParent":false}'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: app.param is not triggered by routes of a mounted router
    Given the app:
      """js
      const router = fw.Router()
      app.param('id', (req, res, next) => { req.fromApp = true; next() })
      router.get('/user/:id', (req, res) => res.json({ fromApp: !!req.fromApp }))
      app.use('/r', router)
      """
    When I send "GET /r/user/1"
    Then the JSON body is '{"fromApp":false}'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: app.param is triggered by a parameter in the mount path of app.use
    Given the app:
      """js
      app.param('id', (req, res, next, id) => { req.loaded = 'user ' + id; next() })
      app.use('/user/:id', (req, res) => res.send(req.loaded))
      """
    When I send "GET /user/7/profile"
    Then the body is "user 7"

  @spec:app-operations/app.param @spec:router-options/mergeparams @4.x @5.x
  Scenario: a router's param callback is not triggered for a parameter inherited through mergeParams
    Given the app:
      """js
      const router = fw.Router({ mergeParams: true })
      router.param('uid', (req, res, next) => { req.fromRouter = true; next() })
      router.get('/posts', (req, res) => res.json({ uid: req.params.uid, fromRouter: !!req.fromRouter }))
      app.use('/users/:uid', router)
      """
    When I send "GET /users/9/posts"
    Then the JSON body is '{"uid":"9","fromRouter":false}'

  @spec:app-operations/app.param @spec:errors/param-no-value @spec:errors/next-err @4.x @5.x
  Scenario: a param callback that finds no value passes an error to next(err)
    Given the app:
      """js
      const users = { 1: 'tobi' }
      app.param('user', (req, res, next, id) => {
        if (!users[id]) return next(Object.assign(new Error('failed to load user ' + id), { status: 404 }))
        req.user = users[id]
        next()
      })
      app.get('/user/:user', (req, res) => res.send(req.user))
      app.use((err, req, res, next) => res.status(err.status).send(err.message))
      """
    When I send "GET /user/5"
    Then the status is 404
    And the body is "failed to load user 5"
    When I send "GET /user/1"
    Then the status is 200
    And the body is "tobi"

  @spec:app-operations/app.param @spec:errors/param-no-value @4.x @5.x
  Scenario: an error from a param callback skips the route handlers and the default handler answers with its status
    Given the app:
      """js
      app.param('user', (req, res, next, id) => next(Object.assign(new Error('no user'), { status: 404 })))
      app.get('/user/:user', (req, res) => res.send('not reached'))
      """
    When I send "GET /user/5"
    Then the status is 404
    And the body does not contain "not reached"

  @spec:app-operations/app.param @spec:errors/param-no-value @4.x @5.x
  Scenario: a param callback that throws reaches the error handler
    Given the app:
      """js
      app.param('id', (req, res, next, id) => { throw new Error('param threw for ' + id) })
      app.get('/user/:id', (req, res) => res.send('not reached'))
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /user/3"
    Then the body is "param threw for 3"

  @spec:app-operations/app.param @spec:errors/async-throw @5.x
  Scenario: 5.x a param callback that returns a rejected promise reaches the error handler
    Given the app:
      """js
      app.param('id', async (req, res, next, id) => { throw new Error('async param ' + id) })
      app.get('/user/:id', (req, res) => res.send('not reached'))
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /user/3"
    Then the body is "async param 3"

  @spec:app-operations/app.param @spec:req-properties/req.params @4.x @5.x
  Scenario: a change the param callback makes to req.params reaches the route handler
    Given the app:
      """js
      app.param('id', (req, res, next, id) => { req.params.id = Number(id) * 2; next() })
      app.get('/n/:id', (req, res) => res.json(req.params))
      """
    When I send "GET /n/21"
    Then the JSON body is '{"id":42}'

  @spec:app-operations/app.param-callback @4.x
  Scenario: 4.x app.param(callback) defines how app.param(name, option) behaves
    Given the app:
      """js
      app.param((name, option) => (req, res, next, value) => {
        if (value === String(option)) next()
        else next('route')
      })
      app.param('id', 1337)
      app.get('/user/:id', (req, res) => res.send('OK'))
      app.use((req, res) => res.status(403).send('Forbidden'))
      """
    When I send "GET /user/1337"
    Then the status is 200
    And the body is "OK"
    When I send "GET /user/42"
    Then the status is 403
    And the body is "Forbidden"

  @spec:app-operations/app.param-callback @4.x
  Scenario: 4.x app.param(callback) receives the name and the option of each later registration
    Given the app:
      """js
      const seen = []
      app.param((name, option) => { seen.push([name, option]); return (req, res, next) => next() })
      app.param('id', /^\d+$/)
      app.param('slug', 'opt')
      app.get('/', (req, res) => res.json(seen))
      """
    When I send "GET /"
    Then the JSON body is '[["id",{}],["slug","opt"]]'

  @spec:app-operations/app.param-callback @4.x
  Scenario: 4.x app.param(callback) can validate parameters with a regular expression
    Given the app:
      """js
      app.param((name, re) => (req, res, next, val) => {
        const captures = re.exec(String(val))
        if (captures) { req.params[name] = captures[0]; next() } else next('route')
      })
      app.param('id', /^[0-9]+$/)
      app.get('/user/:id', (req, res) => res.send('user ' + req.params.id))
      """
    When I send "GET /user/123"
    Then the body is "user 123"
    When I send "GET /user/abc"
    Then the status is 404

  @spec:app-operations/app.param-callback @spec:v5-differences/no-param-function @5.x
  Scenario: 5.x app.param(callback) is not supported and throws
    Given the app:
      """js
      let error = null
      try { app.param((name, option) => (req, res, next) => next()) } catch (e) { error = e.name }
      app.get('/', (req, res) => res.json({ error }))
      """
    When I send "GET /"
    Then the JSON body is '{"error":"TypeError"}'

  @spec:app-operations/app.param @4.x @5.x
  Scenario: next('route') from a param callback is remembered for the cycle and skips later routes with the same value
    Given the app:
      """js
      let calls = 0
      app.param('id', (req, res, next) => { calls++; next('route') })
      app.get('/user/:id', (req, res) => res.send('first route'))
      app.get('/user/:id', (req, res) => res.send('second route'))
      app.use((req, res) => res.status(404).json({ calls }))
      """
    When I send "GET /user/1"
    Then the status is 404
    And the JSON body is '{"calls":1}'

  @spec:app-operations/app.param @spec:errors/param-no-value @4.x @5.x
  Scenario: with an array of names, an error in the first callback stops the chain before the second name
    Given the app:
      """js
      app.param(['a', 'b'], (req, res, next, value, name) => {
        res.append('X-Param', name)
        name === 'a' ? next(new Error('stop at a')) : next()
      })
      app.get('/:a/:b', (req, res) => res.send('not reached'))
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /1/2"
    Then the header "X-Param" is "a"
    And the body is "stop at a"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: a param callback that never calls next stops the request at that point
    Given the app:
      """js
      app.param('id', (req, res) => res.status(403).send('blocked ' + req.params.id))
      app.get('/user/:id', (req, res) => res.send('not reached'))
      """
    When I send "GET /user/9"
    Then the status is 403
    And the body is "blocked 9"

  @spec:app-operations/app.param @4.x @5.x
  Scenario: a param callback for a parameter absent from the matched route is not called for an optional part
    Given the app:
      """js
      let calls = 0
      app.param('id', (req, res, next) => { calls++; next() })
      app.get(['/list', '/list/:id'], (req, res) => res.json({ calls, id: req.params.id ?? null }))
      """
    When I send "GET /list"
    Then the JSON body is '{"calls":0,"id":null}'
