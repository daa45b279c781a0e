@routing
Feature: router.use
  `router.use([path], [function, ...] function)` mounts middleware at path
  (default '/'). The mount path is stripped. Order of definition is
  precedence. Middleware added through one router runs for any request whose
  path matches, even when routed through another router mounted on the same
  path.

  @spec:router-operations/router.use @4.x @5.x
  Scenario Outline: router.use without a path runs for <path>
    Given the app:
      """js
      const router = fw.Router()
      router.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.use(router)
      """
    When I send "GET <path>"
    Then the JSON body is '<json>'

    Examples:
      | path        | json                               |
      | /           | {"url":"/","baseUrl":""}           |
      | /a          | {"url":"/a","baseUrl":""}          |
      | /a/b?c=d    | {"url":"/a/b?c=d","baseUrl":""}    |

  @spec:router-operations/router.use @4.x @5.x
  Scenario Outline: router.use('/admin') on <path> <verdict>
    Given the app:
      """js
      const router = fw.Router()
      router.use('/admin', (req, res) => res.json({ url: req.url, baseUrl: req.baseUrl, originalUrl: req.originalUrl }))
      app.use(router)
      app.use((req, res) => res.status(404).send('not mounted'))
      """
    When I send "GET <path>"
    Then the status is <status>
    And the body is '<body>'

    Examples:
      | path                  | verdict                         | status | body                                                                     |
      | /admin                | strips the mount path to '/'    | 200    | {"url":"/","baseUrl":"/admin","originalUrl":"/admin"}                    |
      | /admin/               | strips the mount path           | 200    | {"url":"/","baseUrl":"/admin","originalUrl":"/admin/"}                   |
      | /admin/users/1        | strips the mount path           | 200    | {"url":"/users/1","baseUrl":"/admin","originalUrl":"/admin/users/1"}     |
      | /admin/users?x=1      | keeps the query string          | 200    | {"url":"/users?x=1","baseUrl":"/admin","originalUrl":"/admin/users?x=1"} |
      | /ADMIN/x              | matches case-insensitively      | 200    | {"url":"/x","baseUrl":"/ADMIN","originalUrl":"/ADMIN/x"}                 |
      | /administrator        | does not match a longer segment | 404    | not mounted                                                              |
      | /admin.json           | does not match an extension     | 404    | not mounted                                                              |
      | /other/admin          | does not match elsewhere        | 404    | not mounted                                                              |

  @spec:router-operations/router.use @4.x @5.x
  Scenario: the mount path is restored after the mounted middleware calls next()
    Given the app:
      """js
      const router = fw.Router()
      router.use('/admin', (req, res, next) => { res.set('X-Inner-Url', req.url); next() })
      router.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.use(router)
      """
    When I send "GET /admin/x"
    Then the header "X-Inner-Url" is "/x"
    And the JSON body is '{"url":"/admin/x","baseUrl":""}'

  @spec:router-operations/router.use @4.x @5.x
  Scenario Outline: a mount at '/a' whose middleware sets req.url to <to> on <path>: next() restores it as <url>
    Given the app:
      """js
      app.use('/a', (req, res, next) => { req.url = <to>; next() })
      app.use((req, res) => res.json({ url: req.url }))
      """
    When I send "GET <path>"
    Then the JSON body is '{"url":"<url>"}'

    Examples:
      | to        | path  | url         |
      | '/'       | /a    | /a          |
      | ''        | /a    | /a          |
      | '/?x=1'   | /a    | /a?x=1      |
      | '/b'      | /a/   | /a/b        |
      | '/b'      | /a/x  | /a/b        |
      | 'b'       | /a/x  | /ab         |

  @spec:router-operations/router.use @4.x
  Scenario Outline: 4.x a mount at '/a' whose middleware sets req.url to <to> on <path>: next() drops its first character, req.url is <url>
    Given the app:
      """js
      app.use('/a', (req, res, next) => { req.url = <to>; next() })
      app.use((req, res) => res.json({ url: req.url }))
      """
    When I send "GET <path>"
    Then the JSON body is '{"url":"<url>"}'

    Examples:
      | to        | path    | url        |
      | '/b'      | /a      | /ab        |
      | '/b?x=1'  | /a?q=1  | /ab?x=1    |
      | 'b'       | /a      | /a         |
      | 'b'       | /a/     | /a/        |

  @spec:router-operations/router.use @5.x
  Scenario Outline: 5.x a mount at '/a' whose middleware sets req.url to <to> on <path>: next() keeps its path separator, req.url is <url>
    Given the app:
      """js
      app.use('/a', (req, res, next) => { req.url = <to>; next() })
      app.use((req, res) => res.json({ url: req.url }))
      """
    When I send "GET <path>"
    Then the JSON body is '{"url":"<url>"}'

    Examples:
      | to        | path    | url         |
      | '/b'      | /a      | /a/b        |
      | '/b?x=1'  | /a?q=1  | /a/b?x=1    |
      | 'b'       | /a      | /ab         |
      | 'b'       | /a/     | /a/b        |

  @spec:router-operations/router.use @4.x
  Scenario: 4.x a rewrite of req.url to '/b' under '/a' in a router mounted at '/m' is restored through both mounts as '/m/ab'
    Given the app:
      """js
      const router = fw.Router()
      router.use('/a', (req, res, next) => { req.url = '/b'; next() })
      router.use((req, res, next) => { res.set('X-Router-Url', req.url); next() })
      app.use('/m', router)
      app.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      """
    When I send "GET /m/a"
    Then the header "X-Router-Url" is "/ab"
    And the JSON body is '{"url":"/m/ab","baseUrl":""}'

  @spec:router-operations/router.use @5.x
  Scenario: 5.x a rewrite of req.url to '/b' under '/a' in a router mounted at '/m' is restored through both mounts as '/m/a/b'
    Given the app:
      """js
      const router = fw.Router()
      router.use('/a', (req, res, next) => { req.url = '/b'; next() })
      router.use((req, res, next) => { res.set('X-Router-Url', req.url); next() })
      app.use('/m', router)
      app.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      """
    When I send "GET /m/a"
    Then the header "X-Router-Url" is "/a/b"
    And the JSON body is '{"url":"/m/a/b","baseUrl":""}'

  @spec:router-operations/router.use @4.x @5.x
  Scenario Outline: after a mount at <mount> calls next() on "/a.b", req.url is "/a.b" again and a mount at '/a' does not match it
    Given the app:
      """js
      app.use(<mount>, (req, res, next) => next())
      app.use('/a', (req, res) => res.send('mounted at /a: ' + req.url))
      app.use((req, res) => res.send('after the mounts: ' + req.url))
      """
    When I send "GET /a.b"
    Then the body is "after the mounts: /a.b"

    Examples:
      | mount   |
      | /^\/a/  |
      | '/:any' |

  @spec:router-operations/router.use @4.x @5.x @slow
  Scenario Outline: <count> middleware that call next() synchronously do not overflow the stack
    Given the app:
      """js
      for (let i = 0; i < <count>; i++) app.use((req, res, next) => next())
      app.get('/', (req, res) => res.send('reached the end'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "reached the end"

    Examples:
      | count  |
      | 20000  |

  @spec:router-operations/router.route @4.x @5.x @slow
  Scenario: 20000 route handlers and routes that call next() synchronously do not overflow the stack
    Given the app:
      """js
      const passOn = (req, res, next) => next()
      for (let i = 0; i < 10000; i++) app.get('/', passOn)
      app.get('/', ...Array.from({ length: 10000 }, () => passOn), (req, res) => res.send('reached the end'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "reached the end"

  @spec:router-operations/router.use @4.x @5.x
  Scenario: router.use runs middleware in the order of definition
    Given the app:
      """js
      const router = fw.Router()
      router.use((req, res, next) => { res.append('X-Seen', 'one'); next() })
      router.use('/a', (req, res, next) => { res.append('X-Seen', 'two'); next() })
      router.get('/a', (req, res, next) => { res.append('X-Seen', 'route'); next() })
      router.use((req, res) => { res.append('X-Seen', 'three'); res.send('end') })
      app.use(router)
      """
    When I send "GET /a"
    Then the header "X-Seen" is "one, two, route, three"

  @spec:router-operations/router.use @4.x @5.x
  Scenario: middleware defined first takes precedence over a later route for the same path
    Given the app:
      """js
      const router = fw.Router()
      router.use('/a', (req, res) => res.send('middleware'))
      router.get('/a', (req, res) => res.send('route'))
      app.use(router)
      """
    When I send "GET /a"
    Then the body is "middleware"

  @spec:router-operations/router.use @4.x @5.x @since:4.6.0
  Scenario: router.use accepts several functions and arrays of functions
    Given the app:
      """js
      const router = fw.Router()
      const mark = (n) => (req, res, next) => { res.append('X-Seen', n); next() }
      router.use('/a', mark('1'), [mark('2'), [mark('3')]], (req, res) => res.send('end'))
      app.use(router)
      """
    When I send "GET /a"
    Then the header "X-Seen" is "1, 2, 3"

  @spec:router-operations/router.use @4.x @5.x
  Scenario: router.use with a parameter in the mount path strips the matched value
    Given the app:
      """js
      const router = fw.Router()
      router.use('/user/:id', (req, res) => res.json({ url: req.url, baseUrl: req.baseUrl, params: req.params }))
      app.use(router)
      """
    When I send "GET /user/42/photos"
    Then the JSON body is '{"url":"/photos","baseUrl":"/user/42","params":{"id":"42"}}'

  @spec:router-operations/router.use @4.x @5.x @since:4.6.0
  Scenario: router.use with an array of paths mounts the middleware on each
    Given the app:
      """js
      const router = fw.Router()
      router.use(['/a', '/b'], (req, res) => res.json({ baseUrl: req.baseUrl, url: req.url }))
      app.use(router)
      """
    When I send "GET /b/c"
    Then the JSON body is '{"baseUrl":"/b","url":"/c"}'

  @spec:router-operations/router.use @4.x @5.x
  Scenario: middleware of one router runs for requests answered by another router on the same path
    Given the app:
      """js
      const first = fw.Router()
      const second = fw.Router()
      first.use((req, res, next) => { res.set('X-First', 'ran'); next() })
      first.get('/only-first', (req, res) => res.send('first'))
      second.get('/users', (req, res) => res.send('second router'))
      app.use('/api', first)
      app.use('/api', second)
      """
    When I send "GET /api/users"
    Then the body is "second router"
    And the header "X-First" is "ran"

  @spec:router-operations/router.use @4.x @5.x
  Scenario: the same router mounted on two paths serves both
    Given the app:
      """js
      const router = fw.Router()
      router.get('/x', (req, res) => res.send('x under ' + req.baseUrl))
      app.use('/one', router)
      app.use('/two', router)
      """
    When I send "GET /one/x"
    Then the body is "x under /one"
    When I send "GET /two/x"
    Then the body is "x under /two"

  @spec:router-operations/router.use @4.x @5.x
  Scenario: an error-handling middleware added with router.use receives errors from the router
    Given the app:
      """js
      const router = fw.Router()
      router.get('/x', (req, res, next) => next(new Error('router failure')))
      router.use((err, req, res, next) => res.status(500).send('router handled ' + err.message))
      app.use(router)
      """
    When I send "GET /x"
    Then the status is 500
    And the body is "router handled router failure"

  @spec:router-operations/router.use @4.x @5.x
  Scenario: router.use with a non-function throws a TypeError
    Given the app:
      """js
      let error = null
      try { fw.Router().use('/x', 'not a function') } catch (e) { error = e.name }
      app.get('/', (req, res) => res.json({ error }))
      """
    When I send "GET /"
    Then the JSON body is '{"error":"TypeError"}'

  @spec:router-operations/router.use @4.x @5.x
  Scenario: router.use('/') is the same as router.use without a path
    Given the app:
      """js
      const router = fw.Router()
      router.use('/', (req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.use('/api', router)
      """
    When I send "GET /api/x/y"
    Then the JSON body is '{"url":"/x/y","baseUrl":"/api"}'

  @spec:router-operations/router.use @4.x @5.x
  Scenario: an error-handling middleware in router.use is skipped when there is no error
    Given the app:
      """js
      const router = fw.Router()
      router.use((err, req, res, next) => res.status(500).send('error handler'))
      router.use((req, res) => res.send('normal'))
      app.use(router)
      """
    When I send "GET /"
    Then the status is 200
    And the body is "normal"

  @spec:router-operations/router.use @4.x @5.x @since:4.6.0
  Scenario: router.use with a regular expression mounts at the matched prefix
    Given the app:
      """js
      const router = fw.Router()
      router.use(/^\/v\d+/, (req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.use(router)
      """
    When I send "GET /v3/items"
    Then the JSON body is '{"url":"/items","baseUrl":"/v3"}'

  @spec:router-operations/router.use @4.x @5.x @since:4.6.0
  Scenario: a regular expression mount path that matches only past the start of the path does not mount there
    Given the app:
      """js
      const router = fw.Router()
      router.use(/\/v\d+/, (req, res) => res.send('mounted'))
      router.use((req, res) => res.send('not mounted ' + req.url))
      app.use(router)
      """
    When I send "GET /ab/v3/items"
    Then the body is "not mounted /ab/v3/items"
    When I send "GET /v3/items"
    Then the body is "mounted"

  @spec:router-operations/router.use @spec:req-properties/req.path @4.x @5.x
  Scenario: a request whose target is an absolute URL is routed by its path, and a mount strips the path only
    Given the app:
      """js
      app.use('/blog', (req, res) => res.json({ url: req.url, path: req.path, baseUrl: req.baseUrl, originalUrl: req.originalUrl }))
      """
    When I send on one connection:
      """
      GET http://example.com/blog/post?x=1 HTTP/1.1
      Host: example.com

      """
    Then the responses on the connection are:
      | status | body                                                                                                     |
      | 200    | {"url":"http://example.com/post?x=1","path":"/post","baseUrl":"/blog","originalUrl":"http://example.com/blog/post?x=1"} |
    When I send on one connection:
      """
      GET http://example.com/blog/post HTTP/1.1
      Host: example.com

      """
    Then the responses on the connection are:
      | status | body                                                                                               |
      | 200    | {"url":"http://example.com/post","path":"/post","baseUrl":"/blog","originalUrl":"http://example.com/blog/post"} |

  @spec:router-operations/router.use @4.x @5.x
  Scenario: a sub-app mounted with router.use gets its own settings and the stripped path
    Given the app:
      """js
      const router = fw.Router()
      const sub = fw()
      sub.get('/hello', (req, res) => res.json({ url: req.url, baseUrl: req.baseUrl, sameApp: req.app === sub }))
      router.use('/sub', sub)
      app.use('/r', router)
      """
    When I send "GET /r/sub/hello"
    Then the JSON body is '{"url":"/hello","baseUrl":"/r/sub","sameApp":true}'

  @spec:router-operations/router.use @4.x
  Scenario Outline: 4.x a mount at '/p' on <path> takes one '/' after it: req.url is <url>
    Given the app:
      """js
      const router = fw.Router()
      router.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.use('/p', router)
      """
    When I send "GET <path>"
    Then the JSON body is '{"url":"<url>","baseUrl":"/p"}'

    Examples:
      | path     | url   |
      | /p/42    | /42   |
      | /p//42   | /42   |
      | /p///42  | //42  |
      | /p//     | /     |

  @spec:router-operations/router.use @5.x
  Scenario Outline: 5.x a mount at '/p' on <path> takes none of the slashes after it: req.url is <url>
    Given the app:
      """js
      const router = fw.Router()
      router.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.use('/p', router)
      """
    When I send "GET <path>"
    Then the JSON body is '{"url":"<url>","baseUrl":"/p"}'

    Examples:
      | path     | url    |
      | /p/42    | /42    |
      | /p//42   | //42   |
      | /p///42  | ///42  |
      | /p//     | //     |

  @spec:router-operations/router.use @4.x @5.x
  Scenario Outline: a mount without a path takes nothing of <path>
    Given the app:
      """js
      const router = fw.Router()
      router.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.use(router)
      """
    When I send "GET <path>"
    Then the JSON body is '{"url":"<path>","baseUrl":""}'

    Examples:
      | path  |
      | //x   |
      | ///x  |
