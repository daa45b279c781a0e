@body
Feature: body parser option verify
  The body parsers' `verify` option (default undefined) is called as
  verify(req, res, buf, encoding), where buf is a byte buffer of the raw body.
  Throwing aborts parsing.

  @spec:body-options/verify @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> calls verify with req, res, the body bytes and the encoding <encoding>
    Given the app:
      """js
      const seen = {}
      app.use(fw.<parser>({
        verify(req, res, buf, encoding) {
          Object.assign(seen, { method: req.method, canSetHeader: typeof res.setHeader === 'function',
            buffer: Buffer.isBuffer(buf), hex: buf.toString('hex'), encoding })
        }
      }))
      app.post('/', (req, res) => res.json(seen))
      """
    When I send "POST /" with the body '<body>' encoded as "<charset>" and Content-Type "<type>"
    Then the status is 200
    And the JSON body is '{"method":"POST","canSetHeader":true,"buffer":true,"hex":"<hex>","encoding":<encoding>}'

    Examples:
      | parser     | type                              | charset  | body    | hex              | encoding   |
      | json       | application/json                  | utf-8    | {"a":1} | 7b2261223a317d   | "utf-8"    |
      | json       | application/json; charset=utf-16le | utf-16le | []    | 5b005d00         | "utf-16le" |
      | raw        | application/octet-stream          | utf-8    | é       | c3a9             | null       |
      | text       | text/plain                        | utf-8    | é       | c3a9             | "utf-8"    |
      | text       | text/plain; charset=utf-16le      | utf-16le | é       | e900             | "utf-16le" |
      | text       | text/plain; charset=iso-8859-1    | latin1   | é       | e9               | "iso-8859-1" |
      | urlencoded | application/x-www-form-urlencoded | utf-8    | a=1     | 613d31           | "utf-8"    |

  @spec:body-options/verify @4.x @5.x @since:4.16.0
  Scenario: fw.json calls verify with the inflated bytes of a gzip-encoded body
    Given the app:
      """js
      let raw
      app.use(fw.json({ verify: (req, res, buf) => { raw = buf.toString() } }))
      app.post('/', (req, res) => res.json({ raw }))
      """
    When I send "POST /" with the gzip-encoded body of type "application/json":
      """
      {"z":true}
      """
    Then the JSON body is:
      """json
      {"raw":"{\"z\":true}"}
      """

  @spec:body-options/verify @4.x @5.x @since:4.16.0
  Scenario: fw.json's verify can set response headers
    Given the app:
      """js
      app.use(fw.json({ verify: (req, res, buf) => res.set('X-Body-Length', String(buf.length)) }))
      app.post('/', (req, res) => res.json(req.body))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"a":"bc"}
      """
    Then the header "X-Body-Length" is "10"
    And the JSON body is '{"a":"bc"}'

  @spec:body-options/verify @4.x @5.x @since:4.16.0
  Scenario: fw.json does not call verify when the request has no body
    Given the app:
      """js
      let calls = 0
      app.use(fw.json({ verify: () => { calls++ } }))
      app.all('/', (req, res) => res.json({ calls }))
      """
    When I send "GET /"
    Then the JSON body is '{"calls":0}'

  @spec:body-options/verify @4.x @5.x @since:4.16.0
  Scenario: fw.json does not call verify when the Content-Type does not match
    Given the app:
      """js
      let calls = 0
      app.use(fw.json({ verify: () => { calls++ } }))
      app.all('/', (req, res) => res.json({ calls }))
      """
    When I send the request:
      """
      POST /
      Content-Type: text/plain

      {"a":1}
      """
    Then the JSON body is '{"calls":0}'

  @spec:body-options/verify @spec:errors/body-verify-throws @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> aborts parsing with 403 when verify throws
    Given the app:
      """js
      app.use(fw.<parser>({ verify: () => { throw new Error('invalid signature') } }))
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status, message: err.message }))
      """
    When I send "POST /" with the body '<body>' encoded as "utf-8" and Content-Type "<type>"
    Then the status is 403
    And the JSON body is '{"status":403,"message":"invalid signature"}'

    Examples:
      | parser     | type                              | body    |
      | json       | application/json                  | {"a":1} |
      | raw        | application/octet-stream          | bytes   |
      | text       | text/plain                        | hello   |
      | urlencoded | application/x-www-form-urlencoded | a=1     |

  @spec:body-options/verify @spec:errors/body-verify-throws @4.x @5.x @since:4.16.0
  Scenario: fw.json verify decides per body: it aborts one body and lets another through
    Given the app:
      """js
      app.use(fw.json({ verify: (req, res, buf) => { if (buf.includes('evil')) throw new Error('rejected') } }))
      app.post('/', (req, res) => res.json(req.body))
      app.use((err, req, res, next) => res.status(err.status).send(err.message))
      """
    When I send "POST /" with the body '{"who":"evil"}' encoded as "utf-8" and Content-Type "application/json"
    Then the status is 403
    And the body is "rejected"
    When I send "POST /" with the body '{"who":"good"}' encoded as "utf-8" and Content-Type "application/json"
    Then the status is 200
    And the JSON body is '{"who":"good"}'

  @spec:body-options/verify @spec:errors/body-verify-throws @4.x @5.x @since:4.16.0
  Scenario: fw.json verify runs before parsing, so its error wins over a syntax error
    Given the app:
      """js
      app.use(fw.json({ verify: () => { throw new Error('unverified') } }))
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(err.status).send(err.message))
      """
    When I send "POST /" with the body "{not json" encoded as "utf-8" and Content-Type "application/json"
    Then the status is 403
    And the body is "unverified"

  @spec:body-options/verify @spec:errors/body-verify-throws @4.x @5.x @since:4.16.0
  Scenario: fw.json verify that throws an error with a status keeps that status
    Given the app:
      """js
      app.use(fw.json({ verify: () => { throw Object.assign(new Error('teapot'), { status: 418 }) } }))
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(err.status).send(err.message))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the status is 418
    And the body is "teapot"

  @spec:body-options/verify @spec:errors/body-verify-throws @spec:errors/body-unparsed @5.x
  Scenario: 5.x fw.json leaves req.body undefined when verify throws
    Given the app:
      """js
      app.use(fw.json({ verify: () => { throw new Error('no') } }))
      app.use((err, req, res, next) => res.status(err.status).json({ type: typeof req.body }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the status is 403
    And the JSON body is '{"type":"undefined"}'

  @spec:body-options/verify @spec:errors/body-verify-throws @spec:errors/body-unparsed @4.x @since:4.16.0
  Scenario: 4.x fw.json leaves req.body an empty object when verify throws
    Given the app:
      """js
      app.use(fw.json({ verify: () => { throw new Error('no') } }))
      app.use((err, req, res, next) => res.status(err.status).json({ type: typeof req.body, body: req.body }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the status is 403
    And the JSON body is '{"type":"object","body":{}}'

  @spec:body-options/verify @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json with a verify that is <value> throws a TypeError when created
    Given the app:
      """js
      try {
        fw.json({ verify: <value> })
        app.get('/', (req, res) => res.send('created'))
      } catch (err) {
        app.get('/', (req, res) => res.send(err.name))
      }
      """
    When I send "GET /"
    Then the body is "TypeError"

    Examples:
      | value   |
      | 'yes'   |
      | 42      |
      | {}      |
