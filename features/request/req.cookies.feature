@req
Feature: req.signedCookies and req.cookies
  `req.signedCookies` holds the signed cookies, unsigned. It requires a
  cookie-parsing middleware with a secret. Default `{}`. Signing prevents
  tampering and does not hide the value. (`req.cookies` is not shown; the
  cookie-parsing middleware decides.) The cookie values below are signed with
  the secret 'keyboard cat'.

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: a correctly signed cookie appears unsigned in req.signedCookies and not in req.cookies
    Given the app:
      """js
      app.use(require('cookie-parser')('keyboard cat'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies, plain: req.cookies }))
      """
    When I send "GET /" with the header "Cookie: user=s%3Atobi.k%2FMBGA3LV%2FDe%2B0YTROxcLuurjbOQXyaa2veNodQBZc4; theme=dark"
    Then the JSON body is '{"signed":{"user":"tobi"},"plain":{"theme":"dark"}}'

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: a tampered signed cookie is false in req.signedCookies
    Given the app:
      """js
      app.use(require('cookie-parser')('keyboard cat'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies }))
      """
    When I send "GET /" with the header "Cookie: user=s%3Aloki.k%2FMBGA3LV%2FDe%2B0YTROxcLuurjbOQXyaa2veNodQBZc4"
    Then the JSON body is '{"signed":{"user":false}}'

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: a cookie signed with another secret is false in req.signedCookies
    Given the app:
      """js
      app.use(require('cookie-parser')('another secret'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies }))
      """
    When I send "GET /" with the header "Cookie: user=s%3Atobi.k%2FMBGA3LV%2FDe%2B0YTROxcLuurjbOQXyaa2veNodQBZc4"
    Then the JSON body is '{"signed":{"user":false}}'

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: a signed JSON cookie is parsed back to an object
    Given the app:
      """js
      app.use(require('cookie-parser')('keyboard cat'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies }))
      """
    When I send "GET /" with the header "Cookie: cart=s%3Aj%3A%7B%22a%22%3A1%7D.OXIDXB1qbEBn9fsUQ0t8D05a4h%2FkQY1mDqi8vZOcjuk"
    Then the JSON body is '{"signed":{"cart":{"a":1}}}'

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: any of several secrets verifies a signed cookie
    Given the app:
      """js
      app.use(require('cookie-parser')(['new secret', 'keyboard cat']))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies }))
      """
    When I send "GET /" with the header "Cookie: user=s%3Atobi.k%2FMBGA3LV%2FDe%2B0YTROxcLuurjbOQXyaa2veNodQBZc4"
    Then the JSON body is '{"signed":{"user":"tobi"}}'

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: req.signedCookies is {} without a Cookie header
    Given the app:
      """js
      app.use(require('cookie-parser')('keyboard cat'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies, plain: req.cookies }))
      """
    When I send "GET /"
    Then the JSON body is '{"signed":{},"plain":{}}'

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: with a cookie parser without a secret, signed cookies stay unverified and req.signedCookies is {}
    Given the app:
      """js
      app.use(require('cookie-parser')())
      app.get('/', (req, res) => res.json({ signed: req.signedCookies, plain: req.cookies }))
      """
    When I send "GET /" with the header "Cookie: user=s%3Atobi.k%2FMBGA3LV%2FDe%2B0YTROxcLuurjbOQXyaa2veNodQBZc4"
    Then the JSON body is '{"signed":{},"plain":{"user":"s:tobi.k/MBGA3LV/De+0YTROxcLuurjbOQXyaa2veNodQBZc4"}}'

  @spec:req-properties/req.signedCookies @4.x @5.x
  Scenario: without a cookie-parsing middleware there are no parsed cookies
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ signed: typeof req.signedCookies, plain: typeof req.cookies }))
      """
    When I send "GET /" with the header "Cookie: theme=dark"
    Then the JSON body is '{"signed":"undefined","plain":"undefined"}'

  @spec:req-properties/req.signedCookies @spec:cookie-options/signed @4.x @5.x
  Scenario: a cookie set with signed true round-trips into req.signedCookies
    Given the app:
      """js
      app.use(require('cookie-parser')('keyboard cat'))
      app.get('/set', (req, res) => res.cookie('user', 'tobi', { signed: true }).send('set'))
      app.get('/get', (req, res) => res.json(req.signedCookies))
      """
    When I send "GET /set"
    Then the header "Set-Cookie" contains "user=s%3Atobi.k%2FMBGA3LV%2FDe%2B0YTROxcLuurjbOQXyaa2veNodQBZc4"
    When I send "GET /get" with the header "Cookie: user=s%3Atobi.k%2FMBGA3LV%2FDe%2B0YTROxcLuurjbOQXyaa2veNodQBZc4"
    Then the JSON body is '{"user":"tobi"}'

  @spec:req-properties/req.signedCookies @spec:objects/request @4.x @5.x
  Scenario: req.cookies decodes percent-encoded values and parses j: JSON cookies
    Given the app:
      """js
      app.use(require('cookie-parser')())
      app.get('/', (req, res) => res.json(req.cookies))
      """
    When I send "GET /" with the header "Cookie: name=tobi%20ferret; obj=j%3A%7B%22a%22%3A1%7D"
    Then the JSON body is '{"name":"tobi ferret","obj":{"a":1}}'
