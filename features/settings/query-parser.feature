@settings
Feature: the query parser setting
  `query parser` (default 'simple'): false disables parsing, so `req.query` is
  `{}`. 'simple' uses the runtime's native query-string parser. 'extended'
  uses a richer nested-object parser. A custom function receives the complete
  query string and returns an object of keys and values. (5.x prose for
  `req.query` also says the richer parser is used by default; the table
  default is 'simple'.)

  @spec:settings/query-parser @spec:req-properties/req.query @5.x
  Scenario: the default query parser is 'simple': brackets are not nested
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ setting: app.get('query parser'), query: req.query }))
      """
    When I send "GET /?a[b]=1&c=2&c=3"
    Then the JSON body is '{"setting":"simple","query":{"a[b]":"1","c":["2","3"]}}'

  @spec:settings/query-parser @spec:req-properties/req.query @4.x @divergence
  Scenario: the default query parser of 4.x is 'simple' as the table says
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ setting: app.get('query parser'), query: req.query }))
      """
    When I send "GET /?a[b]=1&c=2&c=3"
    Then the JSON body is '{"setting":"simple","query":{"a[b]":"1","c":["2","3"]}}'

  @spec:settings/query-parser @spec:req-properties/req.query @4.x @5.x @since:4.7.0
  Scenario Outline: query parser <value> parses "<query>"
    Given the app:
      """js
      app.set('query parser', <value>)
      app.get('/', (req, res) => res.json(req.query))
      """
    When I send "GET /?<query>"
    Then the JSON body is:
      """json
      <parsed>
      """

    Examples:
      | value      | query                    | parsed                                  |
      | false      | a=1&b=2                  | {}                                      |
      | false      | a[b]=1                   | {}                                      |
      | 'simple'   | a=1&b=2                  | {"a":"1","b":"2"}                       |
      | 'simple'   | a[b]=1&a[c]=2            | {"a[b]":"1","a[c]":"2"}                 |
      | 'simple'   | c=2&c=3                  | {"c":["2","3"]}                         |
      | 'simple'   | d&e=                     | {"d":"","e":""}                         |
      | 'simple'   | x=a%20b&y=%2B+z          | {"x":"a b","y":"+ z"}                   |
      | 'simple'   | e[]=1&e[]=2              | {"e[]":["1","2"]}                       |
      | 'extended' | a[b]=1&a[c]=2            | {"a":{"b":"1","c":"2"}}                 |
      | 'extended' | e[]=1&e[]=2              | {"e":["1","2"]}                         |
      | 'extended' | c=2&c=3                  | {"c":["2","3"]}                         |
      | 'extended' | a[b][c]=deep             | {"a":{"b":{"c":"deep"}}}                |
      | 'extended' | x=a%20b                  | {"x":"a b"}                             |
      | true       | a[b]=1&c=2               | {"a[b]":"1","c":"2"}                    |

  @spec:settings/query-parser @spec:req-properties/req.query @4.x @5.x @since:4.7.0
  Scenario: with query parser false req.query is an empty object even without a query string
    Given the app:
      """js
      app.set('query parser', false)
      app.get('/', (req, res) => res.json({ query: req.query, type: typeof req.query }))
      """
    When I send "GET /"
    Then the JSON body is '{"query":{},"type":"object"}'

  @spec:settings/query-parser @4.x @5.x @since:4.7.0
  Scenario: a custom query parser function receives the complete query string
    Given the app:
      """js
      app.set('query parser', (str) => ({ raw: str }))
      app.get('/', (req, res) => res.json(req.query))
      """
    When I send "GET /?a[b]=1&c=2"
    Then the JSON body is '{"raw":"a[b]=1&c=2"}'

  @spec:settings/query-parser @4.x @5.x @since:4.7.0
  Scenario: the object a custom query parser returns becomes req.query
    Given the app:
      """js
      app.set('query parser', (str) => Object.fromEntries(str.split(';').map((pair) => pair.split(':'))))
      app.get('/', (req, res) => res.json(req.query))
      """
    When I send "GET /?a:1;b:2"
    Then the JSON body is '{"a":"1","b":"2"}'

  @spec:settings/query-parser @4.x @5.x @since:4.7.0
  Scenario: an unknown query parser value is rejected when set
    Given the app:
      """js
      let error
      try { app.set('query parser', 'bogus') } catch (err) { error = err.message }
      app.get('/', (req, res) => res.json({ error }))
      """
    When I send "GET /"
    Then the JSON body is '{"error":"unknown value for query parser function: bogus"}'

  @spec:settings/query-parser @4.x @5.x @since:4.7.0
  Scenario: the query string is not part of route matching whichever parser is set
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /search?q[term]=fw"
    Then the JSON body is '{"q":{"term":"fw"}}'
