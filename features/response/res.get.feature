@res
Feature: res.get
  `res.get(field)` returns the response header value, case-insensitively.

  @spec:res-operations/res.get @4.x @5.x
  Scenario Outline: res.get('<asked>') finds a header set as "Content-Type"
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('Content-Type', 'text/plain')
        res.json({ value: res.get('<asked>') })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"value":"text/plain; charset=utf-8"}'

    Examples:
      | asked        |
      | Content-Type |
      | content-type |
      | CONTENT-TYPE |
      | cOnTeNt-TyPe |

  @spec:res-operations/res.get @4.x @5.x
  Scenario: res.get of an absent header is undefined
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ absent: res.get('X-Nope') === undefined }))
      """
    When I send "GET /"
    Then the JSON body is '{"absent":true}'

  @spec:res-operations/res.get @4.x @5.x
  Scenario: res.get of a multi-valued header returns the array
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('X-Multi', ['a', 'b'])
        res.json({ value: res.get('x-multi') })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"value":["a","b"]}'

  @spec:res-operations/res.get @4.x @5.x
  Scenario: res.get sees headers set by the runtime's setHeader
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.setHeader('x-lower', 'v')
        res.json({ value: res.get('X-Lower') })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"value":"v"}'
