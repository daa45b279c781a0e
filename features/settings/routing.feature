@settings
Feature: the case sensitive routing and strict routing settings
  `case sensitive routing` (Boolean, default undefined): when enabled, '/Foo'
  and '/foo' are different routes. `strict routing` (Boolean, default
  undefined): when enabled, '/foo' and '/foo/' are different. Both are
  inherited by sub-apps.

  @spec:settings/case-sensitive-routing @spec:settings/strict-routing @4.x @5.x
  Scenario: both settings are undefined by default
    Given the app:
      """js
      app.get('/', (req, res) => res.json({
        caseSensitive: app.get('case sensitive routing') === undefined,
        strict: app.get('strict routing') === undefined,
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"caseSensitive":true,"strict":true}'

  @spec:settings/case-sensitive-routing @4.x @5.x
  Scenario Outline: case sensitive routing <setting>: GET <path> on the route '/Foo' gives <status>
    Given the app:
      """js
      <setting>
      app.get('/Foo', (req, res) => res.send('Foo'))
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | setting                                  | path | status |
      | // default                               | /Foo | 200    |
      | // default                               | /foo | 200    |
      | // default                               | /FOO | 200    |
      | app.enable('case sensitive routing')     | /Foo | 200    |
      | app.enable('case sensitive routing')     | /foo | 404    |
      | app.enable('case sensitive routing')     | /FOO | 404    |
      | app.disable('case sensitive routing')    | /foo | 200    |

  @spec:settings/case-sensitive-routing @4.x @5.x
  Scenario: with case sensitive routing '/Foo' and '/foo' are different routes
    Given the app:
      """js
      app.enable('case sensitive routing')
      app.get('/Foo', (req, res) => res.send('upper'))
      app.get('/foo', (req, res) => res.send('lower'))
      """
    When I send "GET /foo"
    Then the body is "lower"
    When I send "GET /Foo"
    Then the body is "upper"

  @spec:settings/case-sensitive-routing @4.x @5.x
  Scenario: case sensitive routing also applies to middleware mount paths
    Given the app:
      """js
      app.enable('case sensitive routing')
      app.use('/Admin', (req, res) => res.send('admin'))
      """
    When I send "GET /admin/x"
    Then the status is 404
    When I send "GET /Admin/x"
    Then the body is "admin"

  @spec:settings/case-sensitive-routing @4.x @5.x
  Scenario: route parameters keep the case of the request
    Given the app:
      """js
      app.get('/user/:name', (req, res) => res.json(req.params))
      """
    When I send "GET /USER/TobI"
    Then the JSON body is '{"name":"TobI"}'

  @spec:settings/strict-routing @4.x @5.x
  Scenario Outline: strict routing <setting>: GET <path> on the route '<route>' gives <status>
    Given the app:
      """js
      <setting>
      app.get('<route>', (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | setting                        | route | path  | status |
      | // default                     | /foo  | /foo  | 200    |
      | // default                     | /foo  | /foo/ | 200    |
      | // default                     | /foo/ | /foo  | 200    |
      | // default                     | /foo/ | /foo/ | 200    |
      | app.enable('strict routing')   | /foo  | /foo  | 200    |
      | app.enable('strict routing')   | /foo  | /foo/ | 404    |
      | app.enable('strict routing')   | /foo/ | /foo  | 404    |
      | app.enable('strict routing')   | /foo/ | /foo/ | 200    |
      | app.disable('strict routing')  | /foo  | /foo/ | 200    |

  @spec:settings/strict-routing @4.x @5.x
  Scenario: with strict routing '/foo' and '/foo/' are different routes
    Given the app:
      """js
      app.enable('strict routing')
      app.get('/foo', (req, res) => res.send('no slash'))
      app.get('/foo/', (req, res) => res.send('slash'))
      """
    When I send "GET /foo/"
    Then the body is "slash"
    When I send "GET /foo"
    Then the body is "no slash"

  @spec:settings/strict-routing @spec:settings/case-sensitive-routing @4.x @5.x
  Scenario: strict and case sensitive routing combine
    Given the app:
      """js
      app.enable('strict routing')
      app.enable('case sensitive routing')
      app.get('/Foo/', (req, res) => res.send('exact'))
      """
    When I send "GET /Foo/"
    Then the body is "exact"
    When I send "GET /foo/"
    Then the status is 404
    When I send "GET /Foo"
    Then the status is 404
