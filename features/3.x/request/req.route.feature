@req
Feature: req.route (3.x)
  3.x `req.route` is the currently matched route: a record with path, method,
  callbacks, keys and regexp.

  @spec:req-3x/route @3.x
  Scenario: req.route describes the matched route
    Given the app:
      """js
      app.get('/user/:id?', (req, res) => res.json({
        path: req.route.path,
        method: req.route.method,
        keys: req.route.keys,
        callbacks: req.route.callbacks.length,
        regexp: req.route.regexp instanceof RegExp,
      }))
      """
    When I send "GET /user/7"
    Then the JSON body is '{"path":"/user/:id?","method":"get","keys":[{"name":"id","optional":true}],"callbacks":1,"regexp":true}'

  @spec:req-3x/route @3.x
  Scenario: after next('route') req.route is the next matching route
    Given the app:
      """js
      app.get('/a', (req, res, next) => { req.first = req.route.path; next('route') })
      app.get('/:name', (req, res) => res.json({ first: req.first, second: req.route.path }))
      """
    When I send "GET /a"
    Then the JSON body is '{"first":"/a","second":"/:name"}'

  @spec:req-3x/route @3.x
  Scenario: a HEAD request matched by a get route has the get route as req.route
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-Route', req.route.method + ' ' + req.route.path).end())
      """
    When I send "HEAD /"
    Then the header "X-Route" is "get /"
