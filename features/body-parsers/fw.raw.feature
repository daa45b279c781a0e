@body
Feature: fw.raw
  `fw.raw([options])` (4.17.0+) returns a middleware that reads bodies whose
  Content-Type matches 'application/octet-stream' into `req.body` as a byte buffer,
  without decoding them.

  @spec:top-level/fw.raw @4.x @5.x @since:4.17.0
  Scenario: fw.raw() returns a middleware function of three parameters
    Given the app:
      """js
      const parser = fw.raw()
      app.get('/', (req, res) => res.json({ type: typeof parser, length: parser.length }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","length":3}'

  @spec:top-level/fw.raw @spec:body-parsers/fw.raw @4.x @5.x @since:4.17.0
  Scenario Outline: fw.raw reads the bytes <hex> into a buffer in req.body
    Given the app:
      """js
      app.use(fw.raw())
      app.post('/', (req, res) => res.json({ buffer: Buffer.isBuffer(req.body), hex: req.body.toString('hex') }))
      """
    When I send "POST /" with the hex body "<hex>" of type "application/octet-stream"
    Then the status is 200
    And the JSON body is '{"buffer":true,"hex":"<hex>"}'

    Examples:
      | hex                  |
      | 00                   |
      | 00ff7f80             |
      | 68656c6c6f           |
      | c3a9e298830a0d00     |
      | fffe7b00             |
      | 1f8b0800             |

  @spec:body-parsers/fw.raw @4.x @5.x @since:4.17.0
  Scenario: fw.raw ignores a charset in the Content-Type and does not decode the bytes
    Given the app:
      """js
      app.use(fw.raw())
      app.post('/', (req, res) => res.json({ buffer: Buffer.isBuffer(req.body), hex: req.body.toString('hex') }))
      """
    When I send "POST /" with the body "é" encoded as "utf-16le" and Content-Type "application/octet-stream; charset=utf-16le"
    Then the status is 200
    And the JSON body is '{"buffer":true,"hex":"e900"}'

  @spec:body-parsers/fw.raw @4.x @5.x @since:4.17.0
  Scenario: fw.raw reads an empty body with a Content-Length of 0 into an empty buffer
    Given the app:
      """js
      app.use(fw.raw())
      app.post('/', (req, res) => res.json({ buffer: Buffer.isBuffer(req.body), length: req.body.length }))
      """
    When I send "POST /" with the headers:
      | Content-Type   | application/octet-stream |
      | Content-Length | 0                        |
    Then the JSON body is '{"buffer":true,"length":0}'

  @spec:body-parsers/fw.raw @spec:body-options/type @4.x @5.x @since:4.17.0
  Scenario Outline: fw.raw by default reads only application/octet-stream, not <type>
    Given the app:
      """js
      app.use(fw.raw())
      app.post('/', (req, res) => res.json({ buffer: Buffer.isBuffer(req.body) }))
      """
    When I send "POST /" with the hex body "0102" of type "<type>"
    Then the JSON body is '{"buffer":false}'

    Examples:
      | type                     |
      | image/png                |
      | application/pdf          |
      | text/plain               |
      | application/json         |

  @spec:body-parsers/fw.raw @spec:body-options/type @4.x @5.x @since:4.17.0
  Scenario: fw.raw with type '*/*' reads any body as bytes
    Given the app:
      """js
      app.use(fw.raw({ type: '*/*' }))
      app.post('/', (req, res) => res.json({ buffer: Buffer.isBuffer(req.body), hex: req.body.toString('hex') }))
      """
    When I send "POST /" with the hex body "89504e47" of type "image/png"
    Then the JSON body is '{"buffer":true,"hex":"89504e47"}'

  @spec:body-parsers/fw.raw @4.x @5.x @since:4.17.0
  Scenario: fw.raw reads a large binary body up to the default limit byte for byte
    Given the app:
      """js
      app.use(fw.raw())
      app.post('/', (req, res) => res.json({ length: req.body.length, first: req.body[0], last: req.body[req.body.length - 1] }))
      """
    When I send "POST /" with a body of 102400 bytes of type "application/octet-stream"
    Then the status is 200
    And the JSON body is '{"length":102400,"first":120,"last":120}'

  @spec:body-parsers/fw.raw @4.x @5.x @since:4.17.0
  Scenario: fw.raw leaves a body that another parser already parsed alone
    Given the app:
      """js
      app.use(fw.json({ type: () => true }))
      app.use(fw.raw({ type: () => true }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the JSON body is '{"body":{"a":1}}'
