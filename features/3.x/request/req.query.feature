@req
Feature: req.query (3.x)
  3.x `req.query` has one property per query-string parameter, default `{}`;
  the parser understands nested keys and repeated keys.

  @spec:req-3x/query @3.x
  Scenario Outline: GET <path> gives req.query <json>
    Given the app:
      """js
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET <path>"
    Then the JSON body is '<json>'

    Examples:
      | path                          | json                          |
      | /search                       | {}                            |
      | /search?q=tobi+ferret         | {"q":"tobi ferret"}           |
      | /search?order=desc&shoe=Nike  | {"order":"desc","shoe":"Nike"}|
      | /search?shoe[color]=blue      | {"shoe":{"color":"blue"}}     |
      | /search?a=1&a=2               | {"a":["1","2"]}               |
      | /search?list[]=x&list[]=y     | {"list":["x","y"]}            |
      | /search?q=%C3%A9t%C3%A9       | {"q":"été"}                   |
      | /search?flag                  | {"flag":""}                   |

  @spec:req-3x/query @3.x
  Scenario: req.query is available in middleware before any route
    Given the app:
      """js
      app.use((req, res) => res.json({ q: req.query.q }))
      """
    When I send "GET /anything?q=early"
    Then the JSON body is '{"q":"early"}'

  # Express 3 parses the query as routing begins (connect's query middleware) and keeps it.
  @spec:req-3x/query @3.x
  Scenario: req.query keeps the query the request came with when a middleware rewrites req.url
    Given the app:
      """js
      app.use((req, res, next) => { req.url = '/search?b=2'; next() })
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /old?a=1"
    Then the JSON body is '{"a":"1"}'
