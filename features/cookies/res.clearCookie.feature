@cookies
Feature: res.clearCookie
  `res.clearCookie(name [, options])` clears a cookie: it sends the cookie with
  an empty value and an expiry in the past. Options must equal those used to
  set it, except expires and maxAge.

  @spec:res-operations/res.clearCookie @4.x @5.x
  Scenario: res.clearCookie sends an empty value expiring at the epoch on path '/'
    Given the app:
      """js
      app.get('/', (req, res) => res.clearCookie('session').end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT
      """

  @spec:res-operations/res.clearCookie @4.x @5.x
  Scenario Outline: res.clearCookie with <options> repeats them in the header
    Given the app:
      """js
      app.get('/', (req, res) => res.clearCookie('session', <options>).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      <wire>
      """

    Examples:
      | options                                   | wire                                                                          |
      | { path: '/admin' }                        | session=; Path=/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT                  |
      | { domain: 'example.com' }                 | session=; Domain=example.com; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT   |
      | { httpOnly: true, secure: true }          | session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure     |
      | { path: '/p', domain: 'a.example.com' }   | session=; Domain=a.example.com; Path=/p; Expires=Thu, 01 Jan 1970 00:00:00 GMT |

    @since:4.14.0
    Examples:
      | options                                   | wire                                                                          |
      | { sameSite: 'strict' }                    | session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict      |

  @spec:res-operations/res.clearCookie @5.x
  Scenario Outline: 5.x res.clearCookie ignores <option> and still expires the cookie
    Given the app:
      """js
      app.get('/', (req, res) => res.clearCookie('session', { <option>, path: '/admin' }).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      session=; Path=/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT
      """

    Examples:
      | option                                |
      | maxAge: 60000                         |
      | expires: new Date(Date.now() + 60000) |

  @spec:res-operations/res.clearCookie @4.x
  Scenario: 4.x res.clearCookie with maxAge lets maxAge set the expiry
    Given the app:
      """js
      app.get('/', (req, res) => res.clearCookie('session', { maxAge: 60000 }).end())
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^session=; Max-Age=60; Path=/; Expires=\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$"

  @spec:res-operations/res.clearCookie @4.x @5.x
  Scenario: a cookie set then cleared with the same options is gone in a client jar
    Given the app:
      """js
      app.get('/set', (req, res) => res.cookie('k', 'v', { path: '/', httpOnly: true }).end())
      app.get('/clear', (req, res) => res.clearCookie('k', { path: '/', httpOnly: true }).end())
      """
    When I send "GET /set"
    Then the Set-Cookie headers are:
      """
      k=v; Path=/; HttpOnly
      """
    When I send "GET /clear"
    Then the Set-Cookie headers are:
      """
      k=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly
      """
