@req
Feature: req.is (3.x)
  `req.is(type)` checks the Content-Type header against type (a MIME type, an
  extension name, or a wildcard such as 'text/*'). 3.x returns true or false;
  a request without Content-Type gives false.

  @spec:req-operations/req.is @3.x
  Scenario Outline: a request of Content-Type "<ct>" gives req.is('<type>') <result>
    Given the app:
      """js
      app.post('/', (req, res) => res.json({ result: req.is('<type>') }))
      """
    When I send the request:
      """
      POST /
      Content-Type: <ct>

      x
      """
    Then the JSON body is '{"result":<result>}'

    Examples:
      | ct                              | type             | result |
      | text/html; charset=utf-8        | html             | true   |
      | text/html; charset=utf-8        | text/html        | true   |
      | text/html; charset=utf-8        | text/*           | true   |
      | application/json                | json             | true   |
      | application/json                | application/json | true   |
      | application/json                | */json           | true   |
      | application/json                | html             | false  |
      | application/json                | text/*           | false  |
      | application/x-www-form-urlencoded | urlencoded     | false  |

  @spec:req-operations/req.is @3.x
  Scenario: a request without Content-Type gives false
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ json: req.is('json'), any: req.is('*/*') }))
      """
    When I send "GET /"
    Then the JSON body is '{"json":false,"any":false}'
