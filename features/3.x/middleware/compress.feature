@middleware
Feature: compress (3.x)
  `compress` compresses responses with gzip or deflate, chosen by the
  Accept-Encoding header; it should be placed high in the stack. The client
  decompresses the body to check it.

  @spec:middleware-3x/compress @3.x
  Scenario Outline: compress answers Accept-Encoding "<accept>" with Content-Encoding <encoding>
    Given the app:
      """js
      app.use(fw.compress())
      app.get('/', (req, res) => res.send('hello '.repeat(400)))
      """
    When I send "GET /" with the header "Accept-Encoding: <accept>"
    Then the header "Content-Encoding" is "<encoding>"
    And the header "Vary" is "Accept-Encoding"
    And the body decompressed with <encoding> matches "^(hello ){400}$"

    Examples:
      | accept        | encoding |
      | gzip          | gzip     |
      | deflate       | deflate  |
      | gzip, deflate | gzip     |
      | deflate, gzip | gzip     |

  @spec:middleware-3x/compress @3.x
  Scenario: without Accept-Encoding the body is sent uncompressed
    Given the app:
      """js
      app.use(fw.compress())
      app.get('/', (req, res) => res.send('hello '.repeat(400)))
      """
    When I send "GET /"
    Then the header "Content-Encoding" is absent
    And the body matches "^(hello ){400}$"

  @spec:middleware-3x/compress @3.x
  Scenario: an unsupported encoding leaves the body uncompressed
    Given the app:
      """js
      app.use(fw.compress())
      app.get('/', (req, res) => res.send('hello '.repeat(400)))
      """
    When I send "GET /" with the header "Accept-Encoding: identity"
    Then the header "Content-Encoding" is absent

  @spec:middleware-3x/compress @3.x
  Scenario: a small body under the threshold is not compressed
    Given the app:
      """js
      app.use(fw.compress())
      app.get('/', (req, res) => res.send('tiny'))
      """
    When I send "GET /" with the header "Accept-Encoding: gzip"
    Then the header "Content-Encoding" is absent
    And the body is "tiny"

  @spec:middleware-3x/compress @3.x
  Scenario: with threshold 0 even a small body is compressed
    Given the app:
      """js
      app.use(fw.compress({ threshold: 0 }))
      app.get('/', (req, res) => res.send('tiny'))
      """
    When I send "GET /" with the header "Accept-Encoding: gzip"
    Then the header "Content-Encoding" is "gzip"
    And the body decompressed with gzip is "tiny"

  @spec:middleware-3x/compress @3.x
  Scenario: a JSON response is compressed too
    Given the app:
      """js
      app.set('json spaces', 0)
      app.use(fw.compress({ threshold: 0 }))
      app.get('/', (req, res) => res.json({ user: 'tobi' }))
      """
    When I send "GET /" with the header "Accept-Encoding: deflate"
    Then the header "Content-Encoding" is "deflate"
    And the body decompressed with deflate is '{"user":"tobi"}'

  @spec:middleware-3x/compress @3.x
  Scenario: a type that is not compressible is sent as is
    Given the app:
      """js
      app.use(fw.compress({ threshold: 0 }))
      app.get('/', (req, res) => res.type('png').send(Buffer.alloc(2048, 1)))
      """
    When I send "GET /" with the header "Accept-Encoding: gzip"
    Then the header "Content-Encoding" is absent
    And the body has 2048 bytes

  @spec:middleware-3x/compress @3.x
  Scenario: static files are compressed when compress is placed first
    Given the app:
      """js
      app.use(fw.compress({ threshold: 0 }))
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /hello.txt" with the header "Accept-Encoding: gzip"
    Then the header "Content-Encoding" is "gzip"
    And the body decompressed with gzip is "hello from static"
