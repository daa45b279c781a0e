@files
Feature: File transfer options
  Options of `res.sendFile` and `res.download`: maxAge (default 0), root,
  lastModified (default enabled), headers, dotfiles (default 'ignore'),
  acceptRanges (default true), cacheControl (default true) and immutable
  (default false). For download, a Content-Disposition in headers is
  overridden by the filename argument.

  @spec:file-options/maxage @spec:limits/cache-max-age @since:4.8.0 @4.x @5.x
  Scenario Outline: sendFile with maxAge <maxAge> sends Cache-Control "<wire>"
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { maxAge: <maxAge> }))
      """
    When I send "GET /"
    Then the header "Cache-Control" is "<wire>"

    Examples:
      | maxAge    | wire                    |
      | 0         | public, max-age=0       |
      | 1000      | public, max-age=1       |
      | 1500      | public, max-age=1       |
      | 86400000  | public, max-age=86400   |
      | '1h'      | public, max-age=3600    |
      | '2d'      | public, max-age=172800  |
      | '30s'     | public, max-age=30      |

  @spec:file-options/maxage @spec:limits/cache-max-age @since:4.8.0 @4.x @5.x
  Scenario: the default max-age of sendFile and download is 0
    Given the app:
      """js
      app.get('/send', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt'))
      app.get('/download', (req, res) => res.download(fixtures + '/files/public/hello.txt'))
      """
    When I send "GET /send"
    Then the header "Cache-Control" is "public, max-age=0"
    When I send "GET /download"
    Then the header "Cache-Control" is "public, max-age=0"

  @spec:file-options/maxage @spec:limits/cache-max-age @since:4.18.0 @4.x @5.x
  Scenario Outline: download with maxAge <maxAge> sends Cache-Control "<wire>"
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', { maxAge: <maxAge> }))
      """
    When I send "GET /"
    Then the header "Cache-Control" is "<wire>"

    Examples:
      | maxAge   | wire                  |
      | 5000     | public, max-age=5     |
      | '1d'     | public, max-age=86400 |

  @spec:file-options/lastmodified @since:4.9.0 @4.x @5.x
  Scenario Outline: sendFile with lastModified <value> <effect> Last-Modified
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { lastModified: <value> }))
      """
    When I send "GET /"
    Then the header "Last-Modified" is <presence>

    Examples:
      | value | effect | presence |
      | true  | sends  | present  |
      | false | omits  | absent   |

  @spec:file-options/lastmodified @since:4.18.0 @4.x @5.x
  Scenario: download with lastModified false omits Last-Modified
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', { lastModified: false }))
      """
    When I send "GET /"
    Then the header "Last-Modified" is absent
    And the body is "Hello, World!"

  @spec:file-options/lastmodified @since:4.9.0 @4.x @5.x
  Scenario: sendFile answers 304 when the file is not newer than If-Modified-Since
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { etag: false }))
      """
    When I send "GET /" with the header "If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT"
    Then the status is 304

  @spec:file-options/headers @since:4.8.0 @4.x @5.x
  Scenario: sendFile sends the headers given in options
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { headers: { 'X-Served-By': 'fw', 'X-Two': '2' } }))
      """
    When I send "GET /"
    Then the header "X-Served-By" is "fw"
    And the header "X-Two" is "2"
    And the body is "Hello, World!"

  @spec:file-options/headers @since:4.16.0 @4.x @5.x
  Scenario: download sends the headers given in options
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', 'h.txt', { headers: { 'X-Served-By': 'fw' } }))
      """
    When I send "GET /"
    Then the header "X-Served-By" is "fw"

  @spec:file-options/headers @since:4.16.0 @4.x @5.x
  Scenario Outline: download overrides a Content-Disposition given as <key> in headers
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', 'wanted.txt', { headers: { '<key>': 'inline' } }))
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="wanted.txt"'

    Examples:
      | key                 |
      | Content-Disposition |
      | content-disposition |

  @spec:file-options/dotfiles @since:4.8.0 @4.x @5.x
  Scenario Outline: sendFile of a dotfile with dotfiles <dotfiles> answers <status>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/.env', <options>, (err) => {
        if (err && !res.headersSent) res.status(err.status).json({ status: err.status })
      }))
      """
    When I send "GET /"
    Then the status is <status>
    And the body is:
      """
      <body>
      """

    Examples:
      | dotfiles      | options                    | status | body           |
      | default       | {}                         | 404    | {"status":404} |
      | 'ignore'      | { dotfiles: 'ignore' }     | 404    | {"status":404} |
      | 'deny'        | { dotfiles: 'deny' }       | 403    | {"status":403} |
      | 'allow'       | { dotfiles: 'allow' }      | 200    | SECRET=1       |

  @spec:file-options/dotfiles @since:4.8.0 @4.x @5.x
  Scenario Outline: sendFile of a file in a dot directory with dotfiles <dotfiles> answers <status>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/.hidden/file.txt', { dotfiles: <dotfiles> }, (err) => {
        if (err && !res.headersSent) res.status(err.status).json({ status: err.status })
      }))
      """
    When I send "GET /"
    Then the status is <status>

    Examples:
      | dotfiles | status |
      | 'ignore' | 404    |
      | 'deny'   | 403    |
      | 'allow'  | 200    |

  @spec:file-options/dotfiles @since:4.8.0 @5.x
  Scenario: sendFile ignores a file in a dot directory by default
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/.hidden/file.txt', (err) => {
        if (err && !res.headersSent) res.status(err.status).json({ status: err.status })
      }))
      """
    When I send "GET /"
    Then the status is 404

  @spec:file-options/dotfiles @since:4.8.0 @divergence @4.x
  Scenario: 4.x sendFile ignores a file in a dot directory by default
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/.hidden/file.txt', (err) => {
        if (err && !res.headersSent) res.status(err.status).json({ status: err.status })
      }))
      """
    When I send "GET /"
    Then the status is 404
    And the body does not contain "in a dot dir"

  @spec:file-options/dotfiles @since:4.8.0 @4.x @5.x
  Scenario: sendFile with root checks dotfiles only below the root
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile('hello.txt', { root: fixtures + '/files/public', dotfiles: 'deny' }))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "Hello, World!"

  @spec:file-options/dotfiles @since:4.18.0 @4.x @5.x
  Scenario Outline: download of a dotfile with dotfiles <dotfiles> answers <status>
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/.env', { dotfiles: <dotfiles> }, (err) => {
        if (err && !res.headersSent) res.status(err.status).json({ status: err.status })
      }))
      """
    When I send "GET /"
    Then the status is <status>

    Examples:
      | dotfiles | status |
      | 'ignore' | 404    |
      | 'deny'   | 403    |
      | 'allow'  | 200    |

  @spec:file-options/acceptranges @since:4.14.0 @4.x @5.x
  Scenario Outline: sendFile with acceptRanges <value> answers a Range request with <status>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/alphabet.txt', { acceptRanges: <value> }))
      """
    When I send "GET /" with the header "Range: bytes=0-2"
    Then the status is <status>
    And the body is "<body>"
    And the header "Accept-Ranges" is <presence>

    Examples:
      | value | status | body                       | presence      |
      | true  | 206    | abc                        | "bytes"       |
      | false | 200    | abcdefghijklmnopqrstuvwxyz | absent        |

  @spec:file-options/acceptranges @since:4.18.0 @4.x @5.x
  Scenario: download with acceptRanges false sends the whole file
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/alphabet.txt', { acceptRanges: false }))
      """
    When I send "GET /" with the header "Range: bytes=0-2"
    Then the status is 200
    And the body is "abcdefghijklmnopqrstuvwxyz"
    And the header "Accept-Ranges" is absent

  @spec:file-options/cachecontrol @since:4.14.0 @4.x @5.x
  Scenario Outline: sendFile with cacheControl <value> <effect> Cache-Control
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { cacheControl: <value>, maxAge: 60000 }))
      """
    When I send "GET /"
    Then the header "Cache-Control" is <wire>

    Examples:
      | value | effect | wire                  |
      | true  | sends  | "public, max-age=60"  |
      | false | omits  | absent                |

  @spec:file-options/cachecontrol @since:4.18.0 @4.x @5.x
  Scenario: download with cacheControl false omits Cache-Control
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/hello.txt', { cacheControl: false }))
      """
    When I send "GET /"
    Then the header "Cache-Control" is absent

  @spec:file-options/immutable @since:4.18.0 @4.x @5.x
  Scenario Outline: immutable <value> with maxAge '1d' sends Cache-Control "<wire>"
    Given the app:
      """js
      app.get('/send', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { immutable: <value>, maxAge: '1d' }))
      app.get('/download', (req, res) => res.download(fixtures + '/files/public/hello.txt', { immutable: <value>, maxAge: '1d' }))
      """
    When I send "GET /send"
    Then the header "Cache-Control" is "<wire>"
    When I send "GET /download"
    Then the header "Cache-Control" is "<wire>"

    Examples:
      | value | wire                             |
      | true  | public, max-age=86400, immutable |
      | false | public, max-age=86400            |

  @spec:file-options/immutable @since:4.16.0 @4.x @5.x
  Scenario: immutable defaults to false
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', { maxAge: '1d' }))
      """
    When I send "GET /"
    Then the header "Cache-Control" does not contain "immutable"

  @spec:file-options/root @since:4.8.0 @4.x @5.x
  Scenario: sendFile with root allows a relative path that would be refused without it
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile('sub/inner.txt', { root: fixtures + '/files/public' }))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "inner"
