@res
Feature: res.status, res.set, res.get (3.x)
  3.x `res.status(code)` sets the status code and is chainable.
  `res.set(field, [value])` sets a header, or several from an object;
  `res.header` is an alias. `res.get(field)` returns a response header,
  case-insensitively.

  @spec:res-3x/status @3.x
  Scenario Outline: res.status(<code>) sets the status and chains
    Given the app:
      """js
      app.get('/', (req, res) => res.status(<code>).send('body'))
      """
    When I send "GET /"
    Then the status is <code>

    Examples:
      | code |
      | 201  |
      | 403  |
      | 404  |
      | 500  |
      | 503  |

  @spec:res-3x/status @3.x
  Scenario: res.status returns the response
    Given the app:
      """js
      app.get('/', (req, res) => res.send(String(res.status(202) === res)))
      """
    When I send "GET /"
    Then the status is 202
    And the body is "true"

  @spec:res-3x/set @3.x
  Scenario: res.set(field, value) sets one header
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-Api-Version', '3').send('ok'))
      """
    When I send "GET /"
    Then the header "X-Api-Version" is "3"

  @spec:res-3x/set @3.x
  Scenario: res.set(object) sets several headers
    Given the app:
      """js
      app.get('/', (req, res) => res.set({ 'Content-Type': 'text/plain', 'X-One': '1', 'ETag': '"12345"' }).end('ok'))
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/plain"
    And the header "X-One" is "1"
    And the header "ETag" is "\"12345\""

  @spec:res-3x/set @3.x
  Scenario: res.set converts a number to a string and an array to several values
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-Number', 42).set('X-List', ['a', 'b']).end())
      """
    When I send "GET /"
    Then the header "X-Number" is "42"
    And the header "X-List" is "a, b"

  @spec:res-3x/set @3.x
  Scenario: res.header is an alias of res.set
    Given the app:
      """js
      app.get('/', (req, res) => res.header('X-Alias', 'yes').end())
      """
    When I send "GET /"
    Then the header "X-Alias" is "yes"

  @spec:res-3x/set @3.x
  Scenario: a later res.set replaces the value
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-Value', 'first').set('X-Value', 'second').end())
      """
    When I send "GET /"
    Then the header "X-Value" is "second"

  @spec:res-3x/set @3.x
  Scenario: res.set('Set-Cookie') with the cookies set before plus one keeps each cookie once
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.cookie('a', '1')
        res.set('Set-Cookie', [].concat(res.get('Set-Cookie'), 'b=2'))
        res.json(res.get('Set-Cookie'))
      })
      """
    When I send "GET /"
    Then the JSON body is '["a=1; Path=/","b=2"]'

  @spec:res-3x/get @3.x
  Scenario Outline: res.get('<name>') reads the Content-Type set as 'Content-Type'
    Given the app:
      """js
      app.get('/', (req, res) => { res.set('Content-Type', 'text/plain'); res.end(String(res.get('<name>'))) })
      """
    When I send "GET /"
    Then the body is "text/plain"

    Examples:
      | name         |
      | Content-Type |
      | content-type |
      | CONTENT-TYPE |

  @spec:res-3x/get @3.x
  Scenario: res.get of a header that is not set is undefined
    Given the app:
      """js
      app.get('/', (req, res) => res.end(String(res.get('X-Missing'))))
      """
    When I send "GET /"
    Then the body is "undefined"
