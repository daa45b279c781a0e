@routing
Feature: Errors passed to next(err)
  A callback that calls next(err) invokes error handling with err. 5.x: a
  callback that throws or returns a rejected promise invokes next(err)
  automatically. The format of error bodies produced by the framework itself is
  not shown; their status is.

  @spec:errors/next-err @4.x @5.x
  Scenario: next(err) skips the remaining non-error middleware and reaches the error handler
    Given the app:
      """js
      app.get('/x', (req, res, next) => next(new Error('broken')))
      app.use((req, res, next) => res.send('plain middleware'))
      app.use((err, req, res, next) => res.status(500).send('handled ' + err.message))
      """
    When I send "GET /x"
    Then the status is 500
    And the body is "handled broken"

  @spec:errors/next-err @4.x @5.x
  Scenario: the default error handler sends the headers an error carries with its status
    Given the app:
      """js
      app.get('/', (req, res, next) => next(Object.assign(new Error('who are you'), { status: 401, headers: { 'WWW-Authenticate': 'Basic realm="x"' } })))
      """
    When I send "GET /"
    Then the status is 401
    And the header "WWW-Authenticate" is 'Basic realm="x"'

  @spec:errors/next-err @4.x @5.x
  Scenario: error handlers are skipped when there is no error
    Given the app:
      """js
      app.use((err, req, res, next) => res.status(500).send('error handler'))
      app.get('/x', (req, res) => res.send('normal'))
      """
    When I send "GET /x"
    Then the status is 200
    And the body is "normal"

  @spec:errors/next-err @4.x @5.x
  Scenario: an error handler can pass the error on with next(err)
    Given the app:
      """js
      app.get('/x', (req, res, next) => next(new Error('e')))
      app.use((err, req, res, next) => { res.set('X-Logged', err.message); next(err) })
      app.use((err, req, res, next) => res.status(503).send('second handler'))
      """
    When I send "GET /x"
    Then the status is 503
    And the header "X-Logged" is "e"
    And the body is "second handler"

  @spec:errors/next-err @4.x @5.x
  Scenario: an error handler that calls next() without an error resumes normal middleware
    Given the app:
      """js
      app.get('/x', (req, res, next) => next(new Error('e')))
      app.use((err, req, res, next) => { res.set('X-Recovered', 'yes'); next() })
      app.use((req, res) => res.send('recovered'))
      """
    When I send "GET /x"
    Then the header "X-Recovered" is "yes"
    And the body is "recovered"

  @spec:errors/next-err @4.x @5.x
  Scenario: an error thrown inside an error handler reaches the next error handler
    Given the app:
      """js
      app.get('/x', (req, res, next) => next(new Error('first')))
      app.use((err, req, res, next) => { throw new Error(err.message + ', second') })
      app.use((err, req, res, next) => res.status(500).send(err.message))
      """
    When I send "GET /x"
    Then the body is "first, second"

  @spec:errors/next-err @4.x @5.x
  Scenario Outline: without an error handler the default handler answers <status> for an error with <props>
    Given the app:
      """js
      app.get('/x', (req, res, next) => next(Object.assign(new Error('oops'), <props>)))
      """
    When I send "GET /x"
    Then the status is <status>

    Examples:
      | props                | status |
      | {}                   | 500    |
      | { status: 404 }      | 404    |
      | { statusCode: 403 }  | 403    |
      | { status: 418 }      | 418    |
      | { status: 503 }      | 503    |
      | { status: 200 }      | 500    |
      | { status: 'nope' }   | 500    |

  @spec:errors/next-err @3.x @4.x @5.x
  Scenario: without an error handler an error passed on after the response started cuts the connection
    Given the app:
      """js
      app.get('/x', (req, res, next) => { res.writeHead(200, { 'Content-Type': 'text/plain' }); res.write('started'); next(new Error('late')) })
      """
    When I send on one connection:
      """
      GET /x HTTP/1.1

      """
    Then the server closed the connection without finishing a response

  @spec:objects/application @4.x @5.x
  Scenario: a request a middleware answered before calling next() gets no second answer from the default handler
    Given the app:
      """js
      app.use((req, res, next) => { res.send('answered'); next() })
      """
    When I send on one connection, each after the previous response:
      """
      GET /x HTTP/1.1

      GET /y HTTP/1.1

      """
    Then the responses on the connection are:
      | status | body     |
      | 200    | answered |
      | 200    | answered |

  @spec:errors/next-err @4.x @5.x
  Scenario: next(err) with a non-Error value still reaches the error handler
    Given the app:
      """js
      app.get('/x', (req, res, next) => next('a plain string'))
      app.use((err, req, res, next) => res.status(500).json({ err }))
      """
    When I send "GET /x"
    Then the JSON body is '{"err":"a plain string"}'

  @spec:errors/next-err @4.x @5.x
  Scenario: an error inside a mounted router reaches the app's error handler
    Given the app:
      """js
      const router = fw.Router()
      router.get('/x', (req, res, next) => next(new Error('from router')))
      app.use('/r', router)
      app.use((err, req, res, next) => res.status(500).send('app handled ' + err.message))
      """
    When I send "GET /r/x"
    Then the body is "app handled from router"

  @spec:errors/next-err @4.x @5.x
  Scenario: an error handler mounted on a path only handles errors under that path
    Given the app:
      """js
      app.get('/a/x', (req, res, next) => next(new Error('a')))
      app.get('/b/x', (req, res, next) => next(new Error('b')))
      app.use('/a', (err, req, res, next) => res.status(500).send('handled under /a'))
      app.use((err, req, res, next) => res.status(500).send('handled at root'))
      """
    When I send "GET /a/x"
    Then the body is "handled under /a"
    When I send "GET /b/x"
    Then the body is "handled at root"

  @spec:errors/async-throw @spec:v5-differences/async-errors @5.x
  Scenario Outline: 5.x <kind> reaches next(err)
    Given the app:
      """js
      app.get('/x', <handler>)
      app.use((err, req, res, next) => res.status(500).send('handled ' + err.message))
      """
    When I send "GET /x"
    Then the status is 500
    And the body is "handled boom"

    Examples:
      | kind                                        | handler                                                                     |
      | an async function that throws               | async (req, res) => { throw new Error('boom') }                              |
      | an async function that throws after await   | async (req, res) => { await new Promise((r) => setTimeout(r, 5)); throw new Error('boom') } |
      | a function returning a rejected promise     | (req, res) => Promise.reject(new Error('boom'))                              |
      | a synchronous throw                         | (req, res) => { throw new Error('boom') }                                    |
      | a returned thenable that rejects            | (req, res) => ({ then: (ok, fail) => fail(new Error('boom')) })             |

  @spec:errors/async-throw @5.x
  Scenario: 5.x a rejected promise from route middleware skips the rest of the route
    Given the app:
      """js
      app.get('/x', async (req, res, next) => { throw new Error('boom') }, (req, res) => res.send('not reached'))
      app.use((err, req, res, next) => res.status(500).send('handled ' + err.message))
      """
    When I send "GET /x"
    Then the body is "handled boom"

  @spec:errors/async-throw @5.x
  Scenario: 5.x a rejection from an async route handler without an error handler gets the default 500
    Given the app:
      """js
      app.set('env', 'test')
      app.get('/x', async () => { throw new Error('boom') })
      """
    When I send "GET /x"
    Then the status is 500
    And the header "Content-Type" is "text/html; charset=utf-8"
    And the body contains "Error: boom"

  @spec:errors/async-throw @5.x
  Scenario: 5.x a rejection inside a mounted router's async handler reaches the app's error handler
    Given the app:
      """js
      const router = fw.Router()
      router.get('/x', async () => { throw Object.assign(new Error('boom'), { status: 409 }) })
      app.use('/r', router)
      app.use((err, req, res, next) => res.status(err.status).send(err.message))
      """
    When I send "GET /r/x"
    Then the status is 409
    And the body is "boom"
