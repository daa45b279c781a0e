@cookies
Feature: Cookie options
  The options of `res.cookie` and `res.clearCookie`: domain, encode, expires,
  httpOnly, maxAge, path, partitioned, priority, secure, signed and sameSite.
  Unspecified options take the defaults of RFC 6265 (no attribute is sent).

  @spec:cookie-options/domain @4.x @5.x
  Scenario Outline: the domain option <domain> sets the Domain attribute
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { domain: '<domain>' }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=v; Domain=<domain>; Path=/
      """

    Examples:
      | domain         |
      | example.com    |
      | .example.com   |
      | sub.example.org |

  @spec:cookie-options/domain @4.x @5.x
  Scenario: without the domain option no Domain attribute is sent (host-only cookie)
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v').end())
      """
    When I send "GET /"
    Then the header "Set-Cookie" does not contain "Domain="

  @spec:cookie-options/encode @4.x @5.x
  Scenario Outline: the encode option <encode> encodes "<value>" as "<wire>"
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', '<value>', { encode: <encode> }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=<wire>; Path=/
      """

    Examples:
      | encode                                         | value     | wire          |
      | String                                         | plain+/=  | plain+/=      |
      | encodeURIComponent                             | plain+/=  | plain%2B%2F%3D |
      | (v) => Buffer.from(v).toString('base64')       | hello     | aGVsbG8=      |
      | (v) => v.toUpperCase()                         | shout     | SHOUT         |

  @spec:cookie-options/encode @4.x @5.x
  Scenario: the default encoding is URI-component encoding
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'x y/z+=é').end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=x%20y%2Fz%2B%3D%C3%A9; Path=/
      """

  @spec:cookie-options/encode @4.x @5.x
  Scenario: an encode result that is not a valid cookie value fails the request
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'a b', { encode: String }).end())
      app.use((err, req, res, next) => res.status(500).json({ error: err.name }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"error":"TypeError"}'

  @spec:cookie-options/expires @4.x @5.x
  Scenario: the expires option sets the Expires attribute in GMT
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { expires: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)) }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=v; Path=/; Expires=Wed, 02 Jan 2030 03:04:05 GMT
      """

  @spec:cookie-options/expires @4.x @5.x
  Scenario: expires new Date(0), the epoch, is a date like any other and sets Expires
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { expires: new Date(0) }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=v; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT
      """

  @spec:cookie-options/expires @4.x @5.x
  Scenario Outline: expires <expires> creates a session cookie without Expires or Max-Age
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { expires: <expires> }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=v; Path=/
      """

    Examples:
      | expires   |
      | 0         |
      | undefined |

  @spec:cookie-options/httponly @4.x @5.x
  Scenario Outline: httpOnly <value> <effect> the HttpOnly attribute
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { httpOnly: <value> }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      <wire>
      """

    Examples:
      | value | effect   | wire                  |
      | true  | adds     | a=v; Path=/; HttpOnly |
      | false | omits    | a=v; Path=/           |

  @spec:cookie-options/maxage @4.x @5.x
  Scenario Outline: maxAge <ms> ms sends Max-Age=<seconds> and a matching Expires
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { maxAge: <ms> }).end())
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^a=v; Max-Age=<seconds>; Path=/; Expires=\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$"

    Examples:
      | ms       | seconds |
      | 1000     | 1       |
      | 1500     | 1       |
      | 60000    | 60      |
      | 86400000 | 86400   |
      | 0        | 0       |

  @spec:cookie-options/maxage @4.x @5.x
  Scenario Outline: maxAge <maxAge> sends the cookie without Max-Age or Expires
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { maxAge: <maxAge> }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=v; Path=/
      """

    Examples:
      | maxAge    |
      | null      |
      | undefined |

  @4.x @5.x
  Scenario Outline: res.cookie with <option> that is not a valid <kind> throws an error and sets no cookie
    Given the app:
      """js
      app.get('/', (req, res) => {
        let error = null
        try { res.cookie('a', 'v', <option>) } catch (e) { error = e instanceof Error ? 'thrown' : String(e) }
        res.json({ error, setCookie: res.get('Set-Cookie') === undefined ? null : res.get('Set-Cookie') })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"error":"thrown","setCookie":null}'

    @spec:cookie-options/maxage
    Examples:
      | option                          | kind   |
      | { maxAge: 'soon' }              | number |

    @spec:cookie-options/expires
    Examples:
      | option                          | kind   |
      | { expires: new Date('never') }  | date   |
      | { expires: 'tomorrow' }         | date   |

  @spec:cookie-options/maxage @4.x @5.x
  Scenario: maxAge sets Expires relative to now
    Given the app:
      """js
      app.get('/', (req, res) => {
        const before = Date.now()
        res.cookie('a', 'v', { maxAge: 3600000 })
        const expires = Date.parse(/Expires=([^;]+)/.exec(res.get('Set-Cookie'))[1])
        res.json({ close: Math.abs(expires - (before + 3600000)) <= 2000 })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"close":true}'

  @spec:cookie-options/maxage @4.x @5.x
  Scenario Outline: maxAge <ms> ms sets Expires to the time of the request plus <ms> ms, to the second
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { maxAge: <ms> }).end())
      """
    When I send "GET /", noting the time on my clock
    Then the cookie "a" expires <ms> ms after the request, to the second

    Examples:
      | ms          |
      | 0           |
      | 1500        |
      | 900000      |
      | 31536000000 |

  @spec:cookie-options/maxage @spec:cookie-options/expires @4.x @5.x
  Scenario: maxAge wins over expires
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { maxAge: 5000, expires: new Date(0) }).end())
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^a=v; Max-Age=5; Path=/; Expires="
    And the header "Set-Cookie" does not contain "1970"

  @spec:cookie-options/path @4.x @5.x
  Scenario Outline: path <path> sets Path=<wire>
    Given the app:
      """js
      app.get('/deep/page', (req, res) => res.cookie('a', 'v', { path: <path> }).end())
      """
    When I send "GET /deep/page"
    Then the Set-Cookie headers are:
      """
      a=v; Path=<wire>
      """

    Examples:
      | path       | wire   |
      | undefined  | /      |
      | '/'        | /      |
      | '/admin'   | /admin |
      | '/deep'    | /deep  |

  @spec:cookie-options/partitioned @4.x @5.x @since:4.19.0
  Scenario Outline: partitioned <value> <effect> the Partitioned attribute
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { partitioned: <value>, secure: true }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      <wire>
      """

    Examples:
      | value | effect | wire                                |
      | true  | adds   | a=v; Path=/; Secure; Partitioned    |
      | false | omits  | a=v; Path=/; Secure                 |

  @spec:cookie-options/priority @4.x @5.x @since:4.18.0
  Scenario Outline: priority '<value>' sends Priority=<wire>
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { priority: '<value>' }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=v; Path=/; Priority=<wire>
      """

    Examples:
      | value  | wire   |
      | low    | Low    |
      | medium | Medium |
      | high   | High   |
      | High   | High   |

  @spec:cookie-options/priority @4.x @5.x @since:4.18.0
  Scenario: an unknown priority fails the request
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { priority: 'urgent' }).end())
      app.use((err, req, res, next) => res.status(500).json({ error: err.name }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"error":"TypeError"}'

  @spec:cookie-options/secure @4.x @5.x
  Scenario Outline: secure <value> <effect> the Secure attribute
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { secure: <value> }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      <wire>
      """

    Examples:
      | value | effect | wire                |
      | true  | adds   | a=v; Path=/; Secure |
      | false | omits  | a=v; Path=/         |

  @spec:cookie-options/secure @4.x @5.x
  Scenario: a secure cookie is sent by the server over TLS
    Given the app is served over TLS
    And the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { secure: true, httpOnly: true }).json({ secure: req.secure }))
      """
    When I send "GET /"
    Then the JSON body is '{"secure":true}'
    And the Set-Cookie headers are:
      """
      a=v; Path=/; HttpOnly; Secure
      """

  @spec:cookie-options/samesite @4.x @5.x @since:4.14.0
  Scenario Outline: sameSite <value> sends <wire>
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { sameSite: <value>, secure: true }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=v; Path=/; Secure<wire>
      """

    Examples:
      | value    | wire             |
      | true     | ; SameSite=Strict |
      | 'strict' | ; SameSite=Strict |
      | 'Strict' | ; SameSite=Strict |
      | 'lax'    | ; SameSite=Lax    |
      | 'Lax'    | ; SameSite=Lax    |
      | false    |                   |

    @since:4.17.0
    Examples:
      | value    | wire             |
      | 'none'   | ; SameSite=None   |
      | 'None'   | ; SameSite=None   |

  @spec:cookie-options/samesite @4.x @5.x @since:4.14.0
  Scenario: an unknown sameSite value fails the request
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { sameSite: 'sometimes' }).end())
      app.use((err, req, res, next) => res.status(500).json({ error: err.name }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"error":"TypeError"}'

  @spec:cookie-options/signed @4.x @5.x
  Scenario Outline: a signed cookie <value> is signed with the cookie-parser secret
    Given the app:
      """js
      app.use(require('cookie-parser')('s3cret'))
      app.get('/', (req, res) => res.cookie('<name>', <value>, { signed: true }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      <wire>
      """

    Examples:
      | name | value     | wire                                                                            |
      | a    | 'v'       | a=s%3Av.%2Fv6ti1yRAV%2FJ%2BL7wdAEpVP2Y3sYEBAHNL56YKxgerBI; Path=/               |
      | o    | { x: 1 }  | o=s%3Aj%3A%7B%22x%22%3A1%7D.nlvXNTS%2BG%2BM0alpuIfpbPf3jz7YtUlIcmIGGucLNw%2BE; Path=/ |

  @spec:cookie-options/signed @4.x @5.x
  Scenario: signed cookies are read back from req.signedCookies, tampered ones as false
    Given the app:
      """js
      app.use(require('cookie-parser')('s3cret'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies, plain: req.cookies }))
      """
    When I send "GET /" with the header "Cookie: a=s%3Av.%2Fv6ti1yRAV%2FJ%2BL7wdAEpVP2Y3sYEBAHNL56YKxgerBI; o=s%3Aj%3A%7B%22x%22%3A1%7D.nlvXNTS%2BG%2BM0alpuIfpbPf3jz7YtUlIcmIGGucLNw%2BE; t=s%3Atampered.bad; p=plain"
    Then the JSON body is '{"signed":{"a":"v","o":{"x":1},"t":false},"plain":{"p":"plain"}}'

  @spec:cookie-options/signed @4.x @5.x
  Scenario: a cookie signed by the app reads back through a second request
    Given the app:
      """js
      app.use(require('cookie-parser')('another secret'))
      app.get('/set', (req, res) => res.cookie('user', 'ann', { signed: true }).end())
      app.get('/get', (req, res) => res.json({ user: req.signedCookies.user, unsigned: req.cookies.user }))
      """
    When I send "GET /set"
    Then the header "Set-Cookie" matches "^user=s%3Aann\.[A-Za-z0-9%]+; Path=/$"
    When I send "GET /get" with the header "Cookie: user=s%3Aann.VGhpcyBpcyBub3QgdGhlIHNpZ25hdHVyZQ"
    Then the JSON body is '{"user":false}'

  @spec:cookie-options/signed @4.x @5.x
  Scenario: signing does not hide the value
    Given the app:
      """js
      app.use(require('cookie-parser')('s3cret'))
      app.get('/', (req, res) => res.cookie('visible', 'plain-text-value', { signed: true }).end())
      """
    When I send "GET /"
    Then the header "Set-Cookie" contains "plain-text-value"
