@req
Feature: req.params
  `req.params` holds the named route parameters. Default `{}`. Regular-
  expression captures are `req.params[n]`. Values are decoded with URI-component
  decoding. Changes made in handlers are reset. Changes to keys go through the
  `app.param` handler.

  @spec:req-properties/req.params @4.x @5.x
  Scenario: req.params is an empty object for a route without parameters
    Given the app:
      """js
      app.get('/plain', (req, res) => res.json({ params: req.params, type: typeof req.params }))
      """
    When I send "GET /plain"
    Then the JSON body is '{"params":{},"type":"object"}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: req.params is an empty object in middleware mounted without parameters
    Given the app:
      """js
      app.use((req, res) => res.json(req.params))
      """
    When I send "GET /anything/at/all"
    Then the JSON body is '{}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: named parameters are properties of req.params
    Given the app:
      """js
      app.get('/users/:userId/books/:bookId', (req, res) => res.json(req.params))
      """
    When I send "GET /users/34/books/8989"
    Then the JSON body is '{"userId":"34","bookId":"8989"}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario Outline: a parameter sent as <sent> is decoded to <decoded>
    Given the app:
      """js
      app.get('/p/:value', (req, res) => res.json(req.params))
      """
    When I send "GET /p/<sent>"
    Then the JSON body is '{"value":"<decoded>"}'

    Examples:
      | sent                   | decoded   |
      | plain                  | plain     |
      | a%20b                  | a b       |
      | a+b                    | a+b       |
      | a%2Bb                  | a+b       |
      | a%2Fb                  | a/b       |
      | %E2%82%AC              | €         |
      | caf%C3%A9              | café      |
      | %25                    | %         |
      | 100%25%20sure          | 100% sure |
      | %3Fq%3D1               | ?q=1      |

  @spec:req-properties/req.params @4.x @5.x
  Scenario Outline: a parameter with a malformed percent-encoding <sent> is answered 400
    Given the app:
      """js
      app.get('/p/:value', (req, res) => res.json(req.params))
      """
    When I send "GET /p/<sent>"
    Then the status is 400

    Examples:
      | sent     |
      | %        |
      | %E0%A4%A |
      | %ZZ      |
      | %C3      |

  @spec:req-properties/req.params @spec:errors/next-err @4.x @5.x
  Scenario: a malformed percent-encoding in a parameter reaches the error handler with status 400
    Given the app:
      """js
      app.get('/p/:value', (req, res) => res.send('not reached'))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status, name: err.name }))
      """
    When I send "GET /p/%ZZ"
    Then the status is 400
    And the JSON body is '{"status":400,"name":"URIError"}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: a malformed percent-encoding is answered 400 even when the route's method does not match
    Given the app:
      """js
      app.post('/p/:value', (req, res) => res.send('not reached'))
      """
    When I send "GET /p/%E0%A4%A"
    Then the status is 400

  @spec:req-properties/req.params @4.x @5.x
  Scenario: regular-expression captures are req.params[0], req.params[1], ...
    Given the app:
      """js
      app.get(/^\/commits\/(\w+)(?:\.\.(\w+))?$/, (req, res) => res.json(req.params))
      """
    When I send "GET /commits/71dbb9c..4c084f9"
    Then the JSON body is '{"0":"71dbb9c","1":"4c084f9"}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: regular-expression captures are decoded too
    Given the app:
      """js
      app.get(/^\/file\/(.+)$/, (req, res) => res.json({ first: req.params[0] }))
      """
    When I send "GET /file/a%20b%2Fc"
    Then the JSON body is '{"first":"a b/c"}'

  @spec:req-properties/req.params @5.x
  Scenario: 5.x an optional capture that did not participate is absent from req.params
    Given the app:
      """js
      app.get(/^\/commits\/(\w+)(?:\.\.(\w+))?$/, (req, res) => res.json(req.params))
      """
    When I send "GET /commits/71dbb9c"
    Then the JSON body is '{"0":"71dbb9c"}'

  @spec:req-properties/req.params @5.x
  Scenario: 5.x named capture groups of a regular expression are named parameters
    Given the app:
      """js
      app.get(/^\/(?<year>\d{4})\/(?<month>\d{2})$/, (req, res) => res.json(req.params))
      """
    When I send "GET /2024/05"
    Then the JSON body is '{"year":"2024","month":"05"}'

  @spec:req-properties/req.params @4.x
  Scenario: 4.x the '*' wildcard capture is req.params[0]
    Given the app:
      """js
      app.get('/files/*', (req, res) => res.json({ first: req.params[0] }))
      """
    When I send "GET /files/dir/name.txt"
    Then the JSON body is '{"first":"dir/name.txt"}'

  @spec:req-properties/req.params @spec:v5-differences/splat-wildcard @5.x
  Scenario: 5.x a named wildcard is an array of decoded segments
    Given the app:
      """js
      app.get('/files/*rest', (req, res) => res.json(req.params))
      """
    When I send "GET /files/dir/my%20name.txt"
    Then the JSON body is '{"rest":["dir","my name.txt"]}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: changes made to req.params in one route are reset for the next route
    Given the app:
      """js
      app.get('/user/:id', (req, res, next) => { req.params.id = 'changed'; req.params.extra = 'x'; next('route') })
      app.get('/user/:id', (req, res) => res.json(req.params))
      """
    When I send "GET /user/1"
    Then the JSON body is '{"id":"1"}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: changes made to req.params are kept for the later callbacks of the same route
    Given the app:
      """js
      app.get('/user/:id', (req, res, next) => { req.params.id = 'changed'; next() }, (req, res) => res.json(req.params))
      """
    When I send "GET /user/1"
    Then the JSON body is '{"id":"changed"}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: the parameters of a route are not visible in middleware after it
    Given the app:
      """js
      app.get('/user/:id', (req, res, next) => next())
      app.use((req, res) => res.json(req.params))
      """
    When I send "GET /user/1"
    Then the JSON body is '{}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: req.params inside a mounted router holds only the router's parameters
    Given the app:
      """js
      const router = fw.Router()
      router.get('/:b', (req, res) => res.json(req.params))
      app.use('/:a', router)
      """
    When I send "GET /x/y"
    Then the JSON body is '{"b":"y"}'

  @spec:req-properties/req.params @4.x @5.x
  Scenario: after a mounted router, the parent's req.params are restored
    Given the app:
      """js
      const router = fw.Router()
      router.get('/:b', (req, res, next) => next())
      app.use('/:a', router, (req, res) => res.json(req.params))
      """
    When I send "GET /x/y"
    Then the JSON body is '{"a":"x"}'

  @spec:req-properties/req.params @spec:app-operations/app.param @4.x @5.x
  Scenario: a change to a parameter made by the app.param handler is seen by every route of the cycle
    Given the app:
      """js
      app.param('id', (req, res, next, id) => { req.params.id = 'user-' + id; next() })
      app.get('/user/:id', (req, res, next) => next())
      app.get('/user/:id', (req, res) => res.json(req.params))
      """
    When I send "GET /user/5"
    Then the JSON body is '{"id":"user-5"}'

  @spec:req-properties/req.params @property @4.x @5.x
  Scenario: a route parameter holds the URI-component-decoded path segment
    Given the app:
      """js
      app.get('/p/:id', (req, res) => res.json(req.params))
      """
    Then the property "route-params-decode" holds
