@middleware
Feature: cookieParser (3.x)
  `cookieParser([secret])` fills `req.cookies`; with a secret also
  `req.signedCookies`, and `res.cookie(..., { signed: true })` can sign.

  @spec:middleware-3x/cookieparser @3.x
  Scenario: cookieParser() fills req.cookies and leaves req.signedCookies empty
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.get('/', (req, res) => res.json({ cookies: req.cookies, signed: req.signedCookies }))
      """
    When I send "GET /" with the header "Cookie: a=1; b=two"
    Then the JSON body is '{"cookies":{"a":"1","b":"two"},"signed":{}}'

  @spec:middleware-3x/cookieparser @3.x
  Scenario: cookieParser(secret) moves valid signed cookies to req.signedCookies
    Given the app:
      """js
      const signature = require('cookie-signature')
      const value = encodeURIComponent('s:' + signature.sign('tobi', 'secret'))
      app.use(fw.cookieParser('secret'))
      app.get('/', (req, res) => res.json({ cookies: req.cookies, signed: req.signedCookies }))
      app.get('/value', (req, res) => res.send(value))
      """
    When I send "GET /value"
    And I send the request with the cookies of the previous response:
      """
      GET /
      Cookie: user={previous body}; plain=1
      """
    Then the JSON body is '{"cookies":{"plain":"1"},"signed":{"user":"tobi"}}'

  @spec:middleware-3x/cookieparser @3.x
  Scenario: cookieParser(secret) lets res.cookie sign, and the signature round-trips
    Given the app:
      """js
      app.use(fw.cookieParser('secret'))
      app.get('/set', (req, res) => res.cookie('id', '42', { signed: true }).send('set'))
      app.get('/get', (req, res) => res.json({ id: req.signedCookies.id, plain: req.cookies.id === undefined }))
      """
    When I send "GET /set"
    And I send "GET /get" with the cookies of the previous response
    Then the JSON body is '{"id":"42","plain":true}'

  @spec:middleware-3x/cookieparser @3.x
  Scenario: a cookie signed with another secret is false
    Given the app:
      """js
      const signature = require('cookie-signature')
      app.use(fw.cookieParser('secret'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies }))
      app.get('/forged', (req, res) => res.cookie('user', 's:' + signature.sign('tobi', 'other')).send('ok'))
      """
    When I send "GET /forged"
    And I send "GET /" with the cookies of the previous response
    Then the JSON body is '{"signed":{"user":false}}'
