@res
Feature: res.format
  `res.format(object)` negotiates on the Accept header via `req.accepts`. Keys
  are MIME types or extension names, plus an optional `default`. Without an
  Accept header the first callback runs. With no match and no default the
  response is 406 'Not Acceptable'. Content-Type is set on selection, and
  Vary: Accept is added.

  Background:
    Given the app:
      """js
      app.get('/', (req, res) => res.format({
        'text/plain': () => res.end('text'),
        html: () => res.end('<p>html</p>'),
        'application/json': () => res.end('{"json":true}'),
      }))
      app.get('/with-default', (req, res) => res.format({
        'text/plain': () => res.end('text'),
        default: () => res.status(406).end('custom default'),
      }))
      """

  @spec:res-operations/res.format @4.x @5.x
  Scenario Outline: res.format picks the "<picked>" callback for Accept "<accept>"
    When I send "GET /" with the header "Accept: <accept>"
    Then the status is 200
    And the body is:
      """
      <body>
      """
    And the header "Content-Type" is "<type>"
    And the header "Vary" is "Accept"

    Examples:
      | accept                                  | picked           | body          | type                            |
      | text/plain                              | text/plain       | text          | text/plain; charset=utf-8       |
      | text/html                               | html             | <p>html</p>   | text/html; charset=utf-8        |
      | application/json                        | application/json | {"json":true} | application/json; charset=utf-8 |
      | application/*                           | application/json | {"json":true} | application/json; charset=utf-8 |
      | text/*                                  | text/plain       | text          | text/plain; charset=utf-8       |
      | */*                                     | text/plain       | text          | text/plain; charset=utf-8       |
      | text/html;q=0.5, application/json       | application/json | {"json":true} | application/json; charset=utf-8 |
      | text/plain;q=0.1, text/html;q=0.9       | html             | <p>html</p>   | text/html; charset=utf-8        |
      | image/png, text/html                    | html             | <p>html</p>   | text/html; charset=utf-8        |

  @spec:res-operations/res.format @4.x @5.x
  Scenario: res.format without an Accept header runs the first callback
    When I send "GET /"
    Then the status is 200
    And the body is "text"
    And the header "Content-Type" is "text/plain; charset=utf-8"
    And the header "Vary" is "Accept"

  @spec:res-operations/res.format @spec:errors/format-406 @4.x @5.x
  Scenario Outline: res.format answers 406 Not Acceptable for Accept "<accept>" and no default
    When I send "GET /" with the header "Accept: <accept>"
    Then the status is 406
    And the header "Vary" is "Accept"
    And the body does not contain "<p>html</p>"

    Examples:
      | accept           |
      | image/png        |
      | application/xml  |
      | text/plain;q=0   |

  @spec:res-operations/res.format @4.x @5.x
  Scenario: res.format runs default when nothing matches
    When I send "GET /with-default" with the header "Accept: image/png"
    Then the status is 406
    And the body is "custom default"
    And the header "Vary" is "Accept"

  @spec:res-operations/res.format @4.x @5.x
  Scenario: res.format prefers a matching type over default
    When I send "GET /with-default" with the header "Accept: text/plain"
    Then the status is 200
    And the body is "text"
