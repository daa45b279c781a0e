@req
Feature: req.cookies and req.signedCookies (3.x)
  3.x `req.cookies` needs the cookie parser; default `{}`. `req.signedCookies`
  needs the cookie parser with a secret; default `{}`. Signed cookies are
  unsigned into `req.signedCookies` and are not in `req.cookies`.

  @spec:req-3x/cookies @3.x
  Scenario: req.cookies holds the request's cookies with the cookie parser
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.get('/', (req, res) => res.json(req.cookies))
      """
    When I send "GET /" with the header "Cookie: name=tobi; theme=dark%20blue"
    Then the JSON body is '{"name":"tobi","theme":"dark blue"}'

  @spec:req-3x/cookies @3.x
  Scenario: req.cookies is {} when the request has no cookies
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.get('/', (req, res) => res.json({ cookies: req.cookies, signed: req.signedCookies }))
      """
    When I send "GET /"
    Then the JSON body is '{"cookies":{},"signed":{}}'

  @spec:req-3x/cookies @3.x
  Scenario: without the cookie parser req.cookies is not filled
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ cookies: req.cookies === undefined ? 'unset' : req.cookies }))
      """
    When I send "GET /" with the header "Cookie: name=tobi"
    Then the JSON body is '{"cookies":"unset"}'

  @spec:req-3x/cookies @3.x
  Scenario: a JSON cookie set by res.cookie is parsed back into an object
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.get('/', (req, res) => res.json(req.cookies))
      """
    When I send "GET /" with the header "Cookie: cart=j%3A%7B%22items%22%3A%5B1%5D%7D"
    Then the JSON body is '{"cart":{"items":[1]}}'

  @spec:req-3x/signedcookies @3.x
  Scenario: a cookie signed by res.cookie with the parser's secret is read back from req.signedCookies
    Given the app:
      """js
      app.use(fw.cookieParser('keyboard cat'))
      app.get('/set', (req, res) => res.cookie('user', 'tobi', { signed: true }).send('set'))
      app.get('/read', (req, res) => res.json({ signed: req.signedCookies, plain: req.cookies }))
      """
    When I send "GET /set"
    And I send "GET /read" with the cookies of the previous response
    Then the JSON body is '{"signed":{"user":"tobi"},"plain":{}}'

  @spec:req-3x/signedcookies @3.x
  Scenario: a tampered signed cookie is false in req.signedCookies
    Given the app:
      """js
      app.use(fw.cookieParser('keyboard cat'))
      app.get('/', (req, res) => res.json({ signed: req.signedCookies }))
      """
    When I send "GET /" with the header "Cookie: user=s%3Aloki.forgedsignature"
    Then the JSON body is '{"signed":{"user":false}}'

  @spec:req-3x/signedcookies @3.x
  Scenario: without a secret signed cookies stay in req.cookies, unverified
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.get('/', (req, res) => res.json({ signed: req.signedCookies, plain: req.cookies }))
      """
    When I send "GET /" with the header "Cookie: user=s%3Atobi.sig"
    Then the JSON body is '{"signed":{},"plain":{"user":"s:tobi.sig"}}'
