@res
Feature: res.json
  `res.json([body])` sends JSON made from any JSON type (object, array,
  string, Boolean, number, null) with the right content type.

  @spec:res-operations/res.json @4.x @5.x
  Scenario Outline: res.json(<value>) sends <wire>
    Given the app:
      """js
      app.get('/', (req, res) => res.json(<value>))
      """
    When I send "GET /"
    Then the status is 200
    And the body is:
      """
      <wire>
      """
    And the header "Content-Type" is "application/json; charset=utf-8"

    Examples:
      | value                        | wire                          |
      | { name: 'fw', n: 1 }         | {"name":"fw","n":1}           |
      | { nested: { list: [1, 2] } } | {"nested":{"list":[1,2]}}     |
      | [1, 'a', true, null]         | [1,"a",true,null]             |
      | []                           | []                            |
      | {}                           | {}                            |
      | 'text'                       | "text"                        |
      | ''                           | ""                            |
      | true                         | true                          |
      | false                        | false                         |
      | 0                            | 0                             |
      | 42                           | 42                            |
      | -1.5                         | -1.5                          |
      | 1e21                         | 1e+21                         |
      | null                         | null                          |

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json of a number sends it as JSON, not as a status
    Given the app:
      """js
      app.get('/', (req, res) => res.json(404))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "404"

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json drops undefined members and functions as JSON does
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ a: undefined, b: () => 1, c: 1 }))
      """
    When I send "GET /"
    Then the body is "{\"c\":1}"

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json sends non-finite numbers as null
    Given the app:
      """js
      app.get('/', (req, res) => res.json([NaN, Infinity]))
      """
    When I send "GET /"
    Then the body is "[null,null]"

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json uses toJSON of values such as dates
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ at: new Date(0) }))
      """
    When I send "GET /"
    Then the JSON body is '{"at":"1970-01-01T00:00:00.000Z"}'

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json encodes non-ASCII text in UTF-8 and counts bytes
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ word: 'grüße' }))
      """
    When I send "GET /"
    Then the JSON body is '{"word":"grüße"}'
    And the header "Content-Length" is "18"

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json without an argument sends an empty JSON response
    Given the app:
      """js
      app.get('/', (req, res) => res.json())
      """
    When I send "GET /"
    Then the body is empty
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json keeps a Content-Type set before
    Given the app:
      """js
      app.get('/', (req, res) => res.type('application/vnd.api+json').json({ data: [] }))
      """
    When I send "GET /"
    Then the header "Content-Type" is "application/vnd.api+json; charset=utf-8"
    And the JSON body is '{"data":[]}'

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json keeps the status set with res.status
    Given the app:
      """js
      app.get('/', (req, res) => res.status(422).json({ error: 'invalid' }))
      """
    When I send "GET /"
    Then the status is 422
    And the JSON body is '{"error":"invalid"}'

  @spec:res-operations/res.json @4.x @5.x
  Scenario Outline: res.json honours the "<setting>" setting set to <value>
    Given the app:
      """js
      app.set('<setting>', <value>)
      app.get('/', (req, res) => res.json({ a: 1, b: '<&>' }))
      """
    When I send "GET /"
    Then the body is:
      """
      <wire>
      """

    Examples:
      | setting       | value                                           | wire                                |
      | json spaces   | 0                                               | {"a":1,"b":"<&>"}                   |
      | json replacer | (k, v) => (k === 'a' ? undefined : v)           | {"b":"<&>"}                         |
      | json replacer | ['b']                                           | {"b":"<&>"}                         |

    @since:4.16.0
    Examples:
      | setting       | value                                           | wire                                |
      | json escape   | true                                            | {"a":1,"b":"\u003c\u0026\u003e"}    |

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json indents with the "json spaces" setting
    Given the app:
      """js
      app.set('json spaces', 2)
      app.get('/', (req, res) => res.json({ a: [1] }))
      """
    When I send "GET /"
    Then the body is:
      """
      {
        "a": [
          1
        ]
      }
      """

  @spec:res-operations/res.json @4.x @5.x
  Scenario: res.json on HEAD sends headers and no body
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ a: 1 }))
      """
    When I send "HEAD /"
    Then the body is empty
    And the header "Content-Length" is "7"
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:res-operations/res.json @4.x
  Scenario: 4.x res.json(status, body) sets the status and sends the body
    Given the app:
      """js
      app.get('/', (req, res) => res.json(201, { created: true }))
      """
    When I send "GET /"
    Then the status is 201
    And the JSON body is '{"created":true}'

  @spec:res-operations/res.json @spec:res-operations/res.send @property @4.x @5.x
  Scenario: any JSON value sent with res.json arrives equal after parsing
    Given the app:
      """js
      app.use(fw.json({ strict: false }))
      app.post('/echo', (req, res) => res.json(req.body))
      """
    Then the property "res-json-roundtrip" holds
