@application
Feature: app.router (5.x)
  `app.router` (5.x) is the application's built-in router, created lazily on
  first access.

  @spec:app-properties/app.router @5.x
  Scenario: app.router is a router with the routing methods
    Given the app:
      """js
      const router = app.router
      app.get('/', (req, res) => res.json({
        type: typeof router, use: typeof router.use, get: typeof router.get, route: typeof router.route, param: typeof router.param,
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","use":"function","get":"function","route":"function","param":"function"}'

  @spec:app-properties/app.router @5.x
  Scenario: app.router is created once and then the same object on every access
    Given the app:
      """js
      const first = app.router
      app.get('/', (req, res) => res.json({ same: first === app.router }))
      """
    When I send "GET /"
    Then the JSON body is '{"same":true}'

  @spec:app-properties/app.router @5.x
  Scenario: routes added on app.router and on app share one router in definition order
    Given the app:
      """js
      const order = []
      app.use((req, res, next) => { order.push('app.use'); next() })
      app.router.use((req, res, next) => { order.push('app.router.use'); next() })
      app.get('/', (req, res, next) => { order.push('app.get'); next() })
      app.router.get('/', (req, res) => { order.push('app.router.get'); res.json(order) })
      """
    When I send "GET /"
    Then the JSON body is '["app.use","app.router.use","app.get","app.router.get"]'

  @spec:app-properties/app.router @5.x
  Scenario: the router created on first access of app.router is the one that serves the app
    Given the app:
      """js
      const fresh = fw()
      const router = fresh.router
      router.get('/', (req, res) => res.send('lazy router serves'))
      return fresh
      """
    When I send "GET /"
    Then the body is "lazy router serves"

  @spec:app-properties/app.router @5.x
  Scenario: app.router of a sub-app is its own router
    Given the app:
      """js
      const sub = fw()
      sub.router.get('/', (req, res) => res.json({ distinct: sub.router !== app.router }))
      app.use('/sub', sub)
      """
    When I send "GET /sub"
    Then the JSON body is '{"distinct":true}'

  @spec:app-properties/app.router @5.x
  Scenario: app.router params and routes behave like a router's
    Given the app:
      """js
      app.router.param('id', (req, res, next, id) => { req.loaded = 'item ' + id; next() })
      app.router.route('/item/:id').get((req, res) => res.send(req.loaded))
      """
    When I send "GET /item/7"
    Then the body is "item 7"
