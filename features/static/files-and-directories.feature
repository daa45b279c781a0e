@static
Feature: fw.static options extensions, index and redirect
  `extensions` (default false) is a list of extension fallbacks tried in order when
  a file is not found. `index` (default 'index.html') is the directory index file;
  false disables it. `redirect` (default true) redirects to a trailing '/' when the
  path is a directory.

  @spec:static-options/extensions @4.x @5.x
  Scenario: fw.static by default tries no extension fallbacks
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET /about"
    Then the body is "next called"

  @spec:static-options/extensions @4.x @5.x @since:4.8.0
  Scenario Outline: fw.static with extensions <extensions> serves <path> from <served>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { extensions: <extensions> }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body contains "<body>"

    Examples:
      | extensions       | path           | served         | body            |
      | ['html']         | /about         | about.html     | about html      |
      | ['htm', 'html']  | /contact       | contact.htm    | contact htm     |
      | ['html', 'htm']  | /contact       | contact.html   | contact html    |
      | ['txt', 'html']  | /about         | about.html     | about html      |
      | ['html']         | /hello.txt     | hello.txt      | hello static    |
      | ['html']         | /sub/file.txt  | sub/file.txt   | sub file        |
      | ['txt']          | /sub/file      | sub/file.txt   | sub file        |
      | 'html'           | /about         | about.html     | about html      |
      | false            | /about         | nothing        | next called     |
      | ['txt']          | /about         | nothing        | next called     |
      | ['html']         | /about.html    | about.html     | about html      |

  @spec:static-options/extensions @4.x @5.x @since:4.8.0
  Scenario: fw.static serves the file named in the path before any extension fallback
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { extensions: ['txt'] }))
      """
    When I send "GET /noext"
    Then the status is 200
    And the body contains "no extension"
    And the header "Content-Type" is "application/octet-stream"

  @spec:static-options/extensions @4.x @5.x @since:4.8.0
  Scenario: fw.static sets the Content-Type from the extension that was found
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { extensions: ['html'] }))
      """
    When I send "GET /about"
    Then the header "Content-Type" has the media type "text/html"

  @spec:static-options/index @4.x @5.x
  Scenario Outline: fw.static by default serves index.html for the directory <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body contains "<body>"

    Examples:
      | path       | body          |
      | /          | root index    |
      | /sub/      | sub index     |
      | /docs/     | next called   |
      | /sub/deep/ | next called   |

  @spec:static-options/index @4.x @5.x
  Scenario Outline: fw.static with index <index> serves <body> for /docs/
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { index: <index> }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET /docs/"
    Then the status is 200
    And the body contains "<body>"

    Examples:
      | index                              | body              |
      | 'default.htm'                      | docs default htm  |
      | 'home.html'                        | docs home html    |
      | ['default.htm', 'home.html']       | docs default htm  |
      | ['home.html', 'default.htm']       | docs home html    |
      | ['missing.html', 'home.html']      | docs home html    |
      | ['index.html']                     | next called       |
      | 'missing.html'                     | next called       |

  @spec:static-options/index @4.x @5.x
  Scenario Outline: fw.static with index false does not serve <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { index: false }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET <path>"
    Then the body is "next called"

    Examples:
      | path   |
      | /      |
      | /sub/  |

  @spec:static-options/index @4.x @5.x
  Scenario: fw.static with index false still serves index.html requested by name
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { index: false }))
      """
    When I send "GET /sub/index.html"
    Then the status is 200
    And the body contains "sub index"

  @spec:static-options/index @spec:static-options/redirect @4.x @5.x @since:4.13.0
  Scenario: fw.static with index false and fallthrough false answers 404 for a directory
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { index: false, fallthrough: false }))
      app.use((err, req, res, next) => res.status(err.status).send('error ' + err.status))
      """
    When I send "GET /sub/"
    Then the status is 404
    And the body is "error 404"

  @spec:static-options/redirect @4.x @5.x @since:4.14.0
  Scenario Outline: fw.static by default redirects the directory <path> to <location>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then the status is 301
    And the header "Location" is "<location>"
    And the body contains "Redirecting"

    Examples:
      | path          | location        |
      | /sub          | /sub/           |
      | /sub/deep     | /sub/deep/      |
      | /docs         | /docs/          |
      | /sub?a=1&b=2  | /sub/?a=1&b=2   |

  @spec:static-options/redirect @4.x @5.x @since:4.14.0
  Scenario: fw.static redirects a directory to its trailing-slash URL under the mount path
    Given the app:
      """js
      app.use('/assets', fw.static(fixtures + '/static/public'))
      """
    When I send "GET /assets/sub"
    Then the status is 301
    And the header "Location" is "/assets/sub/"

  @spec:static-options/redirect @4.x @5.x @since:4.14.0
  Scenario: fw.static redirects its mount path itself to the trailing-slash URL
    Given the app:
      """js
      app.use('/assets', fw.static(fixtures + '/static/public'))
      """
    When I send "GET /assets?v=1"
    Then the status is 301
    And the header "Location" is "/assets/?v=1"

  @spec:static-options/redirect @4.x @5.x @since:4.14.0
  Scenario: fw.static with redirect true redirects a directory
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { redirect: true }))
      """
    When I send "GET /noindex"
    Then the status is 301
    And the header "Location" is "/noindex/"

  @spec:static-options/redirect @4.x @5.x
  Scenario Outline: fw.static with redirect false calls next() for the directory <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { redirect: false }))
      app.use((req, res) => res.send('next called'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body is "next called"
    And the header "Location" is absent

    Examples:
      | path        |
      | /sub        |
      | /docs       |
      | /sub/deep   |

  @spec:static-options/redirect @4.x @5.x
  Scenario: fw.static with redirect false still serves the index of a directory with a trailing slash
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { redirect: false }))
      """
    When I send "GET /sub/"
    Then the status is 200
    And the body contains "sub index"

  @spec:static-options/redirect @4.x @5.x @since:4.13.0
  Scenario: fw.static with redirect false and fallthrough false answers 404 for a directory without a slash
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { redirect: false, fallthrough: false }))
      app.use((err, req, res, next) => res.status(err.status).send('error ' + err.status))
      """
    When I send "GET /sub"
    Then the status is 404
    And the body is "error 404"

  @spec:static-options/redirect @4.x @5.x
  Scenario: fw.static does not redirect a file path
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the header "Location" is absent
