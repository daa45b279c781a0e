@routing
Feature: router.route
  `router.route(path)` returns a route. Middleware order follows the creation
  of the route, not the order in which handlers are added to it.

  @spec:router-operations/router.route @spec:objects/route @4.x @5.x
  Scenario: router.route returns a route with chainable verb methods
    Given the app:
      """js
      const router = fw.Router()
      router.route('/users/:id')
        .all((req, res, next) => { res.set('X-All', 'yes'); next() })
        .get((req, res) => res.send('get ' + req.params.id))
        .put((req, res) => res.send('put ' + req.params.id))
      app.use(router)
      """
    When I send "PUT /users/5"
    Then the header "X-All" is "yes"
    And the body is "put 5"

  @spec:router-operations/router.route @4.x @5.x
  Scenario: a route created first runs first even when its handlers are added later
    Given the app:
      """js
      const router = fw.Router()
      const route = router.route('/x')
      router.get('/x', (req, res) => res.send('added second'))
      route.get((req, res) => res.send('route created first'))
      app.use(router)
      """
    When I send "GET /x"
    Then the body is "route created first"

  @spec:router-operations/router.route @4.x @5.x
  Scenario: middleware added after a route was created runs after that route
    Given the app:
      """js
      const router = fw.Router()
      const route = router.route('/x')
      router.use((req, res, next) => { res.append('X-Seen', 'use'); next() })
      route.get((req, res, next) => { res.append('X-Seen', 'route'); next() })
      router.get('/x', (req, res) => res.send('end'))
      app.use(router)
      """
    When I send "GET /x"
    Then the header "X-Seen" is "route, use"

  @spec:router-operations/router.route @4.x @5.x
  Scenario: each call of router.route creates a new route
    Given the app:
      """js
      const router = fw.Router()
      router.route('/x').get((req, res, next) => { res.append('X-Seen', 'first'); next() })
      router.route('/x').get((req, res) => { res.append('X-Seen', 'second'); res.send('ok') })
      app.use(router)
      """
    When I send "GET /x"
    Then the header "X-Seen" is "first, second"

  @spec:router-operations/router.route @4.x @5.x
  Scenario: a route with no handler for the verb is skipped
    Given the app:
      """js
      const router = fw.Router()
      router.route('/x').post((req, res) => res.send('post'))
      router.get('/x', (req, res) => res.send('get elsewhere'))
      app.use(router)
      """
    When I send "GET /x"
    Then the body is "get elsewhere"
