@req
Feature: req.param
  `req.param(name [, defaultValue])` (4.x, deprecated) looks in `req.params`,
  then `req.body`, then `req.query`; else defaultValue.

  @spec:req-operations/req.param @4.x
  Scenario Outline: 4.x req.param('id') finds <found> for POST <path> with body <body>
    Given the app:
      """js
      app.use(fw.json())
      app.post(['/p/:id', '/p'], (req, res) => res.json({ value: req.param('id') ?? null }))
      """
    When I send the request:
      """
      POST <path>
      Content-Type: application/json

      <body>
      """
    Then the JSON body is '{"value":<value>}'

    Examples:
      | found                                 | path          | body         | value    |
      | the route parameter first             | /p/param?id=q | {"id":"body"} | "param" |
      | the body when there is no parameter   | /p?id=q       | {"id":"body"} | "body"  |
      | the query when params and body lack it | /p?id=q      | {"other":1}  | "q"      |
      | nothing when none has it              | /p            | {"other":1}  | null     |

  @spec:req-operations/req.param @4.x
  Scenario: 4.x req.param returns the default value when the name is found nowhere
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ value: req.param('missing', 'fallback'), found: req.param('q', 'fallback') }))
      """
    When I send "GET /?q=query"
    Then the JSON body is '{"value":"fallback","found":"query"}'

  @spec:req-operations/req.param @5.x
  Scenario: 5.x req.param does not exist
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ param: typeof req.param }))
      """
    When I send "GET /"
    Then the JSON body is '{"param":"undefined"}'
