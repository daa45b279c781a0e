@req
Feature: req.params (3.x)
  3.x `req.params` holds the named route parameters, default `{}`; unnamed
  wildcards and regular-expression captures are `req.params[N]`. Values are
  URI-component decoded.

  @spec:req-3x/params @3.x
  Scenario Outline: a named parameter of '<route>' holds the decoded segment for GET <path>
    Given the app:
      """js
      app.get('<route>', (req, res) => res.json({ id: req.params.id }))
      """
    When I send "GET <path>"
    Then the JSON body is '{"id":"<id>"}'

    Examples:
      | route          | path                | id      |
      | /user/:id      | /user/42            | 42      |
      | /user/:id      | /user/tobi%20ferret | tobi ferret |
      | /user/:id      | /user/a%2Fb         | a/b     |
      | /user/:id.json | /user/7.json        | 7       |
      | /user/:id/edit | /user/x/edit        | x       |

  @spec:req-3x/params @3.x
  Scenario: an optional parameter that is absent is undefined
    Given the app:
      """js
      app.get('/user/:id/:op?', (req, res) => res.json({ id: req.params.id, op: req.params.op === undefined ? 'absent' : req.params.op }))
      """
    When I send "GET /user/5"
    Then the JSON body is '{"id":"5","op":"absent"}'

  @spec:req-3x/params @3.x
  Scenario Outline: an unnamed wildcard is req.params[0]: GET <path>
    Given the app:
      """js
      app.get('/files/*', (req, res) => res.json({ zero: req.params[0] }))
      """
    When I send "GET <path>"
    Then the JSON body is '{"zero":"<zero>"}'

    Examples:
      | path                 | zero          |
      | /files/a.txt         | a.txt         |
      | /files/dir/b.txt     | dir/b.txt     |
      | /files/x%20y/z.txt   | x y/z.txt     |

  @spec:req-3x/params @3.x
  Scenario: named parameters and a wildcard together
    Given the app:
      """js
      app.get('/user/:id/*', (req, res) => res.json({ id: req.params.id, rest: req.params[0] }))
      """
    When I send "GET /user/9/photos/1"
    Then the JSON body is '{"id":"9","rest":"photos/1"}'

  @spec:req-3x/params @3.x
  Scenario: regular-expression captures are req.params[0], req.params[1], ...
    Given the app:
      """js
      app.get(/^\/commits\/(\w+)(?:\.\.(\w+))?$/, (req, res) => res.json({ from: req.params[0], to: req.params[1] }))
      """
    When I send "GET /commits/abc..def"
    Then the JSON body is '{"from":"abc","to":"def"}'

  @spec:req-3x/params @3.x
  Scenario: a route without parameters leaves req.params empty
    Given the app:
      """js
      app.get('/plain', (req, res) => res.json({ count: Object.keys(req.params).length }))
      """
    When I send "GET /plain"
    Then the JSON body is '{"count":0}'

  @spec:req-3x/params @3.x
  Scenario: a parameter that does not decode is a 400 error
    Given the app:
      """js
      app.get('/user/:id', (req, res) => res.send('never'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('error ' + err.status))
      """
    When I send "GET /user/%E0%A4%A"
    Then the status is 400
    And the body is "error 400"

  @spec:req-3x/params @3.x @divergence
  Scenario: req.params of a route without parameters is {}
    Given the app:
      """js
      app.get('/plain', (req, res) => res.json(req.params))
      """
    When I send "GET /plain"
    Then the JSON body is '{}'
