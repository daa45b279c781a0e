@middleware
Feature: basicAuth (3.x)
  `basicAuth` is Basic authentication. Arguments: (username, password), or a
  function (user, pass) returning Boolean, or a function (user, pass, fn)
  calling fn(err, user). It sets `req.user`; a request without valid
  credentials gets 401 with a WWW-Authenticate challenge.
  (Credentials in the scenarios: "tj:tobi" is dGo6dG9iaQ==, "tj:wrong" is
  dGo6d3Jvbmc=, "loki:tobi" is bG9raTp0b2Jp.)

  @spec:middleware-3x/basicauth @3.x
  Scenario Outline: basicAuth('tj', 'tobi') with Authorization "<authorization>" answers <status>
    Given the app:
      """js
      app.use(fw.basicAuth('tj', 'tobi'))
      app.get('/', (req, res) => res.send('user ' + req.user))
      """
    When I send "GET /" with the header "Authorization: <authorization>"
    Then the status is <status>
    And the body is "<body>"

    Examples:
      | authorization        | status | body         |
      | Basic dGo6dG9iaQ==   | 200    | user tj      |
      | Basic dGo6d3Jvbmc=   | 401    | Unauthorized |
      | Basic bG9raTp0b2Jp   | 401    | Unauthorized |

  @spec:middleware-3x/basicauth @3.x
  Scenario: without credentials basicAuth answers 401 with a Basic challenge
    Given the app:
      """js
      app.use(fw.basicAuth('tj', 'tobi'))
      app.get('/', (req, res) => res.send('secret'))
      """
    When I send "GET /"
    Then the status is 401
    And the header "WWW-Authenticate" is 'Basic realm="Authorization Required"'

  @spec:middleware-3x/basicauth @3.x
  Scenario: with a check function and no realm, the challenge names the default realm
    Given the app:
      """js
      app.use(fw.basicAuth((user, pass) => user === 'tj' && pass === 'tobi'))
      app.get('/', (req, res) => res.send('secret'))
      """
    When I send "GET /"
    Then the status is 401
    And the header "WWW-Authenticate" is 'Basic realm="Authorization Required"'

  @spec:middleware-3x/basicauth @3.x
  Scenario: a realm given as third argument is in the challenge
    Given the app:
      """js
      app.use(fw.basicAuth('tj', 'tobi', 'Admin Area'))
      app.get('/', (req, res) => res.send('secret'))
      """
    When I send "GET /"
    Then the header "WWW-Authenticate" is 'Basic realm="Admin Area"'

  @spec:middleware-3x/basicauth @3.x
  Scenario: a malformed Authorization header is a 400
    Given the app:
      """js
      app.use(fw.basicAuth('tj', 'tobi'))
      app.get('/', (req, res) => res.send('secret'))
      """
    When I send "GET /" with the header "Authorization: Bearer token"
    Then the status is 400

  @spec:middleware-3x/basicauth @3.x
  Scenario Outline: basicAuth(function (user, pass) returning Boolean) with <authorization> answers <status>
    Given the app:
      """js
      app.use(fw.basicAuth((user, pass) => user === 'tj' && pass === 'tobi'))
      app.get('/', (req, res) => res.send('user ' + req.user))
      """
    When I send "GET /" with the header "Authorization: <authorization>"
    Then the status is <status>

    Examples:
      | authorization        | status |
      | Basic dGo6dG9iaQ==   | 200    |
      | Basic dGo6d3Jvbmc=   | 401    |

  @spec:middleware-3x/basicauth @3.x
  Scenario: with a Boolean function req.user is the user name
    Given the app:
      """js
      app.use(fw.basicAuth((user, pass) => pass === 'tobi'))
      app.get('/', (req, res) => res.send('user ' + req.user))
      """
    When I send "GET /" with the header "Authorization: Basic bG9raTp0b2Jp"
    Then the body is "user loki"

  @spec:middleware-3x/basicauth @3.x
  Scenario: basicAuth(function (user, pass, fn)) sets req.user to what fn receives
    Given the app:
      """js
      app.use(fw.basicAuth((user, pass, fn) => setImmediate(() => fn(null, user === 'tj' && pass === 'tobi' ? { name: 'TJ', admin: true } : null))))
      app.get('/', (req, res) => res.json(req.user))
      """
    When I send "GET /" with the header "Authorization: Basic dGo6dG9iaQ=="
    Then the JSON body is '{"name":"TJ","admin":true}'

  @spec:middleware-3x/basicauth @3.x
  Scenario: an async check that finds no user answers 401
    Given the app:
      """js
      app.use(fw.basicAuth((user, pass, fn) => setImmediate(() => fn(null, null))))
      app.get('/', (req, res) => res.send('secret'))
      """
    When I send "GET /" with the header "Authorization: Basic dGo6dG9iaQ=="
    Then the status is 401

  @spec:middleware-3x/basicauth @3.x
  Scenario: an async check that fails with an error answers 401
    Given the app:
      """js
      app.use(fw.basicAuth((user, pass, fn) => fn(new Error('db down'))))
      app.get('/', (req, res) => res.send('secret'))
      """
    When I send "GET /" with the header "Authorization: Basic dGo6dG9iaQ=="
    Then the status is 401

  @spec:middleware-3x/basicauth @3.x
  Scenario: basicAuth mounted on a path protects only that path
    Given the app:
      """js
      app.use('/admin', fw.basicAuth('tj', 'tobi'))
      app.get('/public', (req, res) => res.send('open'))
      app.get('/admin', (req, res) => res.send('closed'))
      """
    When I send "GET /public"
    Then the status is 200
    When I send "GET /admin"
    Then the status is 401
