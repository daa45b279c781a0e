@static
Feature: fw.static options fallthrough and setHeaders
  `fallthrough` (default true): when true, client errors (bad request, missing
  file) call next(); when false they call next(err), including 404s. `setHeaders`
  is called as fn(res, path, stat) and must change headers synchronously.

  @spec:static-options/fallthrough @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x @since:4.13.0
  Scenario Outline: fw.static by default calls next() for the client error on <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.send('next called'))
      app.use((err, req, res, next) => res.status(500).send('error handler'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body is "next called"

    Examples:
      | path            | error              |
      | /missing.txt    | missing file       |
      | /%              | malformed encoding |
      | /a%E0%A4%A.txt  | malformed encoding |
      | /a%00b.txt      | null byte          |
      | /../secret.txt  | path above root    |

  @spec:static-options/fallthrough @4.x @5.x @since:4.13.0
  Scenario: fw.static with fallthrough true calls next() for a missing file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { fallthrough: true }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET /missing.txt"
    Then the body is "next called"

  @spec:static-options/fallthrough @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x @since:4.13.0
  Scenario Outline: fw.static with fallthrough false calls next(err) with status <status> for <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { fallthrough: false }))
      app.use((req, res) => res.send('next called'))
      app.use((err, req, res, next) => res.status(499).send('next(err) ' + err.status))
      """
    When I send "GET <path>"
    Then the status is 499
    And the body is "next(err) <status>"

    Examples:
      | path            | status |
      | /missing.txt    | 404    |
      | /sub/missing    | 404    |
      | /hello.txt/     | 404    |
      | /noindex/       | 404    |
      | /%              | 400    |
      | /a%00b.txt      | 400    |
      | /../secret.txt  | 403    |

  @spec:static-options/fallthrough @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x @since:4.13.0
  Scenario: fw.static with fallthrough false answers 404 through the default error handler
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { fallthrough: false }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET /missing.txt"
    Then the status is 404
    And the body does not contain "next called"

  @spec:static-options/fallthrough @4.x @5.x @since:4.13.0
  Scenario Outline: fw.static with fallthrough false answers <method> with 405 and Allow GET, HEAD
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { fallthrough: false }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "<method> /hello.txt"
    Then the status is 405
    And the header "Allow" is "GET, HEAD"
    And the body is empty

    Examples:
      | method  |
      | POST    |
      | PUT     |
      | DELETE  |
      | OPTIONS |

  @spec:static-options/fallthrough @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x @since:4.13.0
  Scenario: fw.static calls next() for a file name longer than the file system allows, a file it cannot have
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.send('fell through'))
      """
    When I send "GET /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.txt"
    Then the status is 200
    And the body is "fell through"

  @spec:static-options/fallthrough @4.x @5.x @since:4.13.0
  Scenario: fw.static with fallthrough false still serves an existing file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { fallthrough: false }))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the body contains "hello static"

  @spec:static-options/fallthrough @4.x @5.x @since:4.13.0
  Scenario: fw.static with fallthrough false mounted at a path leaves other paths alone
    Given the app:
      """js
      app.use('/assets', fw.static(fixtures + '/static/public', { fallthrough: false }))
      app.get('/page', (req, res) => res.send('page'))
      """
    When I send "GET /page"
    Then the status is 200
    And the body is "page"

  @spec:static-options/setheaders @4.x @5.x @since:4.5.0
  Scenario: fw.static calls setHeaders with the response, the file path and its stat
    Given the app:
      """js
      const path = require('node:path')
      app.use(fw.static(fixtures + '/static/public', {
        setHeaders(res, file, stat) {
          res.setHeader('X-File', path.relative(fixtures, file).split(path.sep).join('/'))
          res.setHeader('X-Size', String(stat.size))
          res.setHeader('X-Is-File', String(stat.isFile()))
        }
      }))
      """
    When I send "GET /sub/file.txt"
    Then the status is 200
    And the header "X-File" is "static/public/sub/file.txt"
    And the header "X-Size" is "9"
    And the header "X-Is-File" is "true"

  @spec:static-options/setheaders @4.x @5.x @since:4.5.0
  Scenario Outline: fw.static calls setHeaders with the file actually served for <path>
    Given the app:
      """js
      const path = require('node:path')
      app.use(fw.static(fixtures + '/static/public', {
        extensions: ['html'],
        setHeaders: (res, file) => res.setHeader('X-File', path.basename(file))
      }))
      """
    When I send "GET <path>"
    Then the status is 200
    And the header "X-File" is "<file>"

    Examples:
      | path   | file        |
      | /      | index.html  |
      | /sub/  | index.html  |
      | /about | about.html  |

  @spec:static-options/setheaders @4.x @5.x @since:4.5.0
  Scenario: fw.static calls setHeaders on HEAD requests too
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { setHeaders: (res) => res.setHeader('X-Static', 'yes') }))
      """
    When I send "HEAD /hello.txt"
    Then the header "X-Static" is "yes"

  @spec:static-options/setheaders @4.x @5.x @since:4.5.0
  Scenario Outline: fw.static does not call setHeaders for <case>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { setHeaders: (res) => res.setHeader('X-Static', 'yes') }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET <path>"
    Then the header "X-Static" is absent

    Examples:
      | case                 | path          |
      | a missing file       | /missing.txt  |
      | a directory redirect | /sub          |
      | an ignored dotfile   | /.hidden      |

  @spec:static-options/setheaders @4.x @5.x @since:4.5.0
  Scenario: fw.static keeps the Content-Type and Cache-Control that setHeaders set
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', {
        maxAge: '1d',
        setHeaders(res) {
          res.setHeader('Content-Type', 'text/x-custom')
          res.setHeader('Cache-Control', 'no-store')
        }
      }))
      """
    When I send "GET /hello.txt"
    Then the header "Content-Type" is "text/x-custom"
    And the header "Cache-Control" is "no-store"

  @spec:static-options/setheaders @4.x @5.x @since:4.5.0
  Scenario: fw.static with a setHeaders that is not a function throws a TypeError when created
    Given the app:
      """js
      try {
        fw.static(fixtures + '/static/public', { setHeaders: 'X-A: 1' })
        app.get('/', (req, res) => res.send('created'))
      } catch (err) {
        app.get('/', (req, res) => res.send(err.name))
      }
      """
    When I send "GET /"
    Then the body is "TypeError"
