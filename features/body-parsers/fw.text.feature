@body
Feature: fw.text
  `fw.text([options])` (4.17.0+) returns a middleware that reads bodies whose
  Content-Type matches 'text/plain' into `req.body` as a string. The charset of the
  Content-Type decodes the bytes; `defaultCharset` (default 'utf-8') is used when
  the Content-Type has none.

  @spec:top-level/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text() returns a middleware function of three parameters
    Given the app:
      """js
      const parser = fw.text()
      app.get('/', (req, res) => res.json({ type: typeof parser, length: parser.length }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","length":3}'

  @spec:top-level/fw.text @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario Outline: fw.text reads the body "<text>" into a string in req.body
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
      """
    When I send "POST /" with the body "<text>" encoded as "utf-8" and Content-Type "text/plain"
    Then the status is 200
    And the JSON body is '{"type":"string","body":"<text>"}'

    Examples:
      | text                 |
      | hello                |
      | [1, 2] not parsed    |
      | a=1&b=2              |
      | héllo wörld ☃ 😀     |
      | 世界                 |

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text keeps line breaks and surrounding whitespace of the body
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: text/plain

        line one
      line two  
      """
    Then the JSON body is '{"body":"  line one\nline two  "}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text reads an empty body with a Content-Length of 0 as the empty string
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
      """
    When I send "POST /" with the headers:
      | Content-Type   | text/plain |
      | Content-Length | 0          |
    Then the JSON body is '{"type":"string","body":""}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario Outline: fw.text decodes the body with the charset <charset> of the Content-Type
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "<text>" encoded as "<charset>" and Content-Type "text/plain; charset=<charset>"
    Then the status is 200
    And the JSON body is '{"body":"<text>"}'

    Examples:
      | charset      | text           |
      | utf-8        | crème brûlée ☃ |
      | utf-16le     | crème brûlée ☃ |
      | utf-16be     | crème brûlée ☃ |
      | utf-16       | crème brûlée ☃ |
      | iso-8859-1   | crème brûlée   |
      | windows-1252 | crème € brûlée |
      | koi8-r       | привет         |
      | shift_jis    | こんにちは     |
      | UTF-8        | crème brûlée   |

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text decodes a body without a charset as UTF-8 by default
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the hex body "63c3a96c" of type "text/plain"
    Then the JSON body is '{"body":"cél"}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text with defaultCharset 'utf-8' given explicitly decodes a body without a charset as UTF-8
    Given the app:
      """js
      app.use(fw.text({ defaultCharset: 'utf-8' }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the hex body "63c3a96c" of type "text/plain"
    Then the JSON body is '{"body":"cél"}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario Outline: fw.text uses defaultCharset '<charset>' when the Content-Type has no charset
    Given the app:
      """js
      app.use(fw.text({ defaultCharset: '<charset>' }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "<text>" encoded as "<charset>" and Content-Type "text/plain"
    Then the status is 200
    And the JSON body is '{"body":"<text>"}'

    Examples:
      | charset    | text          |
      | iso-8859-1 | crème brûlée  |
      | utf-16le   | snow ☃        |
      | koi8-r     | привет        |

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text prefers the charset of the Content-Type over defaultCharset
    Given the app:
      """js
      app.use(fw.text({ defaultCharset: 'iso-8859-1' }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the hex body "63c3a96c" of type "text/plain; charset=utf-8"
    Then the JSON body is '{"body":"cél"}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text with defaultCharset 'iso-8859-1' reads UTF-8 bytes as Latin-1 characters
    Given the app:
      """js
      app.use(fw.text({ defaultCharset: 'iso-8859-1' }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the hex body "63c3a96c" of type "text/plain"
    Then the JSON body is '{"body":"cÃ©l"}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario Outline: fw.text rejects the unknown charset <charset> with 415
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ body: req.body }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with the hex body "6869" of type "text/plain; charset=<charset>"
    Then the status is 415
    And the JSON body is '{"status":415}'

    Examples:
      | charset    |
      | bogus      |
      | utf-9      |
      | x-unknown  |

  @spec:body-parsers/fw.text @spec:body-options/type @4.x @5.x @since:4.17.0
  Scenario Outline: fw.text by default reads only text/plain, not <type>
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ text: typeof req.body === 'string' }))
      """
    When I send "POST /" with the body "hello" encoded as "utf-8" and Content-Type "<type>"
    Then the JSON body is '{"text":<parsed>}'

    Examples:
      | type                  | parsed |
      | text/plain            | true   |
      | text/plain; format=x  | true   |
      | text/html             | false  |
      | text/csv              | false  |
      | application/json      | false  |

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text leaves a body that another parser already parsed alone
    Given the app:
      """js
      app.use(fw.json({ type: () => true }))
      app.use(fw.text({ type: () => true }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the JSON body is '{"body":{"a":1}}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text decodes a body whose Content-Type has a parameter it cannot read with defaultCharset
    Given the app:
      """js
      app.use(fw.text({ type: () => true, defaultCharset: 'utf-8' }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "café" encoded as "utf-8" and Content-Type "text/plain; format; charset=utf-8"
    Then the JSON body is '{"body":"café"}'

  @spec:body-parsers/fw.text @4.x @5.x @since:4.17.0
  Scenario: fw.text reads a charset=utf-16 body that starts with a big-endian byte order mark
    Given the app:
      """js
      app.use(fw.text())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the hex body "feff006800e9" of type "text/plain; charset=utf-16"
    Then the JSON body is '{"body":"hé"}'
