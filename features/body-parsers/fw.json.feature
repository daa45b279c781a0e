@body
Feature: fw.json
  `fw.json([options])` (4.16.0+) returns a middleware that parses bodies whose
  Content-Type matches 'application/json' into `req.body`. With `strict` (default
  true) only arrays and objects are accepted; `reviver` (default null) is passed to
  JSON parsing. It accepts any Unicode encoding.

  @spec:top-level/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json() returns a middleware function of three parameters
    Given the app:
      """js
      const parser = fw.json()
      app.get('/', (req, res) => res.json({ type: typeof parser, length: parser.length }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","length":3}'

  @spec:top-level/fw.json @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json parses the JSON body <json> into req.body
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      <json>
      """
    Then the status is 200
    And the JSON body is '{"body":<json>}'

    Examples:
      | json                                   |
      | {"a":1}                                |
      | [1,2,3]                                |
      | {"nested":{"list":[true,false,null]}}  |
      | {"s":"caf\u00e9","n":-1.5e3}           |
      | []                                     |
      | {}                                     |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json accepts whitespace before the top-level object in strict mode
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

        	 {"a":1}
      """
    Then the status is 200
    And the JSON body is '{"body":{"a":1}}'

  @spec:body-parsers/fw.json @spec:body-options/type @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json by default parses the Content-Type "<type>"
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"ok":true}' encoded as "utf-8" and Content-Type "<type>"
    Then the status is 200
    And the JSON body is '{"body":{"ok":true}}'

    Examples:
      | type                             |
      | application/json                 |
      | application/json; charset=utf-8  |
      | application/json; charset=UTF-8  |
      | Application/JSON                 |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json with strict by default rejects the top-level primitive <json> with 400
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      <json>
      """
    Then the status is 400
    And the JSON body is '{"status":400}'

    Examples:
      | json    |
      | "text"  |
      | 42      |
      | true    |
      | null    |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json with strict true rejects the top-level primitive <json>
    Given the app:
      """js
      app.use(fw.json({ strict: true }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      <json>
      """
    Then the status is 400

    Examples:
      | json    |
      | "text"  |
      | 0       |
      | false   |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json with strict false accepts the top-level primitive <json>
    Given the app:
      """js
      app.use(fw.json({ strict: false }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      <json>
      """
    Then the status is 200
    And the JSON body is '{"body":<json>}'

    Examples:
      | json    |
      | "text"  |
      | 42      |
      | true    |
      | false   |
      | null    |
      | {"a":1} |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json rejects the malformed JSON <json> with 400 whatever strict is
    Given the app:
      """js
      app.use(fw.json({ strict: <strict> }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      <json>
      """
    Then the status is 400

    Examples:
      | json        | strict |
      | {bad        | true   |
      | {"a":1      | true   |
      | [1,2,]      | true   |
      | {'a':1}     | true   |
      | undefined   | false  |
      | {"a":1}x    | false  |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json passes the reviver option to JSON parsing
    Given the app:
      """js
      app.use(fw.json({ reviver: (key, value) => (typeof value === 'number' ? value * 2 : value) }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"a":1,"b":[2,3],"c":"4"}
      """
    Then the status is 200
    And the JSON body is '{"body":{"a":2,"b":[4,6],"c":"4"}}'

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json calls the reviver with each key, the root last with the empty key
    Given the app:
      """js
      const keys = []
      app.use(fw.json({ reviver: (key, value) => { keys.push(key); return value } }))
      app.post('/', (req, res) => res.json({ keys }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"a":{"b":1},"c":2}
      """
    Then the JSON body is '{"keys":["b","a","c",""]}'

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json whose reviver drops keys by returning undefined
    Given the app:
      """js
      app.use(fw.json({ reviver: (key, value) => (key === 'password' ? undefined : value) }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"user":"ann","password":"secret"}
      """
    Then the JSON body is '{"body":{"user":"ann"}}'

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json without a reviver leaves date-like strings as strings
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ type: typeof req.body.when, when: req.body.when }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"when":"2020-01-01T00:00:00.000Z"}
      """
    Then the JSON body is '{"type":"string","when":"2020-01-01T00:00:00.000Z"}'

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json parses an empty body with a Content-Length of 0 as an empty object
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
      """
    When I send "POST /" with the headers:
      | Content-Type   | application/json |
      | Content-Length | 0                |
    Then the JSON body is '{"type":"object","body":{}}'

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json accepts the Unicode encoding <charset> named in the Content-Type
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"word":"café ☃ 😀"}' encoded as "<charset>" and Content-Type "application/json; charset=<charset>"
    Then the status is 200
    And the JSON body is '{"body":{"word":"café ☃ 😀"}}'

    Examples:
      | charset  |
      | utf-8    |
      | utf-16le |
      | utf-16be |
      | utf-16   |
      | utf-7    |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json decodes a UTF-8 body with non-ASCII characters sent without a charset
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"word":"Grüße, 世界"}' encoded as "utf-8" and Content-Type "application/json"
    Then the JSON body is '{"body":{"word":"Grüße, 世界"}}'

  @spec:body-parsers/fw.json @5.x
  Scenario Outline: 5.x fw.json accepts the Unicode encoding <charset> named in the Content-Type
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"word":"café 😀"}' encoded as "<charset>" and Content-Type "application/json; charset=<charset>"
    Then the status is 200
    And the JSON body is '{"body":{"word":"café 😀"}}'

    Examples:
      | charset  |
      | utf-32le |
      | utf-32be |
      | utf-32   |

  @spec:body-parsers/fw.json @4.x @divergence @since:4.16.0
  Scenario Outline: 4.x fw.json accepts the UTF-32 encoding <charset> named in the Content-Type
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"word":"café 😀"}' encoded as "<charset>" and Content-Type "application/json; charset=<charset>"
    Then the status is 200
    And the JSON body is '{"body":{"word":"café 😀"}}'

    Examples:
      | charset  |
      | utf-32le |
      | utf-32be |

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json rejects the non-Unicode charset <charset> with 415
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with the body '{"a":"b"}' encoded as "<charset>" and Content-Type "application/json; charset=<charset>"
    Then the status is 415
    And the JSON body is '{"status":415}'

    Examples:
      | charset    |
      | iso-8859-1 |
      | latin1     |
      | us-ascii   |
      | koi8-r     |

  @spec:body-parsers/fw.json @spec:errors/body-unparsed @4.x @5.x @since:4.16.0
  Scenario: fw.json with no body to parse keeps a req.body set by earlier middleware
    Given the app:
      """js
      app.use((req, res, next) => { req.body = { preset: true }; next() })
      app.use(fw.json())
      app.post('/', (req, res) => res.json(req.body))
      """
    When I send "POST /"
    Then the JSON body is '{"preset":true}'

  @spec:body-parsers/fw.json @4.x @5.x @since:4.17.0
  Scenario: fw.json leaves a body that another parser already parsed alone
    Given the app:
      """js
      app.use(fw.text({ type: 'application/json' }))
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"a":1}
      """
    Then the JSON body is:
      """json
      {"type":"string","body":"{\"a\":1}"}
      """

  @spec:body-parsers/fw.json @4.x @5.x @since:4.16.0
  Scenario: fw.json with strict by default rejects a body of only whitespace with 400
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with the body "   " encoded as "utf-8" and Content-Type "application/json"
    Then the status is 400
    And the JSON body is '{"status":400}'
