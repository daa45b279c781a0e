@req
Feature: req.get and req.header
  `req.get(field)` / `req.header(field)` return the header value,
  case-insensitively; 'Referrer' and 'Referer' are interchangeable; undefined
  when absent.

  @spec:req-operations/req.get @3.x @4.x @5.x
  Scenario Outline: req.<method>('<field>') with the header "<sent>" is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ value: req.<method>('<field>') ?? null, absent: req.<method>('<field>') === undefined }))
      """
    When I send "GET /" with the headers:
      | <name> | <value> |
    Then the JSON body is '{"value":<result>,"absent":<absent>}'

    Examples:
      | method | field        | sent                            | name         | value              | result               | absent |
      | get    | Content-Type | Content-Type: text/plain        | Content-Type | text/plain         | "text/plain"         | false  |
      | get    | content-type | Content-Type: text/plain        | Content-Type | text/plain         | "text/plain"         | false  |
      | get    | CONTENT-TYPE | content-type: text/plain        | content-type | text/plain         | "text/plain"         | false  |
      | header | X-Custom     | x-custom: 42                    | x-custom     | 42                 | "42"                 | false  |
      | get    | Referrer     | Referer: http://a.example/      | Referer      | http://a.example/  | "http://a.example/"  | false  |
      | get    | referrer     | Referer: http://a.example/      | Referer      | http://a.example/  | "http://a.example/"  | false  |
      | get    | Referer      | Referer: http://a.example/      | Referer      | http://a.example/  | "http://a.example/"  | false  |
      | get    | Referer      | Referrer: http://a.example/     | Referrer     | http://a.example/  | "http://a.example/"  | false  |
      | header | Referrer     | Referer: http://a.example/      | Referer      | http://a.example/  | "http://a.example/"  | false  |
      | get    | Something    | X-Other: 1                      | X-Other      | 1                  | null                 | true   |
      | get    | Referrer     | X-Other: 1                      | X-Other      | 1                  | null                 | true   |

  @spec:req-operations/req.get @4.x @5.x
  Scenario: req.get returns repeated headers joined by a comma
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ value: req.get('X-Multi') }))
      """
    When I send "GET /" with the headers:
      | X-Multi | a |
      | X-Multi | b |
    Then the JSON body is '{"value":"a, b"}'

  @spec:req-operations/req.get @4.x @5.x
  Scenario: req.get('Set-Cookie') returns the array of values
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ value: req.get('Set-Cookie') }))
      """
    When I send "GET /" with the headers:
      | Set-Cookie | a=1 |
      | Set-Cookie | b=2 |
    Then the JSON body is '{"value":["a=1","b=2"]}'

  @spec:req-operations/req.get @4.x @5.x
  Scenario Outline: req.get(<arg>) throws a TypeError
    Given the app:
      """js
      app.get('/', (req, res) => {
        try { req.get(<arg>); res.json({ error: null }) } catch (e) { res.json({ error: e.name }) }
      })
      """
    When I send "GET /"
    Then the JSON body is '{"error":"TypeError"}'

    Examples:
      | arg       |
      |           |
      | 42        |
      | undefined |
