@req
Feature: req.accepts, req.acceptsCharset, req.acceptsLanguage (3.x)
  `req.accepts(types)` takes a MIME type, an extension name, a comma list or
  an array and returns the best match by the Accept header; in 3.x it returns
  undefined when none is acceptable (the app should then respond 406).
  Without an Accept header the first type is returned.
  3.x `req.acceptsCharset(charset)` and `req.acceptsLanguage(lang)` are
  acceptability checks: true when the header lists the value, or when the
  header is absent.

  @spec:req-operations/req.accepts @3.x
  Scenario Outline: with Accept "<accept>", req.accepts(<types>) is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.accepts(<types>) === undefined ? 'undefined' : req.accepts(<types>) }))
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then the JSON body is '{"result":"<result>"}'

    Examples:
      | accept                               | types                     | result           |
      | text/html                            | 'html'                    | html             |
      | text/html                            | 'text/html'               | text/html        |
      | text/*, application/json             | 'html'                    | html             |
      | text/*, application/json             | 'image/png'               | undefined        |
      | application/json                     | ['html', 'json']          | json             |
      | application/json                     | 'html, json'              | json             |
      | text/html;q=0.5, application/json    | ['html', 'json']          | json             |
      | text/plain                           | ['html', 'json']          | undefined        |
      | */*                                  | 'png'                     | png              |
      | image/*                              | 'image/png'               | image/png        |
      | text/html; level=1                   | 'text/html; level=1'      | text/html; level=1 |
      | text/html; level=2                   | 'text/html; level=1'      | undefined        |

  @spec:req-operations/req.accepts @3.x
  Scenario: without an Accept header req.accepts returns the first type
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.accepts(['json', 'html']) }))
      """
    When I send "GET /"
    Then the JSON body is '{"result":"json"}'

  @spec:req-operations/req.accepts @3.x
  Scenario: the app responds 406 when req.accepts finds nothing acceptable
    Given the app:
      """js
      app.get('/', (req, res) => req.accepts('json') ? res.json({ ok: true }) : res.send(406, 'Not Acceptable'))
      """
    When I send "GET /" with the header "Accept: image/png"
    Then the status is 406
    And the body is "Not Acceptable"

  @spec:req-operations/req.acceptsCharset @3.x
  Scenario Outline: with Accept-Charset "<header>", req.acceptsCharset('<charset>') is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsCharset('<charset>') }))
      """
    When I send "GET /" with the header "Accept-Charset: <header>"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | header                  | charset    | result |
      | utf-8                   | utf-8      | true   |
      | iso-8859-1, utf-8;q=0.5 | utf-8      | true   |
      | iso-8859-1              | utf-8      | false  |
      | utf-8;q=0, iso-8859-1   | utf-8      | false  |

  @spec:req-operations/req.acceptsCharset @3.x
  Scenario: without Accept-Charset every charset is acceptable
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ utf8: req.acceptsCharset('utf-8'), latin: req.acceptsCharset('iso-8859-1') }))
      """
    When I send "GET /"
    Then the JSON body is '{"utf8":true,"latin":true}'

  @spec:req-operations/req.acceptsCharset @3.x
  Scenario Outline: with Accept-Language "<header>", req.acceptsLanguage('<lang>') is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsLanguage('<lang>') }))
      """
    When I send "GET /" with the header "Accept-Language: <header>"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | header              | lang  | result |
      | en, de;q=0.5        | de    | true   |
      | en, de;q=0.5        | en    | true   |
      | en, de;q=0.5        | fr    | false  |
      | en-US               | en-US | true   |

  @spec:req-operations/req.acceptsCharset @3.x
  Scenario: without Accept-Language every language is acceptable
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsLanguage('fr') }))
      """
    When I send "GET /"
    Then the JSON body is '{"result":true}'
