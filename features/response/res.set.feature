@res
Feature: res.set and res.header
  `res.set(field [, value])` / `res.header(...)` sets a header, or several from
  an object. A Content-Type without a charset gets the charset of its type.

  @spec:res-operations/res.set @4.x @5.x
  Scenario Outline: <method>(field, value) sets one header
    Given the app:
      """js
      app.get('/', (req, res) => res.<method>('X-Thing', 'value').end())
      """
    When I send "GET /"
    Then the header "X-Thing" is "value"

    Examples:
      | method |
      | set    |
      | header |

  @spec:res-operations/res.set @4.x @5.x
  Scenario Outline: <method>(object) sets several headers
    Given the app:
      """js
      app.get('/', (req, res) => res.<method>({ 'X-One': '1', 'X-Two': 'two', ETag: '"v1"' }).end())
      """
    When I send "GET /"
    Then the header "X-One" is "1"
    And the header "X-Two" is "two"
    And the header "ETag" is "\"v1\""

    Examples:
      | method |
      | set    |
      | header |

  @spec:res-operations/res.set @4.x @5.x
  Scenario: res.set(object) applies the Content-Type rule to a Content-Type in the object
    Given the app:
      """js
      app.get('/', (req, res) => res.set({ 'Content-Type': 'text/html', 'X-Count': 3 }).end('ok'))
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/html; charset=utf-8"
    And the header "X-Count" is "3"

  @spec:res-operations/res.set @4.x @5.x
  Scenario: res.set with an array value sends one header line per element
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-Many', ['a', 'b', 'c']).end())
      """
    When I send "GET /"
    Then the header "X-Many" is "a, b, c"

  @spec:res-operations/res.set @4.x @5.x
  Scenario: res.set turns a number value into a string
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-Count', 42).json({ type: typeof res.get('X-Count') }))
      """
    When I send "GET /"
    Then the header "X-Count" is "42"
    And the JSON body is '{"type":"string"}'

  @spec:res-operations/res.set @4.x @5.x
  Scenario: res.set replaces a previous value of the same header
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-V', 'old').set('x-v', 'new').end())
      """
    When I send "GET /"
    Then the header "X-V" is "new"

  @spec:res-operations/res.set @4.x @5.x
  Scenario Outline: res.set('Content-Type', '<value>') sends "<wire>"
    Given the app:
      """js
      app.get('/', (req, res) => res.set('Content-Type', '<value>').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "<wire>"

    Examples:
      | value                      | wire                             |
      | text/html                  | text/html; charset=utf-8         |
      | text/plain                 | text/plain; charset=utf-8        |
      | application/json           | application/json; charset=utf-8  |
      | text/plain; charset=latin1 | text/plain; charset=latin1       |
      | image/png                  | image/png                        |
      | application/octet-stream   | application/octet-stream         |
      | text/x-unregistered        | text/x-unregistered; charset=utf-8 |

  @spec:res-operations/res.set @4.x @5.x
  Scenario: res.set refuses an array for Content-Type
    Given the app:
      """js
      app.get('/', (req, res) => {
        try {
          res.set('Content-Type', ['text/plain', 'text/html'])
        } catch (err) {
          return res.json({ error: err.name })
        }
        res.json({ error: null })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"error":"TypeError"}'

  @spec:res-operations/res.set @4.x @5.x
  Scenario: res.set is chainable
    Given the app:
      """js
      app.get('/', (req, res) => res.set('X-A', 'a').header('X-B', 'b').status(202).send('ok'))
      """
    When I send "GET /"
    Then the status is 202
    And the header "X-A" is "a"
    And the header "X-B" is "b"
