@res
Feature: res.append
  `res.append(field [, value])` (4.11.0+) appends value (string or array) to a
  header, creating it if absent. A later `res.set` resets it.

  @spec:res-operations/res.append @since:4.11.0 @4.x @5.x
  Scenario: res.append creates a header that is absent
    Given the app:
      """js
      app.get('/', (req, res) => res.append('X-Fresh', 'one').end())
      """
    When I send "GET /"
    Then the header "X-Fresh" is "one"

  @spec:res-operations/res.append @since:4.11.0 @4.x @5.x
  Scenario Outline: res.append adds <added> to a header already set to "first"
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('X-List', 'first')
        res.append('X-List', <added>)
        res.end()
      })
      """
    When I send "GET /"
    Then the header "X-List" is "<wire>"

    Examples:
      | added                | wire                  |
      | 'second'             | first, second         |
      | ['second', 'third']  | first, second, third  |
      | []                   | first                 |

  @spec:res-operations/res.append @since:4.11.0 @4.x @5.x
  Scenario: res.append with an array creates one header line per value
    Given the app:
      """js
      app.get('/', (req, res) => res.append('Link', ['<http://a/>', '<http://b/>']).end())
      """
    When I send "GET /"
    Then the header "Link" is "<http://a/>, <http://b/>"

  @spec:res-operations/res.append @since:4.11.0 @4.x @5.x
  Scenario: res.append adds to Set-Cookie headers next to res.cookie
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.append('Set-Cookie', 'a=1; Path=/')
        res.cookie('b', '2')
        res.append('Set-Cookie', 'c=3')
        res.end()
      })
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=1; Path=/
      b=2; Path=/
      c=3
      """

  @spec:res-operations/res.append @since:4.11.0 @4.x @5.x
  Scenario: a later res.set resets a header built with res.append
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.append('X-List', 'one')
        res.append('X-List', 'two')
        res.set('X-List', 'reset')
        res.end()
      })
      """
    When I send "GET /"
    Then the header "X-List" is "reset"

  @spec:res-operations/res.append @since:4.11.0 @4.x @5.x
  Scenario: res.append is chainable
    Given the app:
      """js
      app.get('/', (req, res) => res.append('X-A', '1').append('X-A', '2').status(201).end())
      """
    When I send "GET /"
    Then the status is 201
    And the header "X-A" is "1, 2"
