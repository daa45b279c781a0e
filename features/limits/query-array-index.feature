@limits
Feature: Array indices in the query string under the extended parser
  The extended query parser (qs) reads `a[i]=x` as an array only up to a limit: from
  there on `a` is an object keyed by the index, so a client cannot make the app build a
  huge sparse array. The limit is each release line's own: Express 3 (connect's qs 4)
  makes arrays up to index 20; Express 4 up to index 20 until 4.22.2, which sets qs's
  arrayLimit to 1000 ("restore >20 array parsing", History.md), so up to index 999; Express
  5 keeps qs's default of 20, counted in elements since qs 6.14.2 (5.3.0 requires qs
  ^6.16.0), so up to index 19.

  @spec:req-3x/query @3.x
  Scenario Outline: 3.x GET /json?<query> gives req.query <json>
    Given the app:
      """js
      app.get('/json', (req, res) => res.json(req.query))
      """
    When I send "GET /json?<query>"
    Then the JSON body is '<json>'

    Examples:
      | query               | json                      |
      | a[0]=x              | {"a":["x"]}               |
      | a[20]=x             | {"a":["x"]}               |
      | a[21]=x             | {"a":{"21":"x"}}          |
      | a[1000]=x           | {"a":{"1000":"x"}}        |
      | a[1]=x&a[0]=y       | {"a":["y","x"]}           |

  @spec:req-properties/req.query @spec:settings/query-parser @4.x @5.x @since:4.7.0
  Scenario Outline: with the extended parser, GET /json?<query> gives req.query <json>
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/json', (req, res) => res.json(req.query))
      """
    When I send "GET /json?<query>"
    Then the JSON body is '<json>'

    Examples:
      | query               | json                      |
      | a[0]=x              | {"a":["x"]}               |
      | a[19]=x             | {"a":["x"]}               |
      | a[1]=x&a[0]=y       | {"a":["y","x"]}           |
      | a[1000]=x           | {"a":{"1000":"x"}}        |
      | a[123456789]=x      | {"a":{"123456789":"x"}}   |

  @spec:req-properties/req.query @spec:settings/query-parser @4.x @since:4.7.0
  Scenario: 4.x with the extended parser an index of 20 still gives an array
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/json', (req, res) => res.json(req.query))
      """
    When I send "GET /json?a[20]=x"
    Then the JSON body is '{"a":["x"]}'

  @spec:req-properties/req.query @spec:settings/query-parser @4.x @since:4.22.0
  Scenario Outline: 4.x with the extended parser an index of <index> gives an array
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/json', (req, res) => res.json(req.query))
      """
    When I send "GET /json?a[<index>]=x"
    Then the JSON body is '{"a":["x"]}'

    Examples:
      | index |
      | 21    |
      | 999   |

  @spec:req-properties/req.query @spec:settings/query-parser @5.x @since:5.3.0
  Scenario Outline: 5.x with the extended parser an index of <index> gives an object
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/json', (req, res) => res.json(req.query))
      """
    When I send "GET /json?a[<index>]=x"
    Then the JSON body is '{"a":{"<index>":"x"}}'

    Examples:
      | index |
      | 20    |
      | 21    |
      | 999   |
