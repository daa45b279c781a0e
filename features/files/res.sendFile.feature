@files
Feature: res.sendFile
  `res.sendFile(path [, options] [, fn])` (4.8.0+) transfers a file; the
  Content-Type comes from the extension. Without the root option the path must
  be absolute. With root a relative path is allowed and must resolve inside
  root. fn(err) is called on completion or error.

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile of <file> sends its bytes as <type>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/<file>'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is:
      """
      <body>
      """
    And the header "Content-Type" matches "^<type>$"
    And the header "Content-Length" is "<length>"

    Examples:
      | file         | body            | type                                | length |
      | hello.txt    | Hello, World!   | text/plain; charset=utf-8           | 13     |
      | page.html    | <p>hi</p>       | text/html; charset=utf-8            | 9      |
      | data.json    | {"ok":true}     | application/json(; charset=utf-8)?  | 11     |
      | noext        | plain bytes     | application/octet-stream            | 11     |

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile sends caching headers by default
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt'))
      """
    When I send "GET /"
    Then the header "Cache-Control" is "public, max-age=0"
    And the header "Accept-Ranges" is "bytes"
    And the header "Last-Modified" matches "^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$"
    And the header "ETag" matches "^W/\"d-[0-9a-f]+\"$"

  @spec:res-operations/res.sendFile @spec:settings/etag @5.x @since:5.1.0
  Scenario: 5.x res.sendFile follows the app's etag setting: disabled, no ETag
    Given the app:
      """js
      app.disable('etag')
      app.get('/', (req, res) => res.sendFile(fixtures + '/static/public/hello.txt'))
      """
    When I send "GET /"
    Then the status is 200
    And the header "ETag" is absent

  @spec:res-operations/res.sendFile @spec:settings/etag @since:4.8.0 @4.x
  Scenario: 4.x res.sendFile sends an ETag whatever the app's etag setting
    Given the app:
      """js
      app.disable('etag')
      app.get('/', (req, res) => res.sendFile(fixtures + '/static/public/hello.txt'))
      """
    When I send "GET /"
    Then the status is 200
    And the header "ETag" matches '^W/"'

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile with a relative path and no root throws a TypeError
    Given the app:
      """js
      app.get('/', (req, res) => {
        try {
          res.sendFile('features/fixtures/files/public/hello.txt')
        } catch (err) {
          return res.status(500).json({ error: err.name, message: err.message })
        }
      })
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"error":"TypeError","message":"path must be absolute or specify root to res.sendFile"}'

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile(<args>) throws a TypeError before sending anything
    Given the app:
      """js
      app.get('/', (req, res) => {
        try {
          res.sendFile(<args>)
        } catch (err) {
          return res.status(500).json({ error: err.name, message: err.message, headersSent: res.headersSent })
        }
        res.status(200).send('not thrown')
      })
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is:
      """json
      {"error":"TypeError","message":"<message>","headersSent":false}
      """

    Examples:
      | args | message                                   |
      |      | path argument is required to res.sendFile |
      | ''   | path argument is required to res.sendFile |

    # 4.16 fails a path that is not a string with whatever TypeError the path
    # handling meets first; the message names the argument from 4.17.0.
    @since:4.17.0
    Examples:
      | args                   | message                               |
      | 42                     | path must be a string to res.sendFile |
      | { path: '/etc/hosts' } | path must be a string to res.sendFile |

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile('<path>') with root <root> serves a file inside root
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile('<path>', { root: fixtures + '<root>' }))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "<body>"

    Examples:
      | path               | root           | body          |
      | hello.txt          | /files/public  | Hello, World! |
      | sub/inner.txt      | /files/public  | inner         |
      | ./sub/inner.txt    | /files/public  | inner         |
      | sub/../hello.txt   | /files/public  | Hello, World! |
      | public/hello.txt   | /files         | Hello, World! |
      | /hello.txt         | /files/public  | Hello, World! |

  @spec:res-operations/res.sendFile @spec:file-options/root @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile('<path>') that leaves root is refused with 403
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile('<path>', { root: fixtures + '/files/public' }, (err) => {
        if (!res.headersSent) res.status(err ? err.status : 200).json({ status: err && err.status })
      }))
      """
    When I send "GET /"
    Then the status is 403
    And the JSON body is '{"status":403}'
    And the body does not contain "TOP SECRET"

    Examples:
      | path                  |
      | ../secret.txt         |
      | sub/../../secret.txt  |
      | ..                    |

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile encodes characters of the path such as spaces
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/my file.txt'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "spaced"

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile calls fn without an error once the file is sent
    Given the app:
      """js
      let result = 'not called'
      let waiting
      const settle = (value) => { result = value; if (waiting) waiting.json({ result }) }
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', (err) => settle(err === undefined ? 'no error' : String(err))))
      // fn may run as the response finishes, after the client has read the body: /result waits for it, with
      // no clock (a framework that never calls fn leaves nothing pending, and the suite ends the wait saying so)
      app.get('/result', (req, res) => (result !== 'not called' ? res.json({ result }) : (waiting = res)))
      """
    When I send "GET /"
    Then the body is "Hello, World!"
    When I send "GET /result"
    Then the JSON body is '{"result":"no error"}'

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile calls fn without an error after a HEAD and after a 304, which send no body
    Given the app:
      """js
      const outcomes = []
      let waiting
      const record = (line) => {
        outcomes.push(line)
        if (waiting && outcomes.length === 3) waiting.json(outcomes.sort())
      }
      app.get('/file', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', (err) => record(`${req.method} ${res.statusCode} ${err ? err.code : 'no error'}`)))
      // fn may run after the client has read the response: /outcomes waits for all three, with no clock
      app.get('/outcomes', (req, res) => (outcomes.length === 3 ? res.json(outcomes.sort()) : (waiting = res)))
      """
    When I send "HEAD /file"
    Then the status is 200
    When I send "GET /file", then again with If-None-Match set to its ETag
    Then the status is 304
    When I send "GET /outcomes"
    Then the JSON body is '["GET 200 no error","GET 304 no error","HEAD 200 no error"]'

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile takes fn as the second argument
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/missing.txt', (err) => res.status(200).json({ code: err.code, status: err.status })))
      """
    When I send "GET /"
    Then the JSON body is '{"code":"ENOENT","status":404}'

  @spec:res-operations/res.sendFile @4.x
  Scenario: 4.x res.sendfile, the deprecated lower-case form, sends the file and calls fn
    Given the app:
      """js
      let done = 'not called'
      app.get('/file', (req, res) => res.sendfile(fixtures + '/files/public/hello.txt', (err) => { done = err ? String(err) : 'called without an error' }))
      app.get('/done', (req, res) => res.send(done))
      """
    When I send "GET /file"
    Then the status is 200
    And the body is "Hello, World!"
    When I send "GET /done"
    Then the body is "called without an error"

  @spec:res-operations/res.sendFile @4.x
  Scenario: 4.x res.sendfile takes the options of fw.static, such as root and maxAge
    Given the app:
      """js
      app.get('/', (req, res) => res.sendfile('hello.txt', { root: fixtures + '/files/public', maxAge: 60000 }))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "Hello, World!"
    And the header "Cache-Control" is "public, max-age=60"

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile on HEAD sends the headers only
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt'))
      """
    When I send "HEAD /"
    Then the status is 200
    And the body is empty
    And the header "Content-Length" is "13"

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile answers 304 to a matching If-None-Match
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt'))
      """
    When I send "GET /"
    Then the status is 200
    When I send "GET /" with the header "If-None-Match: *"
    Then the status is 304
    And the body is empty

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile serves the range <range> as 206 "<body>"
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/alphabet.txt'))
      """
    When I send "GET /" with the header "Range: <range>"
    Then the status is 206
    And the body is "<body>"
    And the header "Content-Range" is "<content-range>"

    Examples:
      | range        | body       | content-range  |
      | bytes=0-0    | a          | bytes 0-0/26   |
      | bytes=2-4    | cde        | bytes 2-4/26   |
      | bytes=20-    | uvwxyz     | bytes 20-25/26 |
      | bytes=-3     | xyz        | bytes 23-25/26 |
      | bytes=24-100 | yz         | bytes 24-25/26 |

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile answers 416 to an unsatisfiable range
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/alphabet.txt'))
      """
    When I send "GET /" with the header "Range: bytes=30-40"
    Then the status is 416
    And the header "Content-Range" is "bytes */26"

  @spec:res-operations/res.sendFile @property @since:4.8.0 @4.x @5.x
  Scenario: a satisfiable Range served by res.sendFile is the slice of the file
    Given the app:
      """js
      app.get('/alphabet', (req, res) => res.sendFile(fixtures + '/files/public/alphabet.txt'))
      """
    Then the property "sendfile-ranges" holds

  @spec:res-operations/res.sendFile @spec:file-options/root @property @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile with root never serves a file outside root
    Given the app:
      """js
      app.use('/files', (req, res) => {
        let requested
        try {
          requested = decodeURIComponent(req.path.slice(1))
        } catch {
          return res.status(400).end()
        }
        res.sendFile(requested, { root: fixtures + '/files/public' }, (err) => {
          if (err && !res.headersSent) res.status(err.status || 500).end()
        })
      })
      """
    Then the property "sendfile-root-containment" holds

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x
  Scenario Outline: 4.x res.sendFile with If-None-Match and If-Modified-Since both sent answers 304 only when both hold: <since>
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { headers: { ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' } }))
      """
    When I send "GET /hello.txt" with the headers:
      | If-None-Match     | "v1"    |
      | If-Modified-Since | <since> |
    Then the status is <status>

    Examples:
      | since                         | status |
      | Thu, 22 Oct 2015 07:28:00 GMT | 304    |
      | Tue, 20 Oct 2015 07:28:00 GMT | 200    |

  @spec:res-operations/res.sendFile @since:4.8.0 @5.x
  Scenario Outline: 5.x res.sendFile with If-None-Match and If-Modified-Since both sent: If-None-Match decides: <since>
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { headers: { ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' } }))
      """
    When I send "GET /hello.txt" with the headers:
      | If-None-Match     | "v1"    |
      | If-Modified-Since | <since> |
    Then the status is 304

    Examples:
      | since                         |
      | Thu, 22 Oct 2015 07:28:00 GMT |
      | Tue, 20 Oct 2015 07:28:00 GMT |

  @spec:res-operations/res.sendFile @spec:req-operations/req.range @since:4.8.0 @4.x
  Scenario Outline: 4.x res.sendFile reads the Range "<range>" as Express 4's sender: <status>
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/static/public/hello.txt'))
      """
    When I send "GET /hello.txt" with the header "Range: <range>"
    Then the status is <status>
    And the header "Content-Range" is "<content-range>"

    Examples:
      | range         | status | content-range |
      | bytes=abc     | 416    | bytes */13    |
      | bytes=0-1,x   | 206    | bytes 0-1/13  |
      | bytes=5-1,0-1 | 206    | bytes 0-1/13  |

  # The spec does not say how a file is served for a malformed Range, and express@5 answers as
  # the range-parser its range ^1.2.1 brings: 1.3 ignores the header (the whole file), 1.2 (what
  # npm installs when express@4 is in the same project) refuses "bytes=abc" and serves the valid
  # part of "bytes=0-1,x". Both are accepted, and nothing else (conformance-report/src/oracle-edges.ts).
  @spec:res-operations/res.sendFile @spec:req-operations/req.range @5.x
  Scenario Outline: 5.x res.sendFile ignores the malformed Range "<range>" (the whole file) or reads it as range-parser 1.2 does (<status>)
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/static/public/hello.txt'))
      """
    When I send "GET /hello.txt" with the header "Range: <range>"
    Then the status, Content-Range and body length are one of:
      | status   | Content-Range   | bytes   |
      | 200      |                 | 13      |
      | <status> | <content-range> | <bytes> |

    Examples:
      | range       | status | content-range | bytes |
      | bytes=abc   | 416    | bytes */13    |       |
      | bytes=0-1,x | 206    | bytes 0-1/13  | 2     |

  # RFC 9110 13.1.1 and 13.1.4: If-Match compares strongly; If-Unmodified-Since is read only
  # without If-Match (13.2.2). The app sets a strong ETag and a fixed date: a file's own ETag is
  # weak, and never strongly matches.
  @spec:res-operations/res.sendFile @spec:http/precondition-failed @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile answers 412 to a precondition that fails, and sends the file when it holds: <condition> <value>
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { headers: { ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' } }))
      """
    When I send "GET /hello.txt" with the headers:
      | <condition> | <value> |
    Then the status is <status>
    And the body <body>

    Examples:
      | condition           | value                         | status | body                        |
      | If-Match            | "v2"                          | 412    | does not contain "Hello"    |
      | If-Match            | "v2", "v3"                    | 412    | does not contain "Hello"    |
      | If-Match            | "v2", "v1"                    | 200    | is "Hello, World!"          |
      | If-Match            | "v1"                          | 200    | is "Hello, World!"          |
      | If-Match            | *                             | 200    | is "Hello, World!"          |
      | If-Unmodified-Since | Tue, 20 Oct 2015 07:28:00 GMT | 412    | does not contain "Hello"    |
      | If-Unmodified-Since | Wed, 21 Oct 2015 07:28:00 GMT | 200    | is "Hello, World!"          |
      | If-Unmodified-Since | Thu, 22 Oct 2015 07:28:00 GMT | 200    | is "Hello, World!"          |

  @spec:res-operations/res.sendFile @spec:http/precondition-failed @since:4.8.0 @4.x @5.x
  Scenario: res.sendFile reads If-Unmodified-Since only without If-Match: a matching If-Match sends the file
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { headers: { ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' } }))
      """
    When I send "GET /hello.txt" with the headers:
      | If-Match            | "v1"                          |
      | If-Unmodified-Since | Tue, 20 Oct 2015 07:28:00 GMT |
    Then the status is 200
    And the body is "Hello, World!"

  # RFC 9110 13.1.5: an If-Range that does not match makes the server ignore Range, so a resumed
  # download of a changed file is never spliced from two versions.
  @spec:res-operations/res.sendFile @spec:http/if-range-mismatch-whole @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile sends the range only when If-Range matches: If-Range <if-range>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/alphabet.txt', { headers: { ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' } }))
      """
    When I send "GET /" with the headers:
      | Range    | bytes=2-4   |
      | If-Range | <if-range>  |
    Then the status is <status>
    And the body is "<body>"

    Examples:
      | if-range                      | status | body                       |
      | "v1"                          | 206    | cde                        |
      | "stale"                       | 200    | abcdefghijklmnopqrstuvwxyz |
      | Wed, 21 Oct 2015 07:28:00 GMT | 206    | cde                        |
      | Tue, 20 Oct 2015 07:28:00 GMT | 200    | abcdefghijklmnopqrstuvwxyz |

  @spec:res-operations/res.sendFile @spec:http/not-modified-metadata @since:4.8.0 @4.x @5.x
  Scenario Outline: res.sendFile's 304 to a matching <condition> carries the 200's ETag, Last-Modified and Cache-Control, and no other length
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { maxAge: 60000 }))
      """
    When I send "GET /hello.txt", then again with <condition> set to its <validator>
    Then the status is 304
    And the body is empty
    And the 304 response carries the metadata of the 200 response that RFC 9110 15.4.5 lists, and no other Content-Length

    Examples:
      | condition         | validator     |
      | If-None-Match     | ETag          |
      | If-Modified-Since | Last-Modified |

  # RFC 9110 13.1.1 and 13.1.5 ask for the strong comparison (8.8.3.2): a weak entity tag never
  # matches If-Match or If-Range, and an If-Range date holds only when it is Last-Modified.
  # Express's send compares If-Match weakly, finds the If-Range tag as a substring, and takes an
  # If-Range date not older than the file (features/divergences.md).
  @spec:res-operations/res.sendFile @spec:http/precondition-failed @since:4.8.0 @4.x @5.x @divergence
  Scenario: res.sendFile compares If-Match strongly: the file's weak ETag gets 412
    Given the app:
      """js
      app.get('/hello.txt', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt'))
      """
    When I send "GET /hello.txt", then again with If-Match set to its ETag
    Then the status is 412
    And the body does not contain "Hello"

  @spec:res-operations/res.sendFile @spec:http/if-range-mismatch-whole @since:4.8.0 @4.x @5.x @divergence
  Scenario: res.sendFile compares If-Range strongly: the file's weak ETag gets the whole file
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/alphabet.txt'))
      """
    When I send "GET /", then again with If-Range set to its ETag and the header "Range: bytes=2-4"
    Then the status is 200
    And the body is "abcdefghijklmnopqrstuvwxyz"

  @spec:res-operations/res.sendFile @spec:http/if-range-mismatch-whole @since:4.8.0 @4.x @5.x @divergence
  Scenario: res.sendFile sends the whole file to an If-Range date later than Last-Modified
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/alphabet.txt', { headers: { ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' } }))
      """
    When I send "GET /" with the headers:
      | Range    | bytes=2-4                     |
      | If-Range | Thu, 22 Oct 2015 07:28:00 GMT |
    Then the status is 200
    And the body is "abcdefghijklmnopqrstuvwxyz"
