@res
Feature: res.sendfile and res.download (3.x)
  3.x `res.sendfile(path, [options], [fn])` transfers a file, with the
  Content-Type of its extension; options include maxAge (Cache-Control
  max-age, in milliseconds) and root (a directory a relative path resolves
  in). fn(err) is called on completion or error; without fn an error goes to
  next(err). `res.download(path, [filename], [fn])` transfers the file as an
  attachment named filename (default: the path's base name). The 403
  example: an application sends 403 when the user may not see the file.

  @spec:res-3x/sendfile @3.x
  Scenario: res.sendfile transfers the file with the Content-Type of its extension
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/hello.txt'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "hello from static"
    And the header "Content-Type" is "text/plain; charset=UTF-8"
    And the header "Content-Length" is "17"

  @spec:res-3x/sendfile @3.x
  Scenario Outline: res.sendfile of <file> sends Content-Type <type>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile('<file>', { root: fixtures + '/3.x/public' }))
      """
    When I send "GET /"
    Then the header "Content-Type" is "<type>"

    Examples:
      | file       | type                        |
      | index.html | text/html; charset=UTF-8    |
      | data.csv   | text/csv; charset=UTF-8     |
      | data.json  | application/json            |

  @spec:res-3x/sendfile @3.x
  Scenario: the root option resolves a relative path
    Given the app:
      """js
      app.get('/files/:name', (req, res) => res.sendfile(req.params.name, { root: fixtures + '/3.x/public' }))
      """
    When I send "GET /files/hello.txt"
    Then the body is "hello from static"

  @spec:res-3x/sendfile @3.x
  Scenario: Cache-Control max-age is 0 by default
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/hello.txt'))
      """
    When I send "GET /"
    Then the header "Cache-Control" is "public, max-age=0"

  @spec:res-3x/sendfile @3.x
  Scenario Outline: the maxAge option <maxAge> ms gives Cache-Control max-age=<seconds>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/hello.txt', { maxAge: <maxAge> }))
      """
    When I send "GET /"
    Then the header "Cache-Control" is "public, max-age=<seconds>"

    Examples:
      | maxAge   | seconds |
      | 60000    | 60      |
      | 86400000 | 86400   |
      | 1500     | 1       |

  @spec:res-3x/sendfile @3.x
  Scenario: a missing file calls fn with an error of status 404
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/missing.txt', (err) => res.send(200, 'fn got ' + err.status)))
      """
    When I send "GET /"
    Then the body is "fn got 404"

  @spec:res-3x/sendfile @3.x
  Scenario: without fn, a missing file goes to next(err)
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/missing.txt'))
      app.use((err, req, res, next) => res.send(err.status, 'handled ' + err.status))
      """
    When I send "GET /"
    Then the status is 404
    And the body is "handled 404"

  @spec:res-3x/sendfile @3.x
  Scenario: fn is called without an error after the transfer
    Given the app:
      """js
      let done = 'pending'
      app.get('/file', (req, res) => res.sendfile(fixtures + '/3.x/public/hello.txt', (err) => { done = err ? 'error' : 'ok' }))
      app.get('/done', (req, res) => res.send(done))
      """
    When I send "GET /file"
    And I send "GET /done"
    Then the body is "ok"

  @spec:res-3x/sendfile @spec:errors/sendfile-403-3x @3.x
  Scenario: a path that climbs out of root is refused with 403
    Given the app:
      """js
      app.get('/files/*', (req, res) => res.sendfile(req.params[0], { root: fixtures + '/3.x/public' }))
      app.use((err, req, res, next) => res.send(err.status, 'refused'))
      """
    When I send "GET /files/..%2F..%2F3.x%2Fviews%2Findex.tmpl"
    Then the status is 403
    And the body is "refused"

  @spec:res-3x/sendfile @3.x
  Scenario: a dotfile is not sent: a 404 error goes to next(err)
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/.hidden'))
      app.use((err, req, res, next) => res.send(err.status, 'error ' + err.status))
      """
    When I send "GET /"
    Then the status is 404
    And the body is "error 404"

  @spec:res-3x/sendfile @3.x
  Scenario: a directory path ending in '/' sends the directory's index.html
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/sub/'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "sub index"
    And the header "Content-Type" is "text/html; charset=UTF-8"

  @spec:res-3x/sendfile @3.x
  Scenario: a path without root that holds a '..' segment is refused with 403, even when it stays inside
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/3.x/public/sub/../hello.txt'))
      app.use((err, req, res, next) => res.send(err.status, 'refused'))
      """
    When I send "GET /"
    Then the status is 403
    And the body is "refused"

  @spec:errors/sendfile-403-3x @3.x
  Scenario Outline: the application sends 403 when user <uid> may not see the file
    Given the app:
      """js
      const mayView = (uid) => uid === 'tobi'
      app.get('/user/:uid/photos/:file', (req, res) => {
        if (mayView(req.params.uid)) res.sendfile(req.params.file, { root: fixtures + '/3.x/public' })
        else res.send(403, 'Sorry! you cant see that.')
      })
      """
    When I send "GET /user/<uid>/photos/hello.txt"
    Then the status is <status>
    And the body is "<body>"

    Examples:
      | uid  | status | body                      |
      | tobi | 200    | hello from static         |
      | loki | 403    | Sorry! you cant see that. |

  @spec:res-3x/download @3.x
  Scenario: res.download sends the file as an attachment named after the path
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/3.x/public/hello.txt'))
      """
    When I send "GET /"
    Then the body is "hello from static"
    And the header "Content-Disposition" is 'attachment; filename="hello.txt"'
    And the header "Content-Type" is "text/plain; charset=UTF-8"

  @spec:res-3x/download @3.x
  Scenario: res.download with a filename names the attachment
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/3.x/public/hello.txt', 'report.txt'))
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="report.txt"'

  @spec:res-3x/download @3.x
  Scenario: res.download calls fn with the error for a missing file, without Content-Disposition
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/3.x/public/missing.txt', 'x.txt', (err) => res.send(200, 'fn got ' + err.status)))
      """
    When I send "GET /"
    Then the body is "fn got 404"
    And the header "Content-Disposition" is absent

  @spec:res-3x/download @3.x
  Scenario: res.download(path, fn) takes fn as second argument
    Given the app:
      """js
      let done = 'pending'
      app.get('/file', (req, res) => res.download(fixtures + '/3.x/public/data.csv', (err) => { done = err ? 'error' : 'ok' }))
      app.get('/done', (req, res) => res.send(done))
      """
    When I send "GET /file"
    Then the header "Content-Disposition" is 'attachment; filename="data.csv"'
    When I send "GET /done"
    Then the body is "ok"

  @spec:res-3x/sendfile @spec:http/if-range-mismatch-whole @3.x
  Scenario Outline: res.sendfile sends the range only when If-Range matches: If-Range <if-range>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/files/public/alphabet.txt'))
      """
    When I send "GET /" with the headers:
      | Range    | bytes=2-4  |
      | If-Range | <if-range> |
    Then the status is 200
    And the body is "abcdefghijklmnopqrstuvwxyz"

    Examples:
      | if-range                      |
      | "stale"                       |
      | Thu, 01 Jan 1970 00:00:00 GMT |

  @spec:res-3x/sendfile @spec:http/if-range-mismatch-whole @3.x
  Scenario: res.sendfile sends the range when If-Range is the file's Last-Modified
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/files/public/alphabet.txt'))
      """
    When I send "GET /", then again with If-Range set to its Last-Modified and the header "Range: bytes=2-4"
    Then the status is 206
    And the body is "cde"

  @spec:res-3x/sendfile @spec:http/not-modified-metadata @3.x
  Scenario Outline: res.sendfile's 304 to a matching <condition> carries the 200's ETag, Last-Modified and Cache-Control, and no other length
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/files/public/hello.txt', { maxAge: 60000 }))
      """
    When I send "GET /", then again with <condition> set to its <validator>
    Then the status is 304
    And the body is empty
    And the 304 response carries the metadata of the 200 response that RFC 9110 15.4.5 lists, and no other Content-Length

    Examples:
      | condition         | validator     |
      | If-None-Match     | ETag          |
      | If-Modified-Since | Last-Modified |

  # RFC 9110 13.1.1, 13.1.4: Express 3's send 0.13 reads neither If-Match nor
  # If-Unmodified-Since (features/divergences.md).
  @spec:res-3x/sendfile @spec:http/precondition-failed @3.x @divergence
  Scenario Outline: 3.x res.sendfile answers 412 to a precondition that fails: <condition> <value>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile(fixtures + '/files/public/hello.txt'))
      """
    When I send "GET /" with the headers:
      | <condition> | <value> |
    Then the status is 412
    And the body does not contain "Hello"

    Examples:
      | condition           | value                         |
      | If-Match            | "stale"                       |
      | If-Unmodified-Since | Thu, 01 Jan 1970 00:00:00 GMT |
