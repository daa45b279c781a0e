@res
Feature: res.sendStatus
  `res.sendStatus(statusCode)` sets the status and sends the registered status
  text as the body; for an unknown code the body is the number.

  @spec:res-operations/res.sendStatus @4.x @5.x @since:4.9.0
  Scenario Outline: res.sendStatus(<code>) sends "<text>"
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(<code>))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "<text>"
    And the header "Content-Type" is "text/plain; charset=utf-8"

    Examples:
      | code | text                  |
      | 200  | OK                    |
      | 201  | Created               |
      | 404  | Not Found             |
      | 500  | Internal Server Error |

  @spec:res-operations/res.sendStatus @spec:errors/sendStatus-unknown-code @4.x @5.x @since:4.9.0
  Scenario: res.sendStatus with an unknown code sends the code as the body
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(599))
      """
    When I send "GET /"
    Then the status is 599
    And the body is "599"

  @spec:res-operations/res.sendStatus @4.x @5.x @since:4.9.0
  Scenario Outline: res.sendStatus(<code>) sends the registered text "<text>"
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(<code>))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "<text>"
    And the header "Content-Length" is "<length>"

    Examples:
      | code | text                   | length |
      | 202  | Accepted               | 8      |
      | 400  | Bad Request            | 11     |
      | 401  | Unauthorized           | 12     |
      | 403  | Forbidden              | 9      |
      | 409  | Conflict               | 8      |
      | 418  | I'm a Teapot           | 12     |
      | 429  | Too Many Requests      | 17     |
      | 502  | Bad Gateway            | 11     |
      | 503  | Service Unavailable    | 19     |

  @spec:res-operations/res.sendStatus @4.x @5.x @since:4.9.0
  Scenario Outline: res.sendStatus(<code>) sends no body for a bodiless status
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(<code>))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is empty
    And the header "Content-Type" is absent

    Examples:
      | code |
      | 204  |
      | 304  |

  @spec:res-operations/res.sendStatus @spec:errors/sendStatus-unknown-code @4.x @5.x @since:4.9.0
  Scenario Outline: res.sendStatus(<code>) with an unregistered code sends "<code>"
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(<code>))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "<code>"
    And the header "Content-Type" is "text/plain; charset=utf-8"

    Examples:
      | code |
      | 299  |
      | 420  |
      | 450  |
      | 599  |

    # http-lint:off http/status-code: the spec lets an app send a code from 600 to 999 as is; HTTP's range ends at 599
    @http-lint:off:http/status-code
    Examples: beyond HTTP's range
      | code |
      | 600  |
      | 999  |

  @spec:res-operations/res.sendStatus @4.x @5.x @since:4.9.0
  Scenario: res.sendStatus on HEAD sends the headers without the text
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(404))
      """
    When I send "HEAD /"
    Then the status is 404
    And the body is empty
    And the header "Content-Length" is "9"

  @spec:res-operations/res.sendStatus @spec:limits/valid-status-code-range @5.x @since:4.9.0
  Scenario Outline: 5.x res.sendStatus(<code>) outside 100 to 999 throws a RangeError
    Given the app:
      """js
      app.get('/', (req, res) => {
        try {
          res.sendStatus(<code>)
        } catch (err) {
          return res.status(200).json({ error: err.name })
        }
      })
      """
    When I send "GET /"
    Then the JSON body is '{"error":"RangeError"}'

    Examples:
      | code |
      | 99   |
      | 1000 |

  @spec:res-operations/res.sendStatus @spec:limits/valid-status-code-range @4.x @since:4.9.0
  Scenario Outline: 4.x res.sendStatus(<code>) outside 100 to 999 ends in a 500 error
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(<code>))
      """
    When I send "GET /"
    Then the status is 500

    Examples:
      | code |
      | 99   |
      | 1000 |
