@routing
Feature: router.param
  `router.param(name, callback)`: one name only (no array). Callback
  (req, res, next, value, name). Local to the router. Called once per cycle.
  Calling it without a name is deprecated since 4.11.0.

  @spec:router-operations/router.param @4.x @5.x
  Scenario: the router param callback receives req, res, next, the value and the name
    Given the app:
      """js
      const router = fw.Router()
      router.param('id', (req, res, next, value, name) => {
        req.seen = { value, name, sameReq: res.req === req }
        next()
      })
      router.get('/item/:id', (req, res) => res.json(req.seen))
      app.use(router)
      """
    When I send "GET /item/99"
    Then the JSON body is '{"value":"99","name":"id","sameReq":true}'

  @spec:router-operations/router.param @4.x @5.x
  Scenario: the router param callback is local to the router
    Given the app:
      """js
      const router = fw.Router()
      router.param('id', (req, res, next) => { res.set('X-Param', 'router'); next() })
      router.get('/r/:id', (req, res) => res.send('router route'))
      app.use(router)
      app.get('/a/:id', (req, res) => res.send('app route'))
      """
    When I send "GET /r/1"
    Then the header "X-Param" is "router"
    When I send "GET /a/1"
    Then the header "X-Param" is absent
    And the body is "app route"

  @spec:router-operations/router.param @4.x @5.x
  Scenario: the router param callback is not inherited by a nested router
    Given the app:
      """js
      const outer = fw.Router()
      const inner = fw.Router()
      outer.param('id', (req, res, next) => { res.set('X-Param', 'outer'); next() })
      inner.get('/:id', (req, res) => res.send('inner'))
      outer.use('/inner', inner)
      app.use(outer)
      """
    When I send "GET /inner/1"
    Then the body is "inner"
    And the header "X-Param" is absent

  @spec:router-operations/router.param @4.x @5.x
  Scenario: the router param callback is called once per cycle across the router's routes
    Given the app:
      """js
      const router = fw.Router()
      let calls = 0
      router.param('id', (req, res, next) => { calls++; next() })
      router.get('/item/:id', (req, res, next) => next())
      router.all('/item/:id', (req, res, next) => next())
      router.get('/item/:id', (req, res) => res.json({ calls }))
      app.use(router)
      """
    When I send "GET /item/1"
    Then the JSON body is '{"calls":1}'

  @spec:router-operations/router.param @4.x @5.x
  Scenario: the router param callback runs for the router's use paths with the parameter
    Given the app:
      """js
      const router = fw.Router()
      router.param('org', (req, res, next, org) => { req.org = org.toUpperCase(); next() })
      router.use('/:org', (req, res) => res.send(req.org))
      app.use(router)
      """
    When I send "GET /acme/x"
    Then the body is "ACME"

  @spec:router-operations/router.param @4.x @5.x
  Scenario: router param callbacks for one name run in registration order
    Given the app:
      """js
      const router = fw.Router()
      router.param('id', (req, res, next) => { res.append('X-Seen', '1'); next() })
      router.param('id', (req, res, next) => { res.append('X-Seen', '2'); next() })
      router.get('/:id', (req, res) => res.send('ok'))
      app.use(router)
      """
    When I send "GET /x"
    Then the header "X-Seen" is "1, 2"

  @spec:router-operations/router.param @spec:errors/param-no-value @4.x @5.x
  Scenario: a router param callback that finds no value calls next(err)
    Given the app:
      """js
      const router = fw.Router()
      router.param('id', (req, res, next, id) => next(new Error('no item ' + id)))
      router.get('/item/:id', (req, res) => res.send('not reached'))
      app.use(router)
      app.use((err, req, res, next) => res.status(404).send(err.message))
      """
    When I send "GET /item/8"
    Then the status is 404
    And the body is "no item 8"

  @spec:router-operations/router.param @5.x
  Scenario Outline: 5.x router.param with <argument> instead of one name throws a TypeError
    Given the app:
      """js
      let error = null
      try { fw.Router().param(<argument>, (req, res, next) => next()) } catch (e) { error = e.name }
      app.get('/', (req, res) => res.json({ error }))
      """
    When I send "GET /"
    Then the JSON body is '{"error":"TypeError"}'

    Examples:
      | argument     |
      | ['a', 'b']   |
      | undefined    |
      | 42           |

  @spec:router-operations/router.param @5.x
  Scenario: 5.x router.param without a callback throws a TypeError
    Given the app:
      """js
      let error = null
      try { fw.Router().param('id') } catch (e) { error = e.name }
      app.get('/', (req, res) => res.json({ error }))
      """
    When I send "GET /"
    Then the JSON body is '{"error":"TypeError"}'

  @spec:router-operations/router.param @4.x
  Scenario: 4.x router.param with a leading colon in the name still works
    Given the app:
      """js
      const router = fw.Router()
      router.param(':id', (req, res, next, id) => { req.got = id; next() })
      router.get('/:id', (req, res) => res.send('got ' + req.got))
      app.use(router)
      """
    When I send "GET /7"
    Then the body is "got 7"

  @spec:router-operations/router.param @4.x
  Scenario: 4.x router.param(callback) without a name, deprecated since 4.11.0, still customises router.param
    Given the app:
      """js
      const router = fw.Router()
      router.param((name, expected) => (req, res, next, value) => value === expected ? next() : next('route'))
      router.param('id', 'ok')
      router.get('/:id', (req, res) => res.send('accepted'))
      app.use(router)
      """
    When I send "GET /ok"
    Then the body is "accepted"
    When I send "GET /no"
    Then the status is 404
