@routing
Feature: app.all
  `app.all(path, callback [, callback ...])` is the same as app.METHOD but
  matches every HTTP verb. Callbacks placed through `app.all` run before later
  routes (e.g. an authentication callback that calls next()).

  @spec:app-operations/app.all @4.x @5.x
  Scenario Outline: app.all answers <verb> requests
    Given the app:
      """js
      app.all('/thing', (req, res) => res.set('X-Method', req.method).send('all'))
      """
    When I send "<verb> /thing"
    Then the status is 200
    And the header "X-Method" is "<verb>"

    Examples:
      | verb     |
      | GET      |
      | POST     |
      | PUT      |
      | DELETE   |
      | PATCH    |
      | OPTIONS  |
      | HEAD     |
      | M-SEARCH |
      | PROPFIND |

  @spec:app-operations/app.all @4.x
  Scenario: 4.x app.all with a '*' wildcard runs before the later routes when it calls next()
    Given the app:
      """js
      app.all('/api/*', (req, res, next) => { res.set('X-Auth', 'checked'); next() })
      app.get('/api/users', (req, res) => res.send('users'))
      """
    When I send "GET /api/users"
    Then the header "X-Auth" is "checked"
    And the body is "users"

  @spec:app-operations/app.all @spec:v5-differences/splat-wildcard @5.x
  Scenario: 5.x app.all with a named splat runs before the later routes when it calls next()
    Given the app:
      """js
      app.all('/api/*splat', (req, res, next) => { res.set('X-Auth', 'checked'); next() })
      app.get('/api/users', (req, res) => res.send('users'))
      """
    When I send "GET /api/users"
    Then the header "X-Auth" is "checked"
    And the body is "users"

  @spec:app-operations/app.all @4.x @5.x
  Scenario: app.all only matches its own path
    Given the app:
      """js
      app.all('/thing', (req, res) => res.send('all'))
      """
    When I send "POST /other"
    Then the status is 404

  @spec:app-operations/app.all @4.x @5.x
  Scenario: app.all registered after a method route does not run when that route answers
    Given the app:
      """js
      app.get('/thing', (req, res) => res.send('get'))
      app.all('/thing', (req, res) => res.send('all'))
      """
    When I send "GET /thing"
    Then the body is "get"
    When I send "POST /thing"
    Then the body is "all"
