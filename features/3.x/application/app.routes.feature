@application
Feature: app.routes (3.x)
  In 3.x `app.routes` is an object that maps each HTTP verb (lowercase) to an
  array of route records. A record has path, method, callbacks, keys (entries
  with name and optional) and regexp.

  @spec:app-3x/routes @3.x
  Scenario: app.routes is empty before any route is defined
    Given the app:
      """js
      const before = Object.keys(app.routes)
      const report = fw()
      report.get('/', (req, res) => res.json({ before }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"before":[]}'

  @spec:app-3x/routes @3.x
  Scenario: app.routes maps each lowercase verb to its route records in definition order
    Given the app:
      """js
      app.get('/a', (req, res) => res.end())
      app.post('/b', (req, res) => res.end())
      app.get('/c', (req, res) => res.end())
      app.get('/', (req, res) => res.json({
        verbs: Object.keys(app.routes),
        get: app.routes.get.map((r) => r.path),
        post: app.routes.post.map((r) => r.path),
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"verbs":["get","post"],"get":["/a","/c","/"],"post":["/b"]}'

  @spec:app-3x/routes @3.x
  Scenario: a route record has path, method, callbacks, keys and regexp
    Given the app:
      """js
      const one = (req, res, next) => next()
      const two = (req, res) => res.end()
      app.get('/user/:id/:op?', one, two)
      const record = app.routes.get[0]
      app.get('/', (req, res) => res.json({
        path: record.path,
        method: record.method,
        callbacks: record.callbacks.length === 2 && record.callbacks[0] === one && record.callbacks[1] === two,
        keys: record.keys,
        regexp: record.regexp instanceof RegExp,
        matches: [record.regexp.test('/user/1'), record.regexp.test('/user/1/edit'), record.regexp.test('/other')],
      }))
      """
    When I send "GET /"
    Then the JSON body is:
      """json
      {
        "path": "/user/:id/:op?",
        "method": "get",
        "callbacks": true,
        "keys": [{ "name": "id", "optional": false }, { "name": "op", "optional": true }],
        "regexp": true,
        "matches": [true, true, false]
      }
      """

  @spec:app-3x/routes @3.x
  Scenario: app.all records the route under every verb
    Given the app:
      """js
      app.all('/any', (req, res) => res.end())
      app.get('/', (req, res) => res.json({
        get: app.routes.get.some((r) => r.path === '/any'),
        post: app.routes.post.some((r) => r.path === '/any'),
        delete: app.routes.delete[0].path,
        method: app.routes.put[0].method,
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"get":true,"post":true,"delete":"/any","method":"put"}'

  @spec:app-3x/routes @3.x
  Scenario: a regular-expression route records the expression itself and no keys
    Given the app:
      """js
      const pattern = /^\/files\/(.*)$/
      app.get(pattern, (req, res) => res.end())
      app.get('/', (req, res) => res.json({ same: app.routes.get[0].regexp === pattern, keys: app.routes.get[0].keys }))
      """
    When I send "GET /"
    Then the JSON body is '{"same":true,"keys":[]}'
