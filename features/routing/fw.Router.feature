@routing
Feature: fw.Router and router options
  `fw.Router([options])` returns a router: a mini-application that can only do
  middleware and routing, usable as a callback or as the argument of `use()` of
  an app or another router. Options: caseSensitive (disabled: '/Foo' and '/foo'
  are the same unless enabled), mergeParams (false, 4.5.0+: preserve
  `req.params` of the parent router; the child's value wins on conflict),
  strict (disabled: '/foo' and '/foo/' are the same unless enabled).

  @spec:top-level/fw.Router @spec:objects/router @4.x @5.x
  Scenario: a router mounted with app.use answers its routes under the mount path
    Given the app:
      """js
      const router = fw.Router()
      router.get('/hello', (req, res) => res.send('hello from router'))
      app.use('/r', router)
      """
    When I send "GET /r/hello"
    Then the body is "hello from router"
    When I send "GET /hello"
    Then the status is 404

  @spec:top-level/fw.Router @spec:objects/router @4.x @5.x
  Scenario: a router is usable directly as a route callback
    Given the app:
      """js
      const router = fw.Router()
      router.use((req, res) => res.send('router saw ' + req.url))
      app.get('/thing', router)
      """
    When I send "GET /thing"
    Then the body is "router saw /thing"

  @spec:top-level/fw.Router @spec:objects/router @4.x @5.x
  Scenario: a router is usable as the request handler of a server on its own
    Given the app:
      """js
      const router = fw.Router()
      router.get('/', (req, res) => res.end('plain router'))
      return (req, res) => router(req, res, () => { res.statusCode = 404; res.end('router done') })
      """
    When I send "GET /"
    Then the body is "plain router"
    When I send "GET /missing"
    Then the status is 404
    And the body is "router done"

  @spec:top-level/fw.Router @4.x
  Scenario: 4.x router.handle(req, res) without a callback runs the router's routes
    Given the app:
      """js
      const router = fw.Router()
      router.get('/', (req, res) => res.send('answered by the router'))
      app.use((req, res) => router.handle(req, res))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "answered by the router"

  @spec:top-level/fw.Router @4.x @5.x
  Scenario: a router given a request without a method passes it to the callback instead of throwing
    Given the app:
      """js
      const router = fw.Router()
      router.get('/', (req, res) => res.send('a GET route must not run'))
      router.use((req, res, next) => next())
      app.get('/', (req, res) => {
        let thrown = null
        try {
          router.handle({ url: '/', headers: {} }, {}, (err) => res.json({ thrown, error: err ? String(err) : null }))
        } catch (e) { thrown = e.name; res.json({ thrown }) }
      })
      """
    When I send "GET /"
    Then the JSON body is '{"thrown":null,"error":null}'

  @spec:top-level/fw.Router @4.x @5.x
  Scenario Outline: <method> with <callback> instead of a function throws when the route is defined, an error that says a function is required
    Given the app:
      """js
      let refused = false, crash = null
      try { (<method>)(<callback>) } catch (e) {
        refused = e instanceof Error && /function|handler/.test(e.message)
        crash = e instanceof ReferenceError || /is not a function|is not iterable|is not defined|Cannot read|Cannot set/.test(e.message)
      }
      app.get('/result', (req, res) => res.json({ refused, crash }))
      """
    When I send "GET /result"
    Then the JSON body is '{"refused":true,"crash":false}'

    Examples:
      | method                           | callback    |
      | app.post.bind(app, '/x')         | 1           |
      | app.put.bind(app, '/x')          | null        |
      | app.delete.bind(app, '/x')       | new Date(0) |
      | app.use.bind(app)                | 1           |
      | app.use.bind(app)                | 'a string'  |
      | app.use.bind(app)                | null        |
      | app.use.bind(app, '/x')          | new Date(0) |
      | (f) => fw.Router().get('/x', f)  | 1           |
      | (f) => fw.Router().patch('/x', f)| null        |
      | (f) => fw.Router().use(f)        | 'a string'  |
      | (f) => fw.Router().use('/x', f)  | new Date(0) |

  @spec:top-level/fw.Router @spec:objects/router @4.x @5.x
  Scenario: a router mounted in another router composes the mount paths
    Given the app:
      """js
      const outer = fw.Router()
      const inner = fw.Router()
      inner.get('/leaf', (req, res) => res.json({ baseUrl: req.baseUrl, path: req.path }))
      outer.use('/inner', inner)
      app.use('/outer', outer)
      """
    When I send "GET /outer/inner/leaf"
    Then the JSON body is '{"baseUrl":"/outer/inner","path":"/leaf"}'

  @spec:top-level/fw.Router @spec:objects/router @4.x @5.x
  Scenario: a router with no matching route passes the request on to the app
    Given the app:
      """js
      const router = fw.Router()
      router.get('/a', (req, res) => res.send('a'))
      app.use(router)
      app.use((req, res) => res.send('after router'))
      """
    When I send "GET /b"
    Then the body is "after router"

  @spec:top-level/fw.Router @spec:objects/router @4.x @5.x
  Scenario: a router has no settings methods of an application
    Given the app:
      """js
      const router = fw.Router()
      app.get('/', (req, res) => res.json({ set: typeof router.set, listen: typeof router.listen, get: typeof router.get, use: typeof router.use, param: typeof router.param, route: typeof router.route }))
      """
    When I send "GET /"
    Then the JSON body is '{"set":"undefined","listen":"undefined","get":"function","use":"function","param":"function","route":"function"}'

  @spec:router-options/casesensitive @spec:top-level/fw.Router @4.x @5.x
  Scenario Outline: router caseSensitive <option>: route '/Foo' <verdict> <path>
    Given the app:
      """js
      const router = fw.Router(<option>)
      router.get('/Foo', (req, res) => res.send('Foo'))
      app.use(router)
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | option                   | path | verdict        | status |
      |                          | /Foo | matches        | 200    |
      |                          | /foo | matches        | 200    |
      |                          | /FOO | matches        | 200    |
      | { caseSensitive: false } | /foo | matches        | 200    |
      | { caseSensitive: true }  | /Foo | matches        | 200    |
      | { caseSensitive: true }  | /foo | does not match | 404    |
      | { caseSensitive: true }  | /FOO | does not match | 404    |

  @spec:router-options/casesensitive @4.x @5.x
  Scenario: router caseSensitive also applies to paths given to router.use
    Given the app:
      """js
      const router = fw.Router({ caseSensitive: true })
      router.use('/Admin', (req, res) => res.send('admin'))
      app.use(router)
      """
    When I send "GET /Admin/x"
    Then the status is 200
    When I send "GET /admin/x"
    Then the status is 404

  @spec:router-options/casesensitive @4.x @5.x
  Scenario: a case-insensitive router keeps the case of parameter values
    Given the app:
      """js
      const router = fw.Router()
      router.get('/user/:name', (req, res) => res.json(req.params))
      app.use(router)
      """
    When I send "GET /USER/TobI"
    Then the JSON body is '{"name":"TobI"}'

  @spec:router-options/casesensitive @4.x @5.x
  Scenario: a router's caseSensitive option is not taken from the app setting
    Given the app:
      """js
      app.enable('case sensitive routing')
      const router = fw.Router()
      router.get('/Foo', (req, res) => res.send('Foo'))
      app.use(router)
      app.get('/Bar', (req, res) => res.send('Bar'))
      """
    When I send "GET /foo"
    Then the status is 200
    And the body is "Foo"
    When I send "GET /bar"
    Then the status is 404

  @spec:router-options/strict @spec:top-level/fw.Router @4.x @5.x
  Scenario Outline: router strict <option>: route '<route>' <verdict> <path>
    Given the app:
      """js
      const router = fw.Router(<option>)
      router.get('<route>', (req, res) => res.send('hit'))
      app.use(router)
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | option            | route | path  | verdict        | status |
      |                   | /foo  | /foo  | matches        | 200    |
      |                   | /foo  | /foo/ | matches        | 200    |
      |                   | /foo/ | /foo  | matches        | 200    |
      | { strict: false } | /foo  | /foo/ | matches        | 200    |
      | { strict: true }  | /foo  | /foo  | matches        | 200    |
      | { strict: true }  | /foo  | /foo/ | does not match | 404    |
      | { strict: true }  | /foo/ | /foo/ | matches        | 200    |
      | { strict: true }  | /foo/ | /foo  | does not match | 404    |

  @spec:router-options/strict @4.x @5.x
  Scenario: a strict router still lets router.use match with or without a trailing slash
    Given the app:
      """js
      const router = fw.Router({ strict: true })
      router.use('/foo', (req, res) => res.send('use saw ' + req.url))
      app.use(router)
      """
    When I send "GET /foo"
    Then the body is "use saw /"
    When I send "GET /foo/"
    Then the body is "use saw /"

  @spec:router-options/mergeparams @spec:top-level/fw.Router @since:4.5.0 @4.x @5.x
  Scenario: without mergeParams a router does not see the parent's parameters
    Given the app:
      """js
      const router = fw.Router()
      router.get('/posts/:pid', (req, res) => res.json(req.params))
      app.use('/users/:uid', router)
      """
    When I send "GET /users/7/posts/3"
    Then the JSON body is '{"pid":"3"}'

  @spec:router-options/mergeparams @since:4.5.0 @4.x @5.x
  Scenario: with mergeParams false explicitly a router does not see the parent's parameters
    Given the app:
      """js
      const router = fw.Router({ mergeParams: false })
      router.get('/posts', (req, res) => res.json(req.params))
      app.use('/users/:uid', router)
      """
    When I send "GET /users/7/posts"
    Then the JSON body is '{}'

  @spec:router-options/mergeparams @since:4.5.0 @4.x @5.x
  Scenario: with mergeParams a router sees the parent's parameters next to its own
    Given the app:
      """js
      const router = fw.Router({ mergeParams: true })
      router.get('/posts/:pid', (req, res) => res.json(req.params))
      app.use('/users/:uid', router)
      """
    When I send "GET /users/7/posts/3"
    Then the JSON body is '{"uid":"7","pid":"3"}'

  @spec:router-options/mergeparams @spec:objects/router @since:4.5.0 @4.x @5.x
  Scenario: with mergeParams a router called with a req.params that is not an object keeps only its own
    Given the app:
      """js
      const router = fw.Router({ mergeParams: true })
      router.get('/:name', (req, res) => res.json(req.params))
      app.use('/user', (req, res, next) => { req.params = 'wat'; router(req, res, next) })
      """
    When I send "GET /user/tj"
    Then the JSON body is '{"name":"tj"}'

  @spec:router-options/mergeparams @since:4.5.0 @4.x @5.x
  Scenario: with mergeParams the child's value wins when both define the same name
    Given the app:
      """js
      const router = fw.Router({ mergeParams: true })
      router.get('/:id', (req, res) => res.json(req.params))
      app.use('/:id', router)
      """
    When I send "GET /parent/child"
    Then the JSON body is '{"id":"child"}'

  @spec:router-options/mergeparams @since:4.5.0 @4.x @5.x
  Scenario: with mergeParams the unnamed captures of a regular expression follow the parent's
    Given the app:
      """js
      const router = fw.Router({ mergeParams: true })
      router.get(/^\/(\d+)$/, (req, res) => res.json(req.params))
      app.use(/^\/(\w+)-(\w+)/, router)
      """
    When I send "GET /ab-cd/42"
    Then the JSON body is '{"0":"ab","1":"cd","2":"42"}'

  @spec:router-options/mergeparams @since:4.5.0 @4.x @5.x
  Scenario: with mergeParams the parent's parameters are visible to router middleware
    Given the app:
      """js
      const router = fw.Router({ mergeParams: true })
      router.use((req, res) => res.json(req.params))
      app.use('/shop/:shop', router)
      """
    When I send "GET /shop/acme/anything"
    Then the JSON body is '{"shop":"acme"}'

  @spec:router-options/mergeparams @since:4.5.0 @4.x @5.x
  Scenario: mergeParams carries parameters through two nested routers
    Given the app:
      """js
      const a = fw.Router({ mergeParams: true })
      const b = fw.Router({ mergeParams: true })
      b.get('/:c', (req, res) => res.json(req.params))
      a.use('/:b', b)
      app.use('/:a', a)
      """
    When I send "GET /1/2/3"
    Then the JSON body is '{"a":"1","b":"2","c":"3"}'

  @spec:router-options/mergeparams @since:4.5.0 @4.x @5.x
  Scenario: with mergeParams the parent's regular-expression captures are merged by index
    Given the app:
      """js
      const router = fw.Router({ mergeParams: true })
      router.get('/:name', (req, res) => res.json(req.params))
      app.use(/^\/v(\d+)/, router)
      """
    When I send "GET /v2/items"
    Then the JSON body is '{"0":"2","name":"items"}'
