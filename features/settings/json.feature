@settings
Feature: the json escape, json replacer and json spaces settings
  `json escape` (Boolean, default undefined) escapes JSON responses.
  `json replacer` (default undefined) is the 'replacer' argument of JSON
  serialization. `json spaces` (default undefined) is the 'space' argument of
  JSON serialization, typically the number of indent spaces. All three are
  inherited by sub-apps and apply to `res.json` (and so to `res.jsonp` and to
  objects sent with `res.send`).

  @spec:settings/json-escape @spec:settings/json-replacer @spec:settings/json-spaces @4.x @5.x
  Scenario: by default JSON is compact, unescaped and unfiltered
    Given the app:
      """js
      app.get('/', (req, res) => res.json({
        settings: [app.get('json escape'), app.get('json replacer'), app.get('json spaces')].map((v) => v === undefined),
        html: '<b>&</b>',
      }))
      """
    When I send "GET /"
    Then the body is '{"settings":[true,true,true],"html":"<b>&</b>"}'

  @spec:settings/json-escape @4.x @5.x @since:4.16.0
  Scenario: json escape escapes <, > and & in res.json
    Given the app:
      """js
      app.enable('json escape')
      app.get('/', (req, res) => res.json({ html: '<script>a && b</script>' }))
      """
    When I send "GET /"
    Then the body is '{"html":"\u003cscript\u003ea \u0026\u0026 b\u003c/script\u003e"}'
    And the JSON body is '{"html":"<script>a && b</script>"}'

  @spec:settings/json-escape @4.x @5.x @since:4.16.0
  Scenario: json escape applies to res.jsonp
    Given the app:
      """js
      app.enable('json escape')
      app.get('/', (req, res) => res.jsonp({ html: '<i>' }))
      """
    When I send "GET /?callback=cb"
    Then the body contains 'cb({"html":"\u003ci\u003e"});'

  @spec:settings/json-escape @4.x @5.x @since:4.16.0
  Scenario: json escape applies to objects sent with res.send
    Given the app:
      """js
      app.enable('json escape')
      app.get('/', (req, res) => res.send({ html: '&' }))
      """
    When I send "GET /"
    Then the body is '{"html":"\u0026"}'

  @spec:settings/json-escape @4.x @5.x @since:4.16.0
  Scenario: json escape disabled leaves the characters as they are
    Given the app:
      """js
      app.disable('json escape')
      app.get('/', (req, res) => res.json({ html: '<&>' }))
      """
    When I send "GET /"
    Then the body is '{"html":"<&>"}'

  @spec:settings/json-replacer @4.x @5.x
  Scenario: a json replacer function filters and transforms values
    Given the app:
      """js
      app.set('json replacer', (key, value) => key === 'password' ? undefined : typeof value === 'number' ? value * 10 : value)
      app.get('/', (req, res) => res.json({ user: 'tobi', password: 'secret', age: 3 }))
      """
    When I send "GET /"
    Then the body is '{"user":"tobi","age":30}'

  @spec:settings/json-replacer @4.x @5.x
  Scenario: a json replacer array keeps only the listed keys
    Given the app:
      """js
      app.set('json replacer', ['id', 'name'])
      app.get('/', (req, res) => res.json({ id: 1, name: 'a', secret: 'x' }))
      """
    When I send "GET /"
    Then the body is '{"id":1,"name":"a"}'

  @spec:settings/json-replacer @4.x @5.x
  Scenario: the json replacer applies to res.send of an object and res.jsonp
    Given the app:
      """js
      app.set('json replacer', (key, value) => key === 'drop' ? undefined : value)
      app.get('/send', (req, res) => res.send({ keep: 1, drop: 2 }))
      app.get('/jsonp', (req, res) => res.jsonp({ keep: 1, drop: 2 }))
      """
    When I send "GET /send"
    Then the body is '{"keep":1}'
    When I send "GET /jsonp?callback=f"
    Then the body contains 'f({"keep":1});'

  @spec:settings/json-spaces @4.x @5.x
  Scenario Outline: json spaces <value> adds no indentation
    Given the app:
      """js
      app.set('json spaces', <value>)
      app.get('/', (req, res) => res.json({ a: 1, b: [true] }))
      """
    When I send "GET /"
    Then the body is '{"a":1,"b":[true]}'

    Examples:
      | value |
      | 0     |
      | ''    |
      | false |

  @spec:settings/json-spaces @4.x @5.x
  Scenario: json spaces 2 indents with two spaces
    Given the app:
      """js
      app.set('json spaces', 2)
      app.get('/', (req, res) => res.json({ a: 1, b: [true] }))
      """
    When I send "GET /"
    Then the body is:
      """
      {
        "a": 1,
        "b": [
          true
        ]
      }
      """

  @spec:settings/json-spaces @4.x @5.x
  Scenario: json spaces given as a string indents with that string
    Given the app:
      """js
      app.set('json spaces', '--')
      app.get('/', (req, res) => res.json({ a: 1 }))
      """
    When I send "GET /"
    Then the body is:
      """
      {
      --"a": 1
      }
      """

  @spec:settings/json-spaces @4.x @5.x
  Scenario: json spaces applies to objects sent with res.send and to res.jsonp
    Given the app:
      """js
      app.set('json spaces', 1)
      app.get('/send', (req, res) => res.send({ a: 1 }))
      app.get('/jsonp', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /send"
    Then the body is:
      """
      {
       "a": 1
      }
      """
    When I send "GET /jsonp?callback=f"
    Then the body is:
      """
      /**/ typeof f === 'function' && f({
       "a": 1
      });
      """

  @spec:settings/json-spaces @spec:settings/json-replacer @spec:settings/json-escape @4.x @5.x @since:4.16.0
  Scenario: json spaces, replacer and escape combine
    Given the app:
      """js
      app.set('json spaces', 1)
      app.set('json replacer', ['b'])
      app.enable('json escape')
      app.get('/', (req, res) => res.json({ a: 'x', b: '<' }))
      """
    When I send "GET /"
    Then the body is:
      """
      {
       "b": "\u003c"
      }
      """

  @spec:settings/json-spaces @spec:settings/json-replacer @property @4.x @5.x
  Scenario: arbitrary JSON values round-trip through res.json under json spaces and a json replacer
    Given the app:
      """js
      // The test sends a JSON value in the body; the app echoes it with res.json
      // under the spaces and replacer named in the query string.
      const replacers = { none: undefined, dropSecret: (k, v) => (k === 'secret' ? undefined : v) }
      app.use(fw.json({ strict: false, limit: '1mb' }))
      app.post('/', (req, res) => {
        const spaces = req.query.spaces
        app.set('json spaces', /^\d+$/.test(spaces) ? Number(spaces) : spaces)
        app.set('json replacer', replacers[req.query.replacer])
        res.json(req.body)
      })
      """
    Then the property "json-settings-roundtrip" holds
