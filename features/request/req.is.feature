@req
Feature: req.is
  `req.is(type)` returns the matching content type if the Content-Type header
  matches type (MIME type, extension, or wildcard such as 'text/*'); null if
  the request has no body; false otherwise.

  @spec:req-operations/req.is @4.x @5.x
  Scenario Outline: with a body of Content-Type "<type>", req.is(<arg>) is <result>
    Given the app:
      """js
      app.post('/', (req, res) => res.json({ result: req.is(<arg>) }))
      """
    When I send the request:
      """
      POST /
      Content-Type: <type>

      body
      """
    Then the JSON body is '{"result":<result>}'

    Examples:
      | type                            | arg                          | result                       |
      | text/html; charset=utf-8        | 'html'                       | "html"                       |
      | text/html; charset=utf-8        | 'text/html'                  | "text/html"                  |
      | text/html; charset=utf-8        | 'text/*'                     | "text/html"                  |
      | text/html; charset=utf-8        | 'json'                       | false                        |
      | text/html; charset=utf-8        | 'application/*'              | false                        |
      | application/json                | 'json'                       | "json"                       |
      | application/json                | 'application/json'           | "application/json"           |
      | application/json                | 'application/*'              | "application/json"           |
      | application/json                | ['html', 'json']             | "json"                       |
      | application/json                | ['html', 'text/*']           | false                        |
      | application/vnd.api+json        | 'json'                       | false                        |
      | APPLICATION/JSON                | 'json'                       | "json"                       |
      | multipart/form-data; boundary=x | 'multipart'                  | "multipart"                  |
      | multipart/form-data; boundary=x | 'multipart/*'                | "multipart/form-data"        |
      | application/x-www-form-urlencoded | 'urlencoded'               | "urlencoded"                 |

    @since:4.12.0
    Examples:
      | type                            | arg                          | result                       |
      | text/html; charset=utf-8        | '*/*'                        | "text/html"                  |

    @since:4.3.0
    Examples:
      | type                            | arg                          | result                       |
      | application/vnd.api+json        | '+json'                      | "application/vnd.api+json"   |
      | application/vnd.api+json        | 'application/*+json'         | "application/vnd.api+json"   |

  @spec:req-operations/req.is @4.x @5.x
  Scenario Outline: req.is with several arguments <args> returns the first match
    Given the app:
      """js
      app.post('/', (req, res) => res.json({ result: req.is(<args>) }))
      """
    When I send the request:
      """
      POST /
      Content-Type: text/plain

      body
      """
    Then the JSON body is '{"result":<result>}'

    Examples:
      | args              | result       |
      | 'json', 'text'    | "text"       |
      | 'text/*', 'text'  | "text/plain" |
      | 'json', 'html'    | false        |

  @spec:req-operations/req.is @4.x @5.x
  Scenario Outline: req.is(<arg>) on a request without a body is null
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.is(<arg>) }))
      """
    When I send "GET /" with the header "Content-Type: application/json"
    Then the JSON body is '{"result":null}'

    Examples:
      | arg       |
      | 'json'    |
      | 'html'    |
      | ['json']  |

  @spec:req-operations/req.is @4.x @5.x
  Scenario: a request with Content-Length 0 counts as having a body
    Given the app:
      """js
      app.post('/', (req, res) => res.json({ result: req.is('json') }))
      """
    When I send "POST /" with the headers:
      | Content-Type   | application/json |
      | Content-Length | 0                |
    Then the JSON body is '{"result":"json"}'

  @spec:req-operations/req.is @4.x @5.x @since:4.12.0
  Scenario: a request with a body and no Content-Type matches nothing
    Given the app:
      """js
      app.post('/', (req, res) => res.json({ result: req.is('json'), any: req.is('*/*') }))
      """
    When I send the request:
      """
      POST /
      X-Note: no content type

      body
      """
    Then the JSON body is '{"result":false,"any":false}'

  @spec:req-operations/req.is @4.x @5.x
  Scenario: a chunked request counts as having a body
    Given the app:
      """js
      app.post('/', (req, res) => res.json({ result: req.is('text') }))
      """
    When I send the request:
      """
      POST /
      Content-Type: text/plain
      Transfer-Encoding: chunked

      4
      body
      0


      """
    Then the JSON body is '{"result":"text"}'
