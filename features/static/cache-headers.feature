@static
Feature: fw.static options etag, lastModified, maxAge and immutable
  `etag` (default true) sets an ETag, always weak. `lastModified` (default true)
  sets Last-Modified from the file's modification time. `maxAge` (default 0) is the
  max-age of Cache-Control, in milliseconds or a duration string. `immutable`
  (default false) adds the immutable directive to Cache-Control; maxAge should also
  be set.

  @spec:static-options/etag @4.x @5.x
  Scenario Outline: fw.static by default sends a weak ETag for <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the header "ETag" matches "^W/\"[0-9a-f]+-[0-9a-f]+\"$"

    Examples:
      | path           |
      | /hello.txt     |
      | /              |
      | /sub/file.txt  |

  @spec:static-options/etag @4.x @5.x
  Scenario: fw.static with etag true sends a weak ETag
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { etag: true }))
      """
    When I send "GET /hello.txt"
    Then the header "ETag" matches "^W/\""

  @spec:static-options/etag @4.x @5.x
  Scenario: fw.static with etag false sends no ETag
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { etag: false }))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the header "ETag" is absent

  @spec:static-options/etag @4.x @5.x
  Scenario: fw.static answers 304 to a request whose If-None-Match is the file's ETag
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { lastModified: false }))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    When I send "GET /hello.txt" with If-None-Match set to the ETag of the last response
    Then the status is 304
    And the body is empty

  @spec:static-options/etag @4.x @5.x
  Scenario: fw.static answers 200 to a request whose If-None-Match is another ETag
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { lastModified: false }))
      """
    When I send "GET /hello.txt" with the header "If-None-Match: W/\"d-0\""
    Then the status is 200
    And the body contains "hello static"

  @spec:static-options/etag @4.x @5.x
  Scenario: fw.static gives the same ETag to the same unchanged file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /sub/file.txt"
    And I send "GET /sub/file.txt" with If-None-Match set to the ETag of the last response
    Then the status is 304

  @spec:static-options/etag @4.x @5.x
  Scenario: fw.static with etag false does not answer 304 to an If-None-Match request
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { etag: false, lastModified: false }))
      """
    When I send "GET /hello.txt" with the header "If-None-Match: W/\"d-0\""
    Then the status is 200
    And the body contains "hello static"

  @spec:static-options/etag @4.x @5.x
  Scenario: fw.static with etag true answers 304 to If-None-Match "*"
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt" with the header "If-None-Match: *"
    Then the status is 304
    And the body is empty

  @spec:static-options/lastmodified @4.x @5.x
  Scenario Outline: fw.static by default sets Last-Modified of <fixture> from its modification time
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the header "Last-Modified" is the modification time of the fixture "static/public/<fixture>"

    Examples:
      | path           | fixture        |
      | /hello.txt     | hello.txt      |
      | /sub/          | sub/index.html |
      | /data.json     | data.json      |

  @spec:static-options/lastmodified @4.x @5.x @since:4.9.0
  Scenario: fw.static with lastModified true sets Last-Modified
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { lastModified: true }))
      """
    When I send "GET /hello.txt"
    Then the header "Last-Modified" is the modification time of the fixture "static/public/hello.txt"

  @spec:static-options/lastmodified @4.x @5.x @since:4.9.0
  Scenario: fw.static with lastModified false sends no Last-Modified
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { lastModified: false }))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the header "Last-Modified" is absent

  @spec:static-options/lastmodified @4.x @5.x
  Scenario: fw.static answers 304 to If-Modified-Since not older than the file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { etag: false }))
      """
    When I send "GET /hello.txt" with the header "If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT"
    Then the status is 304

  @spec:static-options/lastmodified @4.x @5.x
  Scenario: fw.static answers 200 to If-Modified-Since older than the file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { etag: false }))
      """
    When I send "GET /hello.txt" with the header "If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT"
    Then the status is 200
    And the body contains "hello static"

  @spec:static-options/lastmodified @4.x @5.x @since:4.9.0
  Scenario: fw.static with lastModified false ignores If-Modified-Since
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { etag: false, lastModified: false }))
      """
    When I send "GET /hello.txt" with the header "If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT"
    Then the status is 200
    And the body contains "hello static"

  @spec:static-options/maxage @spec:limits/cache-max-age @4.x @5.x
  Scenario Outline: fw.static by default sends Cache-Control max-age=0 for <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the header "Cache-Control" is "public, max-age=0"

    Examples:
      | path          |
      | /hello.txt    |
      | /             |

  @spec:static-options/maxage @spec:limits/cache-max-age @4.x @5.x
  Scenario Outline: fw.static with maxAge <maxAge> sends Cache-Control max-age=<seconds>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { maxAge: <maxAge> }))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the header "Cache-Control" is "public, max-age=<seconds>"

    Examples:
      | maxAge       | seconds  |
      | 0            | 0        |
      | 1000         | 1        |
      | 1500         | 1        |
      | 999          | 0        |
      | 60000        | 60       |
      | 3600000      | 3600     |
      | 86400000     | 86400    |

    @since:4.5.0
    Examples:
      | maxAge       | seconds  |
      | '0'          | 0        |
      | '1s'         | 1        |
      | '10m'        | 600      |
      | '1h'         | 3600     |
      | '1d'         | 86400    |
      | '2 days'     | 172800   |
      | '7d'         | 604800   |
      | '1y'         | 31536000 |
      | '500ms'      | 0        |

  @spec:static-options/maxage @spec:limits/cache-max-age @4.x @5.x @since:4.7.0
  Scenario Outline: fw.static caps maxAge <maxAge> at one year
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { maxAge: <maxAge> }))
      """
    When I send "GET /hello.txt"
    Then the header "Cache-Control" is "public, max-age=31536000"

    Examples:
      | maxAge        |
      | '2y'          |
      | 31536000001   |
      | Infinity      |

  @spec:static-options/maxage @spec:limits/cache-max-age @4.x @5.x
  Scenario Outline: fw.static treats the maxAge <maxAge> as 0
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { maxAge: <maxAge> }))
      """
    When I send "GET /hello.txt"
    Then the header "Cache-Control" is "public, max-age=0"

    Examples:
      | maxAge        |
      | -5000         |
      | 'soon'        |
      | undefined     |

  @spec:static-options/immutable @4.x @5.x @since:4.16.0
  Scenario: fw.static by default does not add the immutable directive
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { maxAge: '1d' }))
      """
    When I send "GET /hello.txt"
    Then the header "Cache-Control" is "public, max-age=86400"
    And the header "Cache-Control" does not contain "immutable"

  @spec:static-options/immutable @4.x @5.x @since:4.16.0
  Scenario Outline: fw.static with immutable true and maxAge <maxAge> sends "<value>"
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { immutable: true, maxAge: <maxAge> }))
      """
    When I send "GET /hello.txt"
    Then the header "Cache-Control" is "<value>"

    Examples:
      | maxAge    | value                                |
      | '1y'      | public, max-age=31536000, immutable  |
      | 3600000   | public, max-age=3600, immutable      |
      | undefined | public, max-age=0, immutable         |

  @spec:static-options/immutable @4.x @5.x @since:4.16.0
  Scenario: fw.static with immutable false does not add the immutable directive
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { immutable: false, maxAge: '1y' }))
      """
    When I send "GET /hello.txt"
    Then the header "Cache-Control" is "public, max-age=31536000"

  @spec:static-options/etag @spec:static-options/lastmodified @4.x
  Scenario Outline: 4.x fw.static with If-None-Match and If-Modified-Since both sent answers 304 only when both hold: <since>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { setHeaders: (res) => res.set({ ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' }) }))
      """
    When I send "GET /hello.txt" with the headers:
      | If-None-Match     | "v1"    |
      | If-Modified-Since | <since> |
    Then the status is <status>

    Examples:
      | since                         | status |
      | Thu, 22 Oct 2015 07:28:00 GMT | 304    |
      | Tue, 20 Oct 2015 07:28:00 GMT | 200    |

  @spec:static-options/etag @spec:static-options/lastmodified @5.x
  Scenario Outline: 5.x fw.static with If-None-Match and If-Modified-Since both sent: If-None-Match decides: <since>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { setHeaders: (res) => res.set({ ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' }) }))
      """
    When I send "GET /hello.txt" with the headers:
      | If-None-Match     | "v1"    |
      | If-Modified-Since | <since> |
    Then the status is 304

    Examples:
      | since                         |
      | Thu, 22 Oct 2015 07:28:00 GMT |
      | Tue, 20 Oct 2015 07:28:00 GMT |
