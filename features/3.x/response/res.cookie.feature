@res
Feature: res.cookie and res.clearCookie (3.x)
  3.x `res.cookie(name, value, [options])` sets a cookie: value is a string or
  an object (serialized as JSON with a 'j:' prefix); path defaults to '/';
  maxAge (milliseconds) also sets Expires; `signed` signs with the cookie
  parser's secret. It can be called several times. `res.clearCookie(name,
  [options])` clears a cookie by expiring it; path defaults to '/'.

  @spec:res-3x/cookie @3.x
  Scenario: res.cookie sets a cookie with path '/'
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('name', 'tobi').end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      name=tobi; Path=/
      """

  @spec:res-3x/cookie @3.x
  Scenario Outline: res.cookie with the option <options> gives "<cookie>"
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('rememberme', '1', <options>).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      <cookie>
      """

    Examples:
      | options                                              | cookie                                                         |
      | { domain: '.example.com' }                           | rememberme=1; Domain=.example.com; Path=/                      |
      | { path: '/admin' }                                   | rememberme=1; Path=/admin                                      |
      | { secure: true }                                     | rememberme=1; Path=/; Secure                                   |
      | { httpOnly: true }                                   | rememberme=1; Path=/; HttpOnly                                 |
      | { expires: new Date(Date.UTC(2030, 0, 1)) }          | rememberme=1; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT    |
      | { domain: 'a.com', path: '/x', secure: true, httpOnly: true } | rememberme=1; Domain=a.com; Path=/x; HttpOnly; Secure |

  @spec:res-3x/cookie @3.x
  Scenario: maxAge in milliseconds sets Max-Age in seconds and an Expires
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('rememberme', '1', { maxAge: 900000 }).end())
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^rememberme=1; Max-Age=900; Path=/; Expires=\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$"

  @spec:res-3x/cookie @3.x
  Scenario Outline: maxAge <ms> ms sets Expires to the time of the request plus <ms> ms, to the second
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('rememberme', '1', { maxAge: <ms> }).end())
      """
    When I send "GET /", noting the time on my clock
    Then the cookie "rememberme" expires <ms> ms after the request, to the second

    Examples:
      | ms          |
      | 1500        |
      | 900000      |
      | 31536000000 |

  @spec:res-3x/cookie @3.x
  Scenario: an object value is serialized as JSON with the 'j:' prefix
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('cart', { items: [1, 2, 3] }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      cart=j%3A%7B%22items%22%3A%5B1%2C2%2C3%5D%7D; Path=/
      """

  @spec:res-3x/cookie @3.x
  Scenario: the value is URI-encoded
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('msg', 'hello world; ok').end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      msg=hello%20world%3B%20ok; Path=/
      """

  @spec:res-3x/cookie @3.x
  Scenario: several calls set several cookies in order
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', '1').cookie('b', '2').cookie('c', '3').end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=1; Path=/
      b=2; Path=/
      c=3; Path=/
      """

  @spec:res-3x/cookie @3.x
  Scenario: a signed cookie carries an 's:' prefix and the signature
    Given the app:
      """js
      app.use(fw.cookieParser('tobiiscool'))
      app.get('/', (req, res) => res.cookie('name', 'tobi', { signed: true }).end())
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^name=s%3Atobi\.[A-Za-z0-9%]+; Path=/$"

  @spec:res-3x/cookie @3.x
  Scenario: a signed cookie without a cookie parser secret is an error
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('name', 'tobi', { signed: true }).end())
      app.use((err, req, res, next) => res.send(500, err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is 'connect.cookieParser("secret") required for signed cookies'

  @spec:res-3x/clearcookie @3.x
  Scenario: res.clearCookie expires the cookie at the epoch with path '/'
    Given the app:
      """js
      app.get('/', (req, res) => res.clearCookie('name').end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      name=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT
      """

  @spec:res-3x/clearcookie @3.x
  Scenario: res.clearCookie with options clears the cookie of that path
    Given the app:
      """js
      app.get('/', (req, res) => res.clearCookie('name', { path: '/admin' }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      name=; Path=/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT
      """
