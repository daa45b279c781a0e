@routing
Feature: router.METHOD and router.all
  `router.METHOD(path, [callback, ...] callback)` works as `app.METHOD`.
  next('route') bypasses the remaining callbacks of the route; next('router')
  bypasses all remaining route callbacks of that router. Query strings are not
  considered in matching. `router.all(path, ...)` matches every verb.

  @spec:router-operations/router.METHOD @4.x @5.x
  Scenario Outline: router.<method> routes <verb> requests
    Given the app:
      """js
      const router = fw.Router()
      router['<method>']('/thing', (req, res) => res.set('X-Handled-By', '<method>').send(req.method))
      app.use(router)
      """
    When I send "<verb> /thing"
    Then the status is 200
    And the header "X-Handled-By" is "<method>"

    Examples:
      | method   | verb     |
      | get      | GET      |
      | post     | POST     |
      | put      | PUT      |
      | delete   | DELETE   |
      | patch    | PATCH    |
      | options  | OPTIONS  |
      | m-search | M-SEARCH |

    @since:4.2.0
    Examples:
      | method   | verb     |
      | purge    | PURGE    |

  @spec:router-operations/router.METHOD @4.x @5.x
  Scenario: router.get also answers HEAD when the router has no head route for the path
    Given the app:
      """js
      const router = fw.Router()
      router.get('/thing', (req, res) => res.set('X-Handled-By', 'get').send('body'))
      app.use(router)
      """
    When I send "HEAD /thing"
    Then the status is 200
    And the header "X-Handled-By" is "get"
    And the body is empty

  @spec:router-operations/router.METHOD @4.x @5.x
  Scenario Outline: query strings are not considered in matching: <path>
    Given the app:
      """js
      const router = fw.Router()
      router.get('/search', (req, res) => res.json({ path: req.path, q: req.query.q ?? null }))
      app.use(router)
      """
    When I send "GET <path>"
    Then the JSON body is '<json>'

    Examples:
      | path                | json                          |
      | /search             | {"path":"/search","q":null}   |
      | /search?q=tobi      | {"path":"/search","q":"tobi"} |
      | /search?q=/other    | {"path":"/search","q":"/other"} |
      | /search?            | {"path":"/search","q":null}   |

  @spec:router-operations/router.METHOD @4.x @5.x
  Scenario: a query string that looks like a path does not make a route match
    Given the app:
      """js
      const router = fw.Router()
      router.get('/other', (req, res) => res.send('other'))
      app.use(router)
      """
    When I send "GET /search?/other"
    Then the status is 404

  @spec:router-operations/router.METHOD @4.x @5.x
  Scenario: next('route') in a router bypasses the remaining callbacks of the route only
    Given the app:
      """js
      const router = fw.Router()
      router.get('/thing', (req, res, next) => next('route'), (req, res) => res.send('same route'))
      router.get('/thing', (req, res) => res.send('next route in router'))
      app.use(router)
      """
    When I send "GET /thing"
    Then the body is "next route in router"

  @spec:router-operations/router.METHOD @4.x @5.x @since:4.15.0
  Scenario: next('router') bypasses all remaining routes of the router and continues in the parent
    Given the app:
      """js
      const router = fw.Router()
      router.use((req, res, next) => { res.append('X-Seen', 'router middleware'); next() })
      router.get('/thing', (req, res, next) => next('router'), (req, res) => res.send('same route'))
      router.get('/thing', (req, res) => res.send('next route in router'))
      router.use((req, res) => res.send('later router middleware'))
      app.use(router)
      app.get('/thing', (req, res) => res.send('app route after the router'))
      """
    When I send "GET /thing"
    Then the body is "app route after the router"
    And the header "X-Seen" is "router middleware"

  @spec:router-operations/router.METHOD @4.x @5.x @since:4.15.0
  Scenario: next('router') from router middleware leaves the router
    Given the app:
      """js
      const admin = fw.Router()
      admin.use((req, res, next) => req.get('X-Admin') ? next() : next('router'))
      admin.get('/page', (req, res) => res.send('admin page'))
      app.use(admin)
      app.get('/page', (req, res) => res.send('public page'))
      """
    When I send "GET /page"
    Then the body is "public page"
    When I send "GET /page" with the header "X-Admin: yes"
    Then the body is "admin page"

  @spec:router-operations/router.METHOD @4.x @5.x @since:4.15.0
  Scenario: next('router') in a nested router leaves only the inner router
    Given the app:
      """js
      const outer = fw.Router()
      const inner = fw.Router()
      inner.get('/x', (req, res, next) => next('router'))
      outer.use(inner)
      outer.get('/x', (req, res) => res.send('outer router'))
      app.use(outer)
      """
    When I send "GET /x"
    Then the body is "outer router"

  @spec:router-operations/router.METHOD @4.x @5.x @since:4.15.0
  Scenario: next('router') in the app's own routes ends routing in the app without an error
    Given the app:
      """js
      app.get('/x', (req, res, next) => next('router'))
      app.get('/x', (req, res) => res.send('not reached'))
      """
    When I send "GET /x"
    Then the status is 404

  @spec:router-operations/router.METHOD @4.x @5.x @since:4.15.0
  Scenario: next('route') and next('router') do not reach error handlers
    Given the app:
      """js
      const router = fw.Router()
      router.get('/x', (req, res, next) => next('router'))
      router.use((err, req, res, next) => res.status(500).send('router error handler'))
      app.use(router)
      app.use((err, req, res, next) => res.status(500).send('app error handler'))
      app.use((req, res) => res.send('plain middleware'))
      """
    When I send "GET /x"
    Then the status is 200
    And the body is "plain middleware"

  @spec:router-operations/router.all @4.x @5.x
  Scenario Outline: router.all answers <verb> requests
    Given the app:
      """js
      const router = fw.Router()
      router.all('/thing', (req, res) => res.send('all ' + req.method))
      app.use(router)
      """
    When I send "<verb> /thing"
    Then the status is 200
    And the body is "all <verb>"

    Examples:
      | verb   |
      | GET    |
      | POST   |
      | PUT    |
      | DELETE |
      | LOCK   |
      | REPORT |

  @spec:router-operations/router.all @4.x @5.x
  Scenario: router.all runs before the later method routes when it calls next()
    Given the app:
      """js
      const router = fw.Router()
      router.all('/thing', (req, res, next) => { res.set('X-All', 'ran'); next() })
      router.post('/thing', (req, res) => res.send('post'))
      app.use(router)
      """
    When I send "POST /thing"
    Then the header "X-All" is "ran"
    And the body is "post"

  @spec:router-operations/router.all @4.x @5.x
  Scenario: router.all matches only its path
    Given the app:
      """js
      const router = fw.Router()
      router.all('/thing', (req, res) => res.send('all'))
      app.use(router)
      """
    When I send "DELETE /other"
    Then the status is 404
