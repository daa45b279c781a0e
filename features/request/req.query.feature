@req
Feature: req.query
  `req.query` has one property per query-string parameter; `{}` when `query
  parser` is false. 'simple' uses the runtime's native query-string parser,
  'extended' a richer nested-object parser; a custom function receives the
  complete query string and returns an object. The values are user-controlled.

  @spec:req-properties/req.query @4.x @5.x
  Scenario Outline: req.query of <query> is <json>
    Given the app:
      """js
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /search<query>"
    Then the JSON body is '<json>'

    Examples:
      | query                     | json                          |
      |                           | {}                            |
      | ?                         | {}                            |
      | ?q=tobi+ferret            | {"q":"tobi ferret"}           |
      | ?order=desc&shoe=converse | {"order":"desc","shoe":"converse"} |
      | ?a=1&a=2                  | {"a":["1","2"]}               |
      | ?q=caf%C3%A9              | {"q":"café"}                  |
      | ?q=a%26b%3Dc              | {"q":"a&b=c"}                 |
      | ?flag                     | {"flag":""}                   |
      | ?empty=                   | {"empty":""}                  |

  @spec:req-properties/req.query @spec:settings/query-parser @4.x @5.x @since:4.7.0
  Scenario Outline: with query parser <setting>, req.query of <query> is <json>
    Given the app:
      """js
      app.set('query parser', <setting>)
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /search<query>"
    Then the JSON body is '<json>'

    Examples:
      | setting    | query                          | json                                   |
      | false      | ?a=1&b=2                       | {}                                     |
      | false      | ?a[b]=1                        | {}                                     |
      | 'simple'   | ?a[b]=1                        | {"a[b]":"1"}                           |
      | 'simple'   | ?a=1&a=2                       | {"a":["1","2"]}                        |
      | 'simple'   | ?color[]=red&color[]=blue      | {"color[]":["red","blue"]}             |
      | 'extended' | ?a[b]=1                        | {"a":{"b":"1"}}                        |
      | 'extended' | ?color[]=red&color[]=blue      | {"color":["red","blue"]}               |
      | 'extended' | ?shoe[color]=blue&shoe[type]=converse | {"shoe":{"color":"blue","type":"converse"}} |
      | 'extended' | ?a[0]=x&a[1]=y                 | {"a":["x","y"]}                        |
      | 'extended' | ?a=1&a=2                       | {"a":["1","2"]}                        |
      | 'extended' | ?a[0][x]=1&a[0][y]=2           | {"a":[{"x":"1","y":"2"}]}              |
      | 'extended' | ?a[]=b&a[0]=c                  | {"a":["b","c"]}                        |

  @spec:req-properties/req.query @spec:settings/query-parser @4.x @5.x @since:4.7.0
  Scenario: a custom query parser function receives the complete query string
    Given the app:
      """js
      app.set('query parser', (str) => ({ raw: str, keys: str.split('&').length }))
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /search?a=1&b=%20&c"
    Then the JSON body is '{"raw":"a=1&b=%20&c","keys":3}'

  @spec:req-properties/req.query @4.x @5.x
  Scenario: req.query is the same in mounted middleware as at the root
    Given the app:
      """js
      app.use('/api', (req, res) => res.json(req.query))
      """
    When I send "GET /api/items?limit=5"
    Then the JSON body is '{"limit":"5"}'

  # Express 5 parses the query string again at each read of req.query (a getter), so what a
  # middleware writes into it is lost; Express 4 parses it once and keeps the object.
  @spec:req-properties/req.query @5.x
  Scenario: 5.x req.query is parsed again at each read: a property a middleware adds is gone
    Given the app:
      """js
      app.use((req, res, next) => { req.query.added = 'x'; next() })
      app.get('/search', (req, res) => res.json({ query: req.query, same: req.query === req.query }))
      """
    When I send "GET /search?a=1"
    Then the JSON body is '{"query":{"a":"1"},"same":false}'

  @spec:req-properties/req.query @4.x
  Scenario: 4.x req.query is parsed once: a property a middleware adds stays
    Given the app:
      """js
      app.use((req, res, next) => { req.query.added = 'x'; next() })
      app.get('/search', (req, res) => res.json({ query: req.query, same: req.query === req.query }))
      """
    When I send "GET /search?a=1"
    Then the JSON body is '{"query":{"a":"1","added":"x"},"same":true}'

  # A middleware that rewrites req.url (an alias, a rewrite rule): Express 5 reads the query
  # of req.url at each read, so the next handler sees the new one; Express 3 and 4 parse the
  # query as routing begins and keep it, so the next handler sees the query the request came with.
  @spec:req-properties/req.query @5.x
  Scenario: 5.x req.query follows a middleware that rewrites req.url
    Given the app:
      """js
      app.use((req, res, next) => { req.url = '/search?b=2'; next() })
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /old?a=1"
    Then the JSON body is '{"b":"2"}'

  @spec:req-properties/req.query @4.x
  Scenario: 4.x req.query keeps the query the request came with when a middleware rewrites req.url
    Given the app:
      """js
      app.use((req, res, next) => { req.url = '/search?b=2'; next() })
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /old?a=1"
    Then the JSON body is '{"a":"1"}'

  @spec:req-properties/req.query @spec:settings/query-parser @5.x
  Scenario: 5.x the default query parser is the simple parser
    Given the app:
      """js
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /search?a[b]=1&c[]=2"
    Then the JSON body is '{"a[b]":"1","c[]":"2"}'

  @spec:req-properties/req.query @spec:settings/query-parser @4.x @divergence
  Scenario: 4.x the default query parser is the simple parser
    Given the app:
      """js
      app.get('/search', (req, res) => res.json(req.query))
      """
    When I send "GET /search?a[b]=1&c[]=2"
    Then the JSON body is '{"a[b]":"1","c[]":"2"}'

  @spec:req-properties/req.query @spec:settings/query-parser @property @4.x @5.x @since:4.7.0
  Scenario: under the simple parser every key=value pair round-trips through req.query
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/q', (req, res) => res.json(req.query))
      """
    Then the property "query-parsers" holds

  @spec:req-properties/req.query @spec:settings/query-parser @property @4.x @5.x @since:4.7.0
  Scenario: under the extended parser every key=value pair round-trips through req.query
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/q', (req, res) => res.json(req.query))
      """
    Then the property "query-parsers" holds

  @spec:req-properties/req.query @spec:settings/query-parser @property @4.x @5.x @since:4.7.0
  Scenario: with the query parser disabled req.query is empty for any query string
    Given the app:
      """js
      app.set('query parser', false)
      app.get('/q', (req, res) => res.json(req.query))
      """
    Then the property "query-parser-disabled" holds

  @spec:req-properties/req.query @spec:settings/query-parser @property @4.x @5.x @since:4.7.0
  Scenario: under the extended parser bracketed keys always nest
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/q', (req, res) => res.json(req.query))
      """
    Then the property "query-parser-extended-nesting" holds

  @spec:req-properties/req.query @spec:settings/query-parser @property @4.x @5.x @since:4.7.0
  Scenario: under the simple parser bracketed keys always stay flat
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/q', (req, res) => res.json(req.query))
      """
    Then the property "query-parser-simple-brackets" holds
