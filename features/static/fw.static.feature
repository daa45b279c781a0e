@static
Feature: fw.static
  `fw.static(root, [options])` returns a middleware that serves files from the
  directory `root`, found by combining `req.url` with `root`. When a file is not
  found it calls next() instead of sending a 404.

  @spec:top-level/fw.static @4.x @5.x
  Scenario: fw.static() returns a middleware function of three parameters
    Given the app:
      """js
      const serve = fw.static(fixtures + '/static/public')
      app.get('/', (req, res) => res.json({ type: typeof serve, length: serve.length }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","length":3}'

  @spec:top-level/fw.static @4.x @5.x
  Scenario Outline: fw.static serves <path> from the root directory with type <type>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body is '<body>'
    And the header "Content-Type" contains "<type>"
    And the header "Content-Length" is "<length>"

    Examples:
      | path               | type                     | body                 | length |
      | /hello.txt         | text/plain               | hello static\n       | 13     |
      | /page.html         | text/html                | <p>page</p>\n        | 12     |
      | /data.json         | application/json         | {"static":true}\n    | 16     |
      | /style.css         | text/css                 | body { color: red; }\n | 21   |
      | /script.js         | javascript               | console.log(1);\n    | 16     |
      | /noext             | application/octet-stream | no extension\n       | 13     |
      | /sub/file.txt      | text/plain               | sub file\n           | 9      |
      | /sub/deep/file.txt | text/plain               | deep file\n          | 10     |
      | /with%20space.txt  | text/plain               | with a space\n       | 13     |

  @spec:top-level/fw.static @4.x @5.x
  Scenario: fw.static serves the root index.html for "/"
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /"
    Then the status is 200
    And the body contains "<h1>root index</h1>"
    And the body has 20 bytes
    And the header "Content-Type" has the media type "text/html"

  @spec:top-level/fw.static @4.x @5.x
  Scenario: fw.static answers HEAD with the headers of the file and no body
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "HEAD /hello.txt"
    Then the status is 200
    And the body is empty
    And the header "Content-Length" is "13"
    And the header "Content-Type" has the media type "text/plain"

  @spec:top-level/fw.static @4.x @5.x
  Scenario: fw.static announces byte ranges and answers a Range request with 206 and the slice
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the header "Accept-Ranges" is "bytes"
    When I send "GET /hello.txt" with the header "Range: bytes=0-4"
    Then the status is 206
    And the header "Content-Range" is "bytes 0-4/13"
    And the body is "hello"

  @spec:top-level/fw.static @spec:req-operations/req.range @4.x
  Scenario: 4.x fw.static answers a malformed Range "bytes=abc" with 416
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt" with the header "Range: bytes=abc"
    Then the status is 416
    And the header "Content-Range" is "bytes */13"

  # The spec does not say how a file is served for a malformed Range, and express@5 answers as
  # the range-parser its range ^1.2.1 brings: 1.3 ignores the header, 1.2 (what npm installs when
  # express@4 is in the same project) refuses it. Both are accepted, and nothing else.
  @spec:top-level/fw.static @spec:req-operations/req.range @5.x
  Scenario: 5.x fw.static ignores a malformed Range "bytes=abc" (the whole file) or refuses it as range-parser 1.2 does (416)
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt" with the header "Range: bytes=abc"
    Then the status, Content-Range and body length are one of:
      | status | Content-Range | bytes |
      | 200    |               | 13    |
      | 416    | bytes */13    |       |

  @spec:top-level/fw.static @4.x @5.x
  Scenario: fw.static ignores the query string when it finds the file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt?v=123&x=%2e%2e"
    Then the status is 200
    And the body contains "hello static"
    And the body has 13 bytes

  @spec:top-level/fw.static @4.x @5.x
  Scenario Outline: fw.static mounted at /assets serves <path> relative to the mount point
    Given the app:
      """js
      app.use('/assets', fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.set('X-Next', 'called').send('next called'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body is "<body>"

    Examples:
      | path                   | body             |
      | /assets/hello.txt      | hello static\n   |
      | /assets/sub/file.txt   | sub file\n       |
      | /assets/               | <h1>root index</h1>\n |
      | /hello.txt             | next called      |
      | /assets/assets/hello.txt | next called    |

  @spec:top-level/fw.static @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x
  Scenario Outline: fw.static calls next() without sending 404 for the missing file <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.set('X-Next', 'called').send('next called'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the header "X-Next" is "called"
    And the body is "next called"

    Examples:
      | path                 |
      | /missing.txt         |
      | /sub/missing.html    |
      | /nodir/file.txt      |
      | /hello.txt/          |
      | /hello.txt/more      |
      | /noindex/            |

  @spec:top-level/fw.static @4.x @5.x
  Scenario Outline: fw.static reads a path that begins with '//' as a path: <path> <verdict>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.set('X-Next', 'called').send('next called'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body is "<body>"

    Examples:
      | path          | verdict                     | body          |
      | //todo@txt    | is missing and calls next() | next called   |
      | //missing.txt | is missing and calls next() | next called   |
      | //hello.txt   | is served                   | hello static\n |

  @spec:top-level/fw.static @4.x @5.x
  Scenario Outline: fw.static leaves <method> requests to the next middleware
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.set('X-Next', 'called').send('next called: ' + req.method))
      """
    When I send "<method> /hello.txt"
    Then the status is 200
    And the body is "next called: <method>"

    Examples:
      | method  |
      | POST    |
      | PUT     |
      | DELETE  |
      | PATCH   |
      | OPTIONS |

  @spec:top-level/fw.static @4.x @5.x
  Scenario: several fw.static roots are tried in order
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public/sub'))
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /file.txt"
    Then the body contains "sub file"
    And the body has 9 bytes
    When I send "GET /hello.txt"
    Then the body contains "hello static"
    And the body has 13 bytes

  @spec:top-level/fw.static @4.x @5.x
  Scenario Outline: fw.static with the root <root> throws a TypeError when created
    Given the app:
      """js
      try {
        fw.static(<root>)
        app.get('/', (req, res) => res.send('created'))
      } catch (err) {
        app.get('/', (req, res) => res.send(err.name))
      }
      """
    When I send "GET /"
    Then the body is "TypeError"

    Examples:
      | root      |
      | undefined |
      | ''        |
      | 42        |

  @spec:top-level/fw.static @4.x @5.x
  Scenario Outline: fw.static never serves the file outside the root reached by <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'allow' }))
      app.use((req, res) => res.status(404).send('not served'))
      """
    When I send "GET <path>"
    Then the body does not contain "TOP SECRET"
    And the status is <status>

    Examples:
      | path                              | status |
      | /../secret.txt                    | 404    |
      | /%2e%2e/secret.txt                | 404    |
      | /%2E%2E/secret.txt                | 404    |
      | /..%2fsecret.txt                  | 404    |
      | /..%2Fsecret.txt                  | 404    |
      | /..%5csecret.txt                  | 404    |
      | /..\secret.txt                    | 404    |
      | /sub/..%2f..%2fsecret.txt         | 404    |
      | /%2e%2e%2f%2e%2e%2fsecret.txt     | 404    |
      | /..%2fpublic-secret%2fsecret.txt  | 404    |
      | /%252e%252e/secret.txt            | 404    |
      | /secret.txt%00.html               | 404    |
      | /hello.txt%00                     | 404    |
      | /%c0%ae%c0%ae/secret.txt          | 404    |
      | //secret.txt                      | 404    |

  @spec:top-level/fw.static @4.x @5.x
  Scenario Outline: fw.static serves <path> that resolves inside the root
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body contains "hello static"
    And the body has 13 bytes

    Examples:
      | path                        |
      | /./hello.txt                |
      | /sub/../hello.txt           |
      | /sub/%2e%2e/hello.txt       |
      | /sub/deep/..%2f..%2fhello.txt |
      | /hello%2etxt                |
      | /%68ello.txt                |

  # RFC 9110 13.1.1 and 13.1.4. The file's own ETag is weak and never strongly matches If-Match,
  # so the held preconditions here are "*" and a date.
  @spec:top-level/fw.static @spec:http/precondition-failed @4.x @5.x
  Scenario Outline: fw.static answers 412 to a precondition that fails, and serves the file when it holds: <condition> <value>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt" with the headers:
      | <condition> | <value> |
    Then the status is <status>
    And the body <body>

    Examples:
      | condition           | value                         | status | body                       |
      | If-Match            | "stale"                       | 412    | does not contain "hello"   |
      | If-Match            | *                             | 200    | contains "hello static"    |
      | If-Unmodified-Since | Thu, 01 Jan 1970 00:00:00 GMT | 412    | does not contain "hello"   |
      | If-Unmodified-Since | Fri, 01 Jan 2100 00:00:00 GMT | 200    | contains "hello static"    |

  @spec:top-level/fw.static @spec:http/precondition-failed @4.x @5.x
  Scenario: fw.static serves the file to If-Unmodified-Since set to its own Last-Modified
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt", then again with If-Unmodified-Since set to its Last-Modified
    Then the status is 200
    And the body contains "hello static"

  # RFC 9110 13.1.5: polka's and tinyhttp's static (sirv) answer 206 to a stale If-Range,
  # splicing a resumed download of a changed file.
  @spec:top-level/fw.static @spec:http/if-range-mismatch-whole @4.x @5.x
  Scenario Outline: fw.static ignores a Range whose If-Range does not match: If-Range <if-range>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt" with the headers:
      | Range    | bytes=0-4  |
      | If-Range | <if-range> |
    Then the status is 200
    And the body has 13 bytes
    And the header "Content-Range" is absent

    Examples:
      | if-range                      |
      | "stale"                       |
      | Thu, 01 Jan 1970 00:00:00 GMT |

  @spec:top-level/fw.static @spec:http/if-range-mismatch-whole @4.x @5.x
  Scenario: fw.static sends the range when If-Range is the file's Last-Modified
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt", then again with If-Range set to its Last-Modified and the header "Range: bytes=0-4"
    Then the status is 206
    And the body is "hello"
    And the header "Content-Range" is "bytes 0-4/13"

  @spec:top-level/fw.static @spec:http/not-modified-metadata @4.x @5.x
  Scenario Outline: fw.static's 304 to a matching <condition> carries the 200's ETag, Last-Modified and Cache-Control, and no other length
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { maxAge: '1h' }))
      """
    When I send "GET /hello.txt", then again with <condition> set to its <validator>
    Then the status is 304
    And the body is empty
    And the 304 response carries the metadata of the 200 response that RFC 9110 15.4.5 lists, and no other Content-Length

    Examples:
      | condition         | validator     |
      | If-None-Match     | ETag          |
      | If-Modified-Since | Last-Modified |

  # RFC 9110 13.1.1, 13.1.5: strong comparison; Express's send compares weakly
  # (features/divergences.md).
  @spec:top-level/fw.static @spec:http/precondition-failed @4.x @5.x @divergence
  Scenario: fw.static compares If-Match strongly: the file's weak ETag gets 412
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt", then again with If-Match set to its ETag
    Then the status is 412
    And the body does not contain "hello"

  @spec:top-level/fw.static @spec:http/if-range-mismatch-whole @4.x @5.x @divergence
  Scenario: fw.static compares If-Range strongly: the file's weak ETag gets the whole file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt", then again with If-Range set to its ETag and the header "Range: bytes=0-4"
    Then the status is 200
    And the body has 13 bytes
