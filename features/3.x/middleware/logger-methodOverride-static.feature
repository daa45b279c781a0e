@middleware
Feature: logger, methodOverride, static (3.x)
  The 3.x middleware logger, methodOverride, json, urlencoded, multipart and
  static are named only; their options are not shown. These scenarios check
  the basic behaviour of logger, methodOverride and static (json, urlencoded
  and multipart are in bodyParser.feature).

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: logger writes one line per request to the given stream and passes the request on
    Given the app:
      """js
      const lines = []
      const stream = { write: (line) => lines.push(line) }
      app.use(fw.logger({ format: ':method :url :status', stream }))
      app.get('/hello', (req, res) => res.send('hi'))
      app.get('/log', (req, res) => res.json(lines))
      """
    When I send "GET /hello"
    And I send "GET /log"
    Then the JSON body is '["GET /hello 200\n"]'

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: methodOverride turns a POST with _method in the body into that verb
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.use(fw.methodOverride())
      app.put('/user', (req, res) => res.send('put, originally ' + req.originalMethod))
      """
    When I send the request:
      """
      POST /user
      Content-Type: application/x-www-form-urlencoded

      _method=PUT&name=tobi
      """
    Then the body is "put, originally POST"

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: methodOverride reads the X-HTTP-Method-Override header
    Given the app:
      """js
      app.use(fw.methodOverride())
      app.delete('/user', (req, res) => res.send('deleted'))
      """
    When I send "POST /user" with the header "X-HTTP-Method-Override: DELETE"
    Then the body is "deleted"

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: without an override a POST stays a POST
    Given the app:
      """js
      app.use(fw.methodOverride())
      app.post('/user', (req, res) => res.send('posted'))
      """
    When I send "POST /user"
    Then the body is "posted"

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: static serves files and answers HEAD
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "HEAD /hello.txt"
    Then the status is 200
    And the header "Content-Length" is "17"
    And the body is empty

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: static sets ETag and Last-Modified and answers a conditional GET with 304
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /hello.txt"
    Then the header "ETag" is present
    And the header "Last-Modified" is present
    When I send "GET /hello.txt" with the header "If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT"
    Then the status is 304

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: static does not serve dotfiles by default
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      app.use((req, res) => res.send(404, 'no such file'))
      """
    When I send "GET /.hidden"
    Then the status is 404

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario Outline: static passes <what> on to the next middleware
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.send(404, 'next: ' + req.method + ' ' + req.url))
      """
    When I send "<request>"
    Then the status is 404
    And the body is "next: <request>"

    Examples:
      | what                                  | request        |
      | a missing file without an extension   | GET /missing   |
      | a missing file with an extension      | GET /missing.txt |
      | a directory without an index file     | GET /noindex/  |
      | a POST to a file it would serve       | POST /hello.txt |

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: static with maxAge sets Cache-Control
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public', { maxAge: 3600000 }))
      """
    When I send "GET /hello.txt"
    Then the header "Cache-Control" is "public, max-age=3600"

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @spec:http/if-range-mismatch-whole @3.x
  Scenario Outline: static ignores a Range whose If-Range does not match: If-Range <if-range>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /hello.txt" with the headers:
      | Range    | bytes=0-4  |
      | If-Range | <if-range> |
    Then the status is 200
    And the body is "hello from static"

    Examples:
      | if-range                      |
      | "stale"                       |
      | Thu, 01 Jan 1970 00:00:00 GMT |

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @spec:http/not-modified-metadata @3.x
  Scenario: static's 304 to a matching If-None-Match carries the 200's ETag, Last-Modified and Cache-Control, and no other length
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public', { maxAge: 60000 }))
      """
    When I send "GET /hello.txt", then again with If-None-Match set to its ETag
    Then the status is 304
    And the body is empty
    And the 304 response carries the metadata of the 200 response that RFC 9110 15.4.5 lists, and no other Content-Length

  # RFC 9110 13.1.1, 13.1.4: Express 3's static (serve-static 1.10, send 0.13) reads neither
  # If-Match nor If-Unmodified-Since (features/divergences.md).
  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @spec:http/precondition-failed @3.x @divergence
  Scenario Outline: 3.x static answers 412 to a precondition that fails: <condition> <value>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /hello.txt" with the headers:
      | <condition> | <value> |
    Then the status is 412
    And the body does not contain "hello"

    Examples:
      | condition           | value                         |
      | If-Match            | "stale"                       |
      | If-Unmodified-Since | Thu, 01 Jan 1970 00:00:00 GMT |
