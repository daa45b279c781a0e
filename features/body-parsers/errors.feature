@body
Feature: body parser errors
  All four parsers populate `req.body`. The value is `undefined` (5.x) or `{}`
  (4.x) when there is no body, the Content-Type did not match, or an error
  occurred. Errors (a refused encoding, a failing verify, too many parameters, a
  body that does not parse) are passed to next(err).

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @5.x
  Scenario Outline: 5.x fw.<parser> leaves req.body undefined for a <method> request without a body
    Given the app:
      """js
      app.use(fw.<parser>())
      app.all('/', (req, res) => res.json({ type: typeof req.body, has: 'body' in req }))
      """
    When I send "<method> /"
    Then the status is 200
    And the JSON body is '{"type":"undefined","has":true}'

    Examples:
      | parser     | method |
      | json       | GET    |
      | raw        | GET    |
      | text       | GET    |
      | urlencoded | GET    |
      | json       | DELETE |
      | urlencoded | DELETE |

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @4.x @since:4.17.0
  Scenario Outline: 4.x fw.<parser> sets req.body to {} for a <method> request without a body
    Given the app:
      """js
      app.use(fw.<parser>())
      app.all('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
      """
    When I send "<method> /"
    Then the status is 200
    And the JSON body is '{"type":"object","body":{}}'

    Examples:
      | parser     | method |
      | json       | GET    |
      | raw        | GET    |
      | text       | GET    |
      | urlencoded | GET    |
      | json       | DELETE |

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @5.x
  Scenario Outline: 5.x fw.<parser> leaves req.body undefined when the Content-Type <type> does not match
    Given the app:
      """js
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.json({ type: typeof req.body }))
      """
    When I send "POST /" with the body "a=1" encoded as "utf-8" and Content-Type "<type>"
    Then the status is 200
    And the JSON body is '{"type":"undefined"}'

    Examples:
      | parser     | type                     |
      | json       | text/plain               |
      | raw        | text/plain               |
      | text       | application/json         |
      | urlencoded | application/octet-stream |
      | json       | application/jsonx        |

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @4.x @since:4.17.0
  Scenario Outline: 4.x fw.<parser> sets req.body to {} when the Content-Type <type> does not match
    Given the app:
      """js
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
      """
    When I send "POST /" with the body "a=1" encoded as "utf-8" and Content-Type "<type>"
    Then the status is 200
    And the JSON body is '{"type":"object","body":{}}'

    Examples:
      | parser     | type                     |
      | json       | text/plain               |
      | raw        | text/plain               |
      | text       | application/json         |
      | urlencoded | application/octet-stream |
      | json       | application/jsonx        |

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @5.x
  Scenario: 5.x fw.json leaves req.body undefined for a body without a Content-Type
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ type: typeof req.body }))
      """
    When I send the request:
      """
      POST /

      {"a":1}
      """
    Then the JSON body is '{"type":"undefined"}'

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @4.x @since:4.16.0
  Scenario: 4.x fw.json sets req.body to {} for a body without a Content-Type
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
      """
    When I send the request:
      """
      POST /

      {"a":1}
      """
    Then the JSON body is '{"type":"object","body":{}}'

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @5.x
  Scenario Outline: 5.x fw.<parser> leaves req.body undefined when <error>
    Given the app:
      """js
      app.use(fw.<parser>(<options>))
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status, type: typeof req.body }))
      """
    When I send "POST /" with the body '<body>' encoded as "utf-8" and Content-Type "<type>"
    Then the status is <status>
    And the JSON body is '{"status":<status>,"type":"undefined"}'

    Examples:
      | parser     | options                                 | type                              | body     | status | error                          |
      | json       |                                         | application/json                  | {bad     | 400    | the body does not parse        |
      | json       | { limit: 5 }                            | application/json                  | {"a":1}  | 413    | the body is too large          |
      | raw        | { limit: 2 }                            | application/octet-stream          | bytes    | 413    | the body is too large          |
      | text       |                                         | text/plain; charset=bogus         | hello    | 415    | the charset is unknown         |
      | text       | { verify: () => { throw new Error() } } | text/plain                        | hello    | 403    | verify throws                  |
      | urlencoded | { parameterLimit: 1 }                   | application/x-www-form-urlencoded | a=1&b=2  | 413    | there are too many parameters  |

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @4.x @since:4.17.0
  Scenario Outline: 4.x fw.<parser> sets req.body to {} when <error>
    Given the app:
      """js
      app.use(fw.<parser>(<options>))
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status, type: typeof req.body, body: req.body }))
      """
    When I send "POST /" with the body '<body>' encoded as "utf-8" and Content-Type "<type>"
    Then the status is <status>
    And the JSON body is '{"status":<status>,"type":"object","body":{}}'

    Examples:
      | parser     | options                                 | type                              | body     | status | error                          |
      | json       |                                         | application/json                  | {bad     | 400    | the body does not parse        |
      | json       | { limit: 5 }                            | application/json                  | {"a":1}  | 413    | the body is too large          |
      | raw        | { limit: 2 }                            | application/octet-stream          | bytes    | 413    | the body is too large          |
      | text       |                                         | text/plain; charset=bogus         | hello    | 415    | the charset is unknown         |
      | text       | { verify: () => { throw new Error() } } | text/plain                        | hello    | 403    | verify throws                  |
      | urlencoded | { parameterLimit: 1 }                   | application/x-www-form-urlencoded | a=1&b=2  | 413    | there are too many parameters  |

  @spec:errors/body-unparsed @4.x @5.x @since:4.16.0
  Scenario: with stacked parsers req.body comes from the parser whose type matched
    Given the app:
      """js
      app.use(fw.json())
      app.use(fw.urlencoded({ extended: false }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "a=1" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"body":{"a":"1"}}'

  @spec:errors/body-unparsed @4.x @5.x @since:4.16.0
  Scenario: a body parser error skips the routes and reaches the default error handler
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.send('reached the route'))
      """
    When I send "POST /" with the body "{bad" encoded as "utf-8" and Content-Type "application/json"
    Then the status is 400
    And the body does not contain "reached the route"

  @spec:errors/body-unparsed @4.x @since:4.16.0
  Scenario: 4.x a body that middleware before the parser already read is an error of status 500
    Given the app:
      """js
      app.use((req, res, next) => { req.on('end', () => next()); req.resume() })
      app.use(fw.json())
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the status is 500
    And the JSON body is '{"status":500}'

  @spec:errors/body-unparsed @spec:v5-differences/body-undefined @5.x
  Scenario: 5.x fw.json leaves req.body undefined for a body that middleware before it already read
    Given the app:
      """js
      app.use((req, res, next) => { req.on('end', () => next()); req.resume() })
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ parsed: req.body !== undefined }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the status is 200
    And the JSON body is '{"parsed":false}'
