@middleware
Feature: cookieSession (3.x)
  `cookieSession` keeps the session in a signed cookie, as `req.session`.
  Options: key (default 'fw.sess'), secret, cookie (default path '/',
  httpOnly true, maxAge null), proxy. Assign null to `req.session` to clear
  it. It reads the cookie through the cookie parser.

  @spec:middleware-3x/cookiesession @3.x
  Scenario: a value stored in req.session comes back on the next request
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ secret: 'keyboard cat' }))
      app.get('/login', (req, res) => { req.session.user = 'tobi'; res.send('logged in') })
      app.get('/whoami', (req, res) => res.json({ user: req.session.user }))
      """
    When I send "GET /login"
    And I send "GET /whoami" with the cookies of the previous response
    Then the JSON body is '{"user":"tobi"}'

  @spec:middleware-3x/cookiesession @3.x
  Scenario: a request without a session cookie starts with an empty session
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ secret: 'keyboard cat' }))
      app.get('/', (req, res) => res.json({ keys: Object.keys(req.session).filter((k) => k !== 'cookie') }))
      """
    When I send "GET /"
    Then the JSON body is '{"keys":[]}'

  @spec:middleware-3x/cookiesession @divergence @3.x
  Scenario: the session cookie is named 'fw.sess' by default
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ secret: 'keyboard cat' }))
      app.get('/', (req, res) => { req.session.n = 1; res.send('ok') })
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^fw\.sess="

  @spec:middleware-3x/cookiesession @3.x
  Scenario: the key option names the session cookie
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat' }))
      app.get('/', (req, res) => { req.session.n = 1; res.send('ok') })
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^sid=s%3Aj%3A"

  @spec:middleware-3x/cookiesession @3.x
  Scenario: the session cookie has path '/', HttpOnly and no expiry by default
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat' }))
      app.get('/', (req, res) => { req.session.n = 1; res.send('ok') })
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^sid=[^;]+; Path=/; HttpOnly$"

  @spec:middleware-3x/cookiesession @3.x
  Scenario: the cookie option maxAge gives the session cookie an expiry
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat', cookie: { maxAge: 60000 } }))
      app.get('/', (req, res) => { req.session.n = 1; res.send('ok') })
      """
    When I send "GET /"
    Then the header "Set-Cookie" matches "^sid=[^;]+; Path=/; Expires=[^;]+ GMT; HttpOnly$"

  @spec:middleware-3x/cookiesession @3.x
  Scenario: the cookie option path scopes the session cookie
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat', cookie: { path: '/admin', httpOnly: false } }))
      app.get('/admin', (req, res) => { req.session.n = 1; res.send('ok') })
      """
    When I send "GET /admin"
    Then the header "Set-Cookie" matches "^sid=[^;]+; Path=/admin$"

  @spec:middleware-3x/cookiesession @3.x
  Scenario: assigning null to req.session clears the cookie
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat' }))
      app.get('/login', (req, res) => { req.session.user = 'tobi'; res.send('in') })
      app.get('/logout', (req, res) => { req.session = null; res.send('out') })
      """
    When I send "GET /login"
    And I send "GET /logout" with the cookies of the previous response
    Then the Set-Cookie headers are:
      """
      sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly
      """

  @spec:middleware-3x/cookiesession @3.x
  Scenario: a session cookie signed with another secret is ignored
    Given the app:
      """js
      const other = fw()
      other.use(fw.cookieParser())
      other.use(fw.cookieSession({ key: 'sid', secret: 'other secret' }))
      other.get('/', (req, res) => { req.session.user = 'mallory'; res.send('forged') })
      app.use(fw.cookieParser())
      app.use('/real', fw.cookieSession({ key: 'sid', secret: 'keyboard cat' }))
      app.get('/real', (req, res) => res.json({ user: req.session.user === undefined ? 'none' : req.session.user }))
      app.use('/forge', other)
      """
    When I send "GET /forge"
    And I send "GET /real" with the cookies of the previous response
    Then the JSON body is '{"user":"none"}'

  @spec:middleware-3x/cookiesession @3.x
  Scenario: without a secret cookieSession fails the request
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession())
      app.get('/', (req, res) => res.send('never'))
      app.use((err, req, res, next) => res.send(500, err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "`secret` option required for cookie sessions"

  @spec:middleware-3x/cookiesession @3.x
  Scenario: the secret may come from cookieParser(secret)
    Given the app:
      """js
      app.use(fw.cookieParser('parser secret'))
      app.use(fw.cookieSession({ key: 'sid' }))
      app.get('/login', (req, res) => { req.session.user = 'tobi'; res.send('in') })
      app.get('/whoami', (req, res) => res.json({ user: req.session.user }))
      """
    When I send "GET /login"
    And I send "GET /whoami" with the cookies of the previous response
    Then the JSON body is '{"user":"tobi"}'

  @spec:middleware-3x/cookiesession @3.x
  Scenario: a secure session cookie is not sent over plain HTTP
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat', cookie: { secure: true } }))
      app.get('/', (req, res) => { req.session.n = 1; res.send('ok') })
      """
    When I send "GET /" with the header "X-Forwarded-Proto: https"
    Then the header "Set-Cookie" is absent

  @spec:middleware-3x/cookiesession @3.x
  Scenario: with proxy true a secure session cookie is sent when X-Forwarded-Proto is https
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat', proxy: true, cookie: { secure: true } }))
      app.get('/', (req, res) => { req.session.n = 1; res.send('ok') })
      """
    When I send "GET /" with the header "X-Forwarded-Proto: https"
    Then the header "Set-Cookie" matches "^sid=[^;]+; Path=/; HttpOnly; Secure$"
