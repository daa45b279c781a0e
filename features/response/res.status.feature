@res
Feature: res.status
  `res.status(code)` sets the status code and is chainable. The valid range is
  100 to 599; 5.x throws for a non-integer code or one outside 100 to 999,
  4.x accepts any value and the runtime refuses it when the headers are written.

  @spec:res-operations/res.status @4.x @5.x
  Scenario Outline: res.status(<code>) sends status <code>
    Given the app:
      """js
      app.get('/', (req, res) => res.status(<code>).send('body'))
      """
    When I send "GET /"
    Then the status is <code>

    Examples:
      | code |
      | 200  |
      | 201  |
      | 202  |
      | 301  |
      | 400  |
      | 403  |
      | 404  |
      | 418  |
      | 500  |
      | 503  |

  @spec:res-operations/res.status @4.x @5.x
  Scenario: res.status returns the response so calls chain
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ chained: res.status(201) === res }))
      """
    When I send "GET /"
    Then the status is 201
    And the JSON body is '{"chained":true}'

  @spec:res-operations/res.status @4.x @5.x
  Scenario: the last res.status before sending wins
    Given the app:
      """js
      app.get('/', (req, res) => res.status(404).status(410).end())
      """
    When I send "GET /"
    Then the status is 410

  @spec:res-operations/res.status @spec:limits/valid-status-code-range @4.x @5.x
  Scenario Outline: res.status(<code>) at the edge of the valid range is sent as is
    Given the app:
      """js
      app.get('/', (req, res) => res.status(<code>).send('edge'))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "edge"

    Examples:
      | code |
      | 200  |
      | 299  |
      | 599  |

  # http-lint:off http/status-code: the spec lets an app send a code from 600 to 999 as is; HTTP's range ends at 599
  @spec:limits/valid-status-code-range @4.x @5.x @http-lint:off:http/status-code
  Scenario Outline: res.status(<code>) above 599 but below 1000 is sent as is
    Given the app:
      """js
      app.get('/', (req, res) => res.status(<code>).send('beyond'))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "beyond"

    Examples:
      | code |
      | 600  |
      | 700  |
      | 999  |

  @spec:res-operations/res.status @spec:limits/valid-status-code-range @5.x
  Scenario Outline: 5.x res.status(<code>) throws a <error>
    Given the app:
      """js
      app.get('/', (req, res) => {
        try {
          res.status(<code>)
        } catch (err) {
          return res.json({ error: err.name, statusCode: res.statusCode })
        }
        res.json({ error: null })
      })
      """
    When I send "GET /"
    Then the status is 200
    And the JSON body is '{"error":"<error>","statusCode":200}'

    Examples:
      | code  | error      |
      | 99    | RangeError |
      | 0     | RangeError |
      | -1    | RangeError |
      | 1000  | RangeError |
      | 200.5 | TypeError  |
      | '201' | TypeError  |
      | 'abc' | TypeError  |
      | null  | TypeError  |

  @spec:res-operations/res.status @spec:limits/valid-status-code-range @4.x
  Scenario Outline: 4.x res.status(<code>) does not throw but the response fails with 500
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.status(<code>)
        res.send('never')
      })
      """
    When I send "GET /"
    Then the status is 500
    And the body does not contain "never"

    Examples:
      | code  |
      | 99    |
      | 0     |
      | -1    |
      | 1000  |
      | 'abc' |

  @spec:res-operations/res.status @4.x
  Scenario: 4.x res.status with a numeric string still sends that status
    Given the app:
      """js
      app.get('/', (req, res) => res.status('201').send('ok'))
      """
    When I send "GET /"
    Then the status is 201

  @spec:res-operations/res.status @spec:limits/valid-status-code-range @5.x
  Scenario: 5.x an invalid res.status reaches the error handler
    Given the app:
      """js
      app.get('/', (req, res) => res.status(1000).send('never'))
      app.use((err, req, res, next) => res.status(500).json({ error: err.name }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"error":"RangeError"}'

  # http-lint:off http/status-code: the property sends codes from 600 to 999, which the spec lets through as is
  @spec:res-operations/res.status @spec:res-operations/res.sendStatus @spec:limits/valid-status-code-range @property @4.x @5.x @since:4.9.0 @http-lint:off:http/status-code
  Scenario: status codes inside and outside the valid range through res.status and res.sendStatus
    Given the app:
      """js
      app.get('/:method/:code', (req, res) => {
        const code = Number(req.params.code)
        let at
        try {
          if (req.params.method === 'status') { at = 'status'; res.status(code); at = 'send'; res.send('x') }
          else { at = 'sendStatus'; res.sendStatus(code) }
        } catch (err) {
          const statusCode = res.statusCode
          res.status(200).json({ threw: err.name, at, statusCode })
        }
      })
      """
    Then the property "status-codes" holds

  # The runtime's client reads a 1xx answer as interim, so the status is set, not sent.
  @spec:limits/valid-status-code-range @spec:res-operations/res.status @4.x @5.x
  Scenario Outline: res.status(<code>), at the low end of the valid range, sets the status without throwing
    Given the app:
      """js
      app.get('/', (req, res) => {
        let threw = null
        try { res.status(<code>) } catch (err) { threw = err.name }
        const statusCode = res.statusCode
        res.status(200).json({ threw, statusCode })
      })
      """
    When I send "GET /"
    Then the status is 200
    And the JSON body is '{"threw":null,"statusCode":<code>}'

    Examples:
      | code |
      | 100  |
      | 101  |
      | 199  |
