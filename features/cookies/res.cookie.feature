@cookies
Feature: res.cookie
  `res.cookie(name, value [, options])` sets a Set-Cookie header. value is a
  string or an object serialized as JSON (prefixed 'j:'). It can be called
  repeatedly for several cookies. The value is URI-component encoded by
  default; the path defaults to '/'.

  @spec:res-operations/res.cookie @4.x @5.x
  Scenario Outline: res.cookie('name', <value>) sends "<wire>"
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('name', <value>).end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      <wire>
      """

    Examples:
      | value              | wire                                      |
      | 'tobi'             | name=tobi; Path=/                         |
      | ''                 | name=; Path=/                             |
      | 'a b'              | name=a%20b; Path=/                        |
      | 'a;b,c=d'          | name=a%3Bb%2Cc%3Dd; Path=/                |
      | 'ü'                | name=%C3%BC; Path=/                       |
      | { items: [1, 2] }  | name=j%3A%7B%22items%22%3A%5B1%2C2%5D%7D; Path=/ |
      | [1]                | name=j%3A%5B1%5D; Path=/                  |

  @spec:res-operations/res.cookie @4.x @5.x
  Scenario: res.cookie called several times sends one Set-Cookie header per call in order
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.cookie('first', '1')
        res.cookie('second', '2', { httpOnly: true })
        res.cookie('third', '3', { path: '/admin' })
        res.end()
      })
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      first=1; Path=/
      second=2; Path=/; HttpOnly
      third=3; Path=/admin
      """

  @spec:res-operations/res.cookie @4.x @5.x
  Scenario: res.cookie twice with the same name sends both headers
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('k', 'old').cookie('k', 'new').end())
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      k=old; Path=/
      k=new; Path=/
      """

  @spec:res-operations/res.cookie @4.x @5.x
  Scenario: an object cookie value reads back as the object through cookie-parser
    Given the app:
      """js
      app.use(require('cookie-parser')())
      app.get('/', (req, res) => res.json(req.cookies))
      """
    When I send "GET /" with the header "Cookie: prefs=j%3A%7B%22theme%22%3A%22dark%22%7D"
    Then the JSON body is '{"prefs":{"theme":"dark"}}'

  @spec:res-operations/res.cookie @4.x @5.x
  Scenario: res.cookie is chainable and keeps other headers
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', '1').status(201).set('X-Other', 'yes').send('ok'))
      """
    When I send "GET /"
    Then the status is 201
    And the header "X-Other" is "yes"
    And the Set-Cookie headers are:
      """
      a=1; Path=/
      """

  @spec:res-operations/res.cookie @spec:cookie-options/signed @4.x @5.x
  Scenario: a signed cookie without a cookie-parser secret fails the request
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie('a', 'v', { signed: true }).end())
      app.use((err, req, res, next) => res.status(500).json({ error: err.message.includes('secret') }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"error":true}'

  @spec:res-operations/res.cookie @4.x @5.x
  Scenario Outline: res.cookie refuses <what> with a TypeError saying "<message>"
    Given the app:
      """js
      app.get('/', (req, res) => res.cookie(<args>).end())
      app.use((err, req, res, next) => res.status(500).json({ type: err.name, message: err.message }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"type":"TypeError","message":"<message>"}'

    Examples:
      | what                                   | args                                 | message                  |
      | a name with a control character        | 'a\u0007b', 'v'                      | argument name is invalid |
      | a domain with a control character      | 'a', 'v', { domain: 'a\u0007b' }     | option domain is invalid |
      | a path with a control character        | 'a', 'v', { path: 'a\u0007b' }       | option path is invalid   |

  @spec:res-operations/res.cookie @property @4.x @5.x @since:4.18.0 @slow
  Scenario: cookie values and options round-trip through res.cookie and cookie-parser
    Given the app:
      """js
      app.use(require('cookie-parser')('a secret'))
      app.get('/set', (req, res) => {
        const { name, value, options } = JSON.parse(req.query.c)
        if (options.expires !== undefined) options.expires = new Date(options.expires)
        res.cookie(name, value, options).end()
      })
      app.get('/clear', (req, res) => {
        const { name, options } = JSON.parse(req.query.c)
        res.clearCookie(name, options).end()
      })
      app.get('/read', (req, res) => res.json({ cookies: req.cookies, signedCookies: req.signedCookies }))
      """
    Then the property "cookie-roundtrip" holds
