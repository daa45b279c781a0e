@routing
Feature: app.METHOD
  `app.METHOD(path, callback [, callback ...])` routes requests of the lowercase
  HTTP method. Methods: checkout, copy, delete, get, head, lock, merge,
  mkactivity, mkcol, move, m-search, notify, options, patch, post, purge, put,
  report, search, subscribe, trace, unlock, unsubscribe. Use bracket notation
  for 'm-search'. `app.get` also handles HEAD if `app.head` was not registered
  earlier for that path. Callbacks may call next('route') to skip the remaining
  callbacks of the route. 5.x: a callback that throws or returns a rejected
  promise causes next(err) automatically.

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario Outline: app.<method> routes <verb> requests to its callback
    Given the app:
      """js
      app['<method>']('/thing', (req, res) => res.set('X-Handled-By', '<method>').send(req.method))
      """
    When I send "<verb> /thing"
    Then the status is 200
    And the header "X-Handled-By" is "<method>"
    And the body is "<verb>"

    Examples:
      | method      | verb        |
      | checkout    | CHECKOUT    |
      | copy        | COPY        |
      | delete      | DELETE      |
      | get         | GET         |
      | lock        | LOCK        |
      | merge       | MERGE       |
      | mkactivity  | MKACTIVITY  |
      | mkcol       | MKCOL       |
      | move        | MOVE        |
      | m-search    | M-SEARCH    |
      | notify      | NOTIFY      |
      | options     | OPTIONS     |
      | patch       | PATCH       |
      | post        | POST        |
      | put         | PUT         |
      | report      | REPORT      |
      | search      | SEARCH      |
      | subscribe   | SUBSCRIBE   |
      | trace       | TRACE       |
      | unlock      | UNLOCK      |
      | unsubscribe | UNSUBSCRIBE |

    @since:4.2.0
    Examples:
      | method      | verb        |
      | purge       | PURGE       |

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: app.head routes HEAD requests and the response has no body
    Given the app:
      """js
      app.head('/thing', (req, res) => res.set('X-Handled-By', 'head').send('ignored body'))
      """
    When I send "HEAD /thing"
    Then the status is 200
    And the header "X-Handled-By" is "head"
    And the body is empty

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario Outline: app.<method> does not answer <verb> requests
    Given the app:
      """js
      app['<method>']('/thing', (req, res) => res.send('<method>'))
      app.use((req, res) => res.status(404).send('no route for ' + req.method))
      """
    When I send "<verb> /thing"
    Then the status is 404
    And the body is "no route for <verb>"

    Examples:
      | method   | verb     |
      | get      | POST     |
      | post     | GET      |
      | put      | PATCH    |
      | delete   | GET      |
      | m-search | SEARCH   |
      | search   | M-SEARCH |

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: app.get also handles HEAD when no app.head was registered for the path
    Given the app:
      """js
      app.get('/thing', (req, res) => res.set('X-Handled-By', 'get').send('hello'))
      """
    When I send "HEAD /thing"
    Then the status is 200
    And the header "X-Handled-By" is "get"
    And the header "Content-Length" is "5"
    And the body is empty

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: app.head registered earlier for the path wins over app.get for HEAD
    Given the app:
      """js
      app.head('/thing', (req, res) => res.set('X-Handled-By', 'head').end())
      app.get('/thing', (req, res) => res.set('X-Handled-By', 'get').send('hello'))
      """
    When I send "HEAD /thing"
    Then the header "X-Handled-By" is "head"

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: app.head registered after app.get for the path does not see HEAD requests
    Given the app:
      """js
      app.get('/thing', (req, res) => res.set('X-Handled-By', 'get').send('hello'))
      app.head('/thing', (req, res) => res.set('X-Handled-By', 'head').end())
      """
    When I send "HEAD /thing"
    Then the header "X-Handled-By" is "get"

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: app.get still answers GET when app.head is registered for the same path
    Given the app:
      """js
      app.head('/thing', (req, res) => res.set('X-Handled-By', 'head').end())
      app.get('/thing', (req, res) => res.set('X-Handled-By', 'get').send('hello'))
      """
    When I send "GET /thing"
    Then the header "X-Handled-By" is "get"
    And the body is "hello"

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: app.METHOD runs several callbacks in order when each calls next()
    Given the app:
      """js
      const seen = (name) => (req, res, next) => { res.append('X-Seen', name); next() }
      app.get('/thing', seen('a'), [seen('b'), seen('c')], seen('d'), (req, res) => res.send('done'))
      """
    When I send "GET /thing"
    Then the header "X-Seen" is "a, b, c, d"
    And the body is "done"

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: next('route') skips the remaining callbacks of the route and reaches the next route
    Given the app:
      """js
      app.get('/user/:id', (req, res, next) => {
        if (req.params.id === '0') return next('route')
        next()
      }, (req, res) => res.send('regular'))
      app.get('/user/:id', (req, res) => res.send('special'))
      """
    When I send "GET /user/0"
    Then the body is "special"
    When I send "GET /user/7"
    Then the body is "regular"

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: next('route') from the last route falls through to the 404 handler
    Given the app:
      """js
      app.get('/thing', (req, res, next) => next('route'), (req, res) => res.send('skipped'))
      """
    When I send "GET /thing"
    Then the status is 404

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: a path array routes every listed path to the callback
    Given the app:
      """js
      app.get(['/a', '/b', /^\/c$/], (req, res) => res.send('hit ' + req.path))
      """
    When I send "GET /a"
    Then the body is "hit /a"
    When I send "GET /b"
    Then the body is "hit /b"
    When I send "GET /c"
    Then the body is "hit /c"
    When I send "GET /d"
    Then the status is 404

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: the first matching route answers; later routes for the same path do not run
    Given the app:
      """js
      app.get('/thing', (req, res) => res.send('first'))
      app.get('/thing', (req, res) => res.send('second'))
      """
    When I send "GET /thing"
    Then the body is "first"

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: a route path matches with one trailing slash but not with another character after it
    Given the app:
      """js
      app.get('/api/foo', (req, res) => res.send('foo'))
      """
    When I send "GET /api/foo/"
    Then the body is "foo"
    When I send "GET /api/foox"
    Then the status is 404

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: a request with no matching route gets 404
    Given the app:
      """js
      app.get('/thing', (req, res) => res.send('thing'))
      """
    When I send "GET /other"
    Then the status is 404

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: an OPTIONS request with no options route is answered with the allowed methods
    Given the app:
      """js
      app.get('/thing', (req, res) => res.send('get'))
      app.post('/thing', (req, res) => res.send('post'))
      """
    When I send "OPTIONS /thing"
    Then the status is 200
    And the header "Allow" matches "^GET, ?HEAD, ?POST$"

  @spec:app-operations/app.METHOD @5.x
  Scenario: 5.x the automatic OPTIONS answer lists the methods sorted, joined by ", ", as a plain-text body
    Given the app:
      """js
      app.post('/thing', (req, res) => res.send('post'))
      app.get('/thing', (req, res) => res.send('get'))
      app.delete('/thing', (req, res) => res.send('delete'))
      """
    When I send "OPTIONS /thing"
    Then the status is 200
    And the header "Allow" is "DELETE, GET, HEAD, POST"
    And the header "Content-Type" is "text/plain"
    And the body is "DELETE, GET, HEAD, POST"

  @spec:app-operations/app.METHOD @4.x
  Scenario: 4.x the automatic OPTIONS answer lists the methods in the order of the routes, HEAD after GET, joined by ","
    Given the app:
      """js
      app.post('/thing', (req, res) => res.send('post'))
      app.get('/thing', (req, res) => res.send('get'))
      app.delete('/thing', (req, res) => res.send('delete'))
      """
    When I send "OPTIONS /thing"
    Then the status is 200
    And the header "Allow" is "POST,GET,HEAD,DELETE"
    And the body is "POST,GET,HEAD,DELETE"

  @spec:app-operations/app.METHOD @spec:errors/async-throw @spec:v5-differences/async-errors @5.x
  Scenario: 5.x an async callback that rejects reaches the error handler
    Given the app:
      """js
      app.get('/thing', async (req, res) => { throw new Error('async boom') })
      app.use((err, req, res, next) => res.status(500).send('caught: ' + err.message))
      """
    When I send "GET /thing"
    Then the status is 500
    And the body is "caught: async boom"

  @spec:app-operations/app.METHOD @spec:errors/async-throw @spec:v5-differences/async-errors @5.x
  Scenario: 5.x a callback that returns a rejected promise reaches the error handler
    Given the app:
      """js
      app.get('/thing', (req, res) => Promise.reject(Object.assign(new Error('rejected'), { status: 418 })))
      app.use((err, req, res, next) => res.status(err.status).send('caught: ' + err.message))
      """
    When I send "GET /thing"
    Then the status is 418
    And the body is "caught: rejected"

  @spec:app-operations/app.METHOD @spec:errors/async-throw @spec:v5-differences/async-errors @5.x
  Scenario: 5.x a rejection with no reason still reaches the error handler with an error
    Given the app:
      """js
      app.get('/thing', (req, res) => Promise.reject())
      app.use((err, req, res, next) => res.status(500).send('caught: ' + (err instanceof Error)))
      """
    When I send "GET /thing"
    Then the status is 500
    And the body is "caught: true"

  @spec:app-operations/app.METHOD @spec:errors/async-throw @spec:v5-differences/async-errors @5.x
  Scenario: 5.x a rejected async middleware skips the remaining handlers
    Given the app:
      """js
      app.use(async (req, res, next) => { await null; throw new Error('from middleware') })
      app.get('/thing', (req, res) => res.send('not reached'))
      app.use((err, req, res, next) => res.status(500).send('caught: ' + err.message))
      """
    When I send "GET /thing"
    Then the body is "caught: from middleware"

  @spec:app-operations/app.METHOD @spec:errors/async-throw @5.x
  Scenario: 5.x an async callback that resolves does not call next
    Given the app:
      """js
      app.get('/thing', async (req, res) => { await null; res.send('resolved') })
      app.get('/thing', (req, res) => res.send('next route'))
      """
    When I send "GET /thing"
    Then the status is 200
    And the body is "resolved"

  @spec:app-operations/app.METHOD @spec:errors/async-throw @5.x
  Scenario: 5.x an async error handler that rejects passes the error on to the next error handler
    Given the app:
      """js
      app.get('/thing', (req, res) => { throw new Error('first') })
      app.use(async (err, req, res, next) => { throw new Error(err.message + ' then second') })
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /thing"
    Then the body is "first then second"

  @spec:app-operations/app.METHOD @spec:errors/next-err @4.x @5.x
  Scenario: a callback that throws synchronously reaches the error handler
    Given the app:
      """js
      app.get('/thing', (req, res) => { throw new Error('sync boom') })
      app.use((err, req, res, next) => res.status(500).send('caught: ' + err.message))
      """
    When I send "GET /thing"
    Then the status is 500
    And the body is "caught: sync boom"

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario Outline: a method outside the listed ones, app.<method>, behaves like the listed ones
    Given the app:
      """js
      app['<method>']('/thing', (req, res) => res.set('X-Handled-By', '<method>').end())
      """
    When I send "<verb> /thing"
    Then the status is 200
    And the header "X-Handled-By" is "<method>"

    Examples:
      | method    | verb      |
      | propfind  | PROPFIND  |
      | proppatch | PROPPATCH |
      | link      | LINK      |
      | unlink    | UNLINK    |
      | bind      | BIND      |

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario Outline: app.get with <callback> instead of a function throws when the route is defined, an error that says a function is required
    Given the app:
      """js
      let refused = false, crash = null
      try { app.get('/thing', <callback>) } catch (e) {
        // a refusal names the callback (or handler) and the function it must be; a crash from a typo does not
        refused = e instanceof Error && /function/.test(e.message) && /callback|handler/.test(e.message)
        crash = e instanceof ReferenceError || /is not a function|is not iterable|is not defined|Cannot read|Cannot set/.test(e.message)
      }
      app.get('/result', (req, res) => res.json({ refused, crash }))
      """
    When I send "GET /result"
    Then the JSON body is '{"refused":true,"crash":false}'

    Examples:
      | callback      |
      | 'not a fn'    |
      | undefined     |
      | {}            |
      | [() => {}, 1] |

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: app.get with a single string argument reads a setting instead of defining a route
    Given the app:
      """js
      app.set('title', 'My Site')
      const title = app.get('title')
      app.get('/', (req, res) => res.json({ title }))
      """
    When I send "GET /"
    Then the JSON body is '{"title":"My Site"}'

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: an app given as a callback of app.get runs with the full URL, since routes do not strip their path
    Given the app:
      """js
      const sub = fw()
      sub.use((req, res) => res.json({ url: req.url, baseUrl: req.baseUrl }))
      app.get('/thing', sub)
      """
    When I send "GET /thing?x=1"
    Then the status is 200
    And the JSON body is '{"url":"/thing?x=1","baseUrl":""}'

  @spec:app-operations/app.METHOD @spec:errors/next-err @4.x @5.x
  Scenario: an OPTIONS request whose middleware passes an error on gets the error, not the automatic answer
    Given the app:
      """js
      app.get('/thing', (req, res) => res.send('get'))
      app.use((req, res, next) => next(Object.assign(new Error('refused'), { status: 403 })))
      """
    When I send "OPTIONS /thing"
    Then the status is 403
    And the header "Allow" is absent

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: an OPTIONS request whose response a middleware started before next() is cut, not answered twice
    Given the app:
      """js
      app.use((req, res, next) => { res.writeHead(200, { 'Content-Type': 'text/plain' }); res.write('started'); next() })
      app.get('/thing', (req, res) => res.send('get'))
      """
    When I send on one connection:
      """
      OPTIONS /thing HTTP/1.1

      """
    Then the server closed the connection without finishing a response
