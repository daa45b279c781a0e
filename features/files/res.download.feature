@files
Feature: res.download
  `res.download(path [, filename] [, options] [, fn])` transfers the file as an
  attachment. filename defaults to the one derived from path. fn(err) is called
  on completion or error. A relative path resolves against the working
  directory, or against root when the root option is given.

  @spec:res-operations/res.download @4.x @5.x
  Scenario: res.download(path) sends the file as an attachment named after the path
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "Hello, World!"
    And the header "Content-Disposition" is 'attachment; filename="hello.txt"'
    And the header "Content-Type" is "text/plain; charset=utf-8"
    And the header "Content-Length" is "13"

  @spec:res-operations/res.download @4.x @5.x
  Scenario Outline: res.download(path, '<filename>') names the attachment <shown>
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', '<filename>'))
      """
    When I send "GET /"
    Then the body is "Hello, World!"
    And the header "Content-Disposition" is 'attachment; filename="<shown>"'

    Examples:
      | filename          | shown        |
      | greeting.txt      | greeting.txt |
      | report.pdf        | report.pdf   |
      | dir/renamed.txt   | renamed.txt  |

  @spec:res-operations/res.download @4.x @5.x
  Scenario: the Content-Type of res.download follows the file, not the filename argument
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', 'report.pdf'))
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/plain; charset=utf-8"

  @spec:res-operations/res.download @4.x @5.x
  Scenario: res.download quotes a filename with spaces
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/my file.txt'))
      """
    When I send "GET /"
    Then the body is "spaced"
    And the header "Content-Disposition" is "attachment; filename=\"my file.txt\""

  @spec:res-operations/res.download @5.x @since:5.3.0
  Scenario: 5.x res.download encodes a non-ASCII filename with filename*
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', 'naïve.txt'))
      """
    When I send "GET /"
    Then the header "Content-Disposition" is "attachment; filename=\"na?ve.txt\"; filename*=UTF-8''na%C3%AFve.txt"

  @spec:res-operations/res.download @4.x @5.x
  Scenario Outline: res.download accepts the argument form <form>
    Given the app:
      """js
      let called = false
      let waiting
      const fn = () => { called = true; if (waiting) waiting.json({ called }) }
      const args = [<args>]
      app.get('/', (req, res) => {
        res.set('X-Opt', 'none')
        res.download(...args)
      })
      // fn may run as the response finishes, after the client has read the body: /called waits for it, with
      // no clock (a framework that never calls fn leaves nothing pending, and the suite ends the wait saying so)
      const given = args.includes(fn)
      app.get('/called', (req, res) => (called || !given ? res.json({ called }) : (waiting = res)))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "Hello, World!"
    And the header "Content-Disposition" is 'attachment; filename="<name>"'
    And the header "X-Opt" is "<opt>"
    When I send "GET /called"
    Then the JSON body is '{"called":<called>}'

    Examples:
      | form                          | args                                                                                                      | name      | opt  | called |
      | (path, fn)                    | fixtures + '/files/public/hello.txt', fn                                             | hello.txt | none | true   |
      | (path, filename, fn)          | fixtures + '/files/public/hello.txt', 'a.txt', fn                                    | a.txt     | none | true   |

    @since:4.16.0
    Examples:
      | form                          | args                                                                                                      | name      | opt  | called |
      | (path, filename, options)     | fixtures + '/files/public/hello.txt', 'b.txt', { headers: { 'X-Opt': 'yes' } }                            | b.txt     | yes  | false  |
      | (path, filename, options, fn) | fixtures + '/files/public/hello.txt', 'c.txt', { headers: { 'X-Opt': 'yes' } }, fn   | c.txt     | yes  | true   |

    @since:4.18.0
    Examples:
      | form                          | args                                                                                                      | name      | opt  | called |
      | (path, options)               | fixtures + '/files/public/hello.txt', { headers: { 'X-Opt': 'yes' } }                                     | hello.txt | yes  | false  |
      | (path, options, fn)           | fixtures + '/files/public/hello.txt', { headers: { 'X-Opt': 'yes' } }, fn            | hello.txt | yes  | true   |

  @spec:res-operations/res.download @4.x @5.x
  Scenario: res.download calls fn without an error once the transfer completes
    Given the app:
      """js
      let result = 'not called'
      let waiting
      const settle = (value) => { result = value; if (waiting) waiting.json({ result }) }
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', 'x.txt', (err) => settle(err === undefined ? 'no error' : String(err))))
      // fn may run as the response finishes, after the client has read the body: /result waits for it, with
      // no clock (a framework that never calls fn leaves nothing pending, and the suite ends the wait saying so)
      app.get('/result', (req, res) => (result !== 'not called' ? res.json({ result }) : (waiting = res)))
      """
    When I send "GET /"
    Then the body is "Hello, World!"
    When I send "GET /result"
    Then the JSON body is '{"result":"no error"}'

  @spec:res-operations/res.download @spec:errors/file-transfer-error @4.x @5.x
  Scenario: res.download of a missing file calls fn with the error and fn ends the response
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/missing.txt', (err) => {
        res.status(err.status).json({ code: err.code, status: err.status, headersSent: res.headersSent })
      }))
      """
    When I send "GET /"
    Then the status is 404
    And the JSON body is '{"code":"ENOENT","status":404,"headersSent":false}'
    And the header "Content-Disposition" is absent

  @spec:res-operations/res.download @spec:errors/file-transfer-error @4.x @5.x
  Scenario: res.download of a missing file with fn can pass control on with next
    Given the app:
      """js
      app.get('/', (req, res, next) => res.download(fixtures + '/files/public/missing.txt', (err) => next()))
      app.get('/', (req, res) => res.send('fallback'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "fallback"

  @spec:res-operations/res.download @4.x @5.x
  Scenario: res.download resolves a relative path against the working directory
    Given the app:
      """js
      const path = require('node:path')
      const relative = path.relative(process.cwd(), fixtures + '/files/public/hello.txt')
      app.get('/', (req, res) => res.download(relative))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "Hello, World!"
    And the header "Content-Disposition" is 'attachment; filename="hello.txt"'

  @spec:res-operations/res.download @spec:file-options/root @since:4.18.0 @4.x @5.x
  Scenario Outline: res.download('<path>') with root resolves inside root
    Given the app:
      """js
      app.get('/', (req, res) => res.download('<path>', { root: fixtures + '/files/public' }))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "<body>"
    And the header "Content-Disposition" is 'attachment; filename="<name>"'

    Examples:
      | path           | body          | name       |
      | hello.txt      | Hello, World! | hello.txt  |
      | sub/inner.txt  | inner         | inner.txt  |

  @spec:res-operations/res.download @spec:file-options/root @since:4.18.0 @4.x @5.x
  Scenario: res.download with root refuses a path that leaves root
    Given the app:
      """js
      app.get('/', (req, res) => res.download('../secret.txt', { root: fixtures + '/files/public' }, (err) => {
        if (err && !res.headersSent) res.status(err.status).json({ status: err.status })
      }))
      """
    When I send "GET /"
    Then the status is 403
    And the body does not contain "TOP SECRET"

  @spec:res-operations/res.download @4.x @5.x
  Scenario: res.download on HEAD sends the attachment headers without a body
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt'))
      """
    When I send "HEAD /"
    Then the status is 200
    And the body is empty
    And the header "Content-Disposition" matches "^attachment"

  @spec:res-operations/res.download @spec:http/precondition-failed @spec:http/if-range-mismatch-whole @4.x @5.x
  Scenario Outline: res.download answers a failed precondition with 412 and a stale If-Range with the whole file: <what>
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/alphabet.txt'))
      """
    When I send "GET /" with the headers:
      | <name> | <value> |
      | Range  | bytes=2-4 |
    Then the status is <status>
    And the body <body>

    Examples:
      | what                    | name                | value                         | status | body                              |
      | If-Match "stale"        | If-Match            | "stale"                       | 412    | does not contain "cde"            |
      | If-Unmodified-Since old | If-Unmodified-Since | Thu, 01 Jan 1970 00:00:00 GMT | 412    | does not contain "cde"            |
      | If-Range "stale"        | If-Range            | "stale"                       | 200    | is "abcdefghijklmnopqrstuvwxyz"   |
      | If-Range old            | If-Range            | Thu, 01 Jan 1970 00:00:00 GMT | 200    | is "abcdefghijklmnopqrstuvwxyz"   |
      | If-Match *              | If-Match            | *                             | 206    | is "cde"                          |
