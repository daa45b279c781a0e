@routing
Feature: app.route
  `app.route(path)` returns a route object with .all, .get, .post, etc.: a
  single path with handlers for several HTTP verbs.

  @spec:app-operations/app.route @spec:objects/route @4.x @5.x
  Scenario Outline: app.route dispatches <verb> to the handler chained for it
    Given the app:
      """js
      app.route('/book')
        .get((req, res) => res.send('get a book'))
        .post((req, res) => res.send('add a book'))
        .put((req, res) => res.send('update the book'))
        .delete((req, res) => res.send('delete the book'))
      """
    When I send "<verb> /book"
    Then the body is "<body>"

    Examples:
      | verb   | body            |
      | GET    | get a book      |
      | POST   | add a book      |
      | PUT    | update the book |
      | DELETE | delete the book |

  @spec:app-operations/app.route @4.x @5.x
  Scenario: app.route with no handler for the verb falls through to 404
    Given the app:
      """js
      app.route('/book').get((req, res) => res.send('get a book'))
      """
    When I send "PATCH /book"
    Then the status is 404

  @spec:app-operations/app.route @4.x @5.x
  Scenario: route.all runs for every verb before the verb handlers added after it
    Given the app:
      """js
      app.route('/book')
        .all((req, res, next) => { res.set('X-All', req.method); next() })
        .get((req, res) => res.send('get'))
        .post((req, res) => res.send('post'))
      """
    When I send "POST /book"
    Then the header "X-All" is "POST"
    And the body is "post"

  @spec:app-operations/app.route @4.x @5.x
  Scenario: route handlers for one verb run in the order they were added
    Given the app:
      """js
      app.route('/book')
        .get((req, res, next) => { res.append('X-Seen', 'one'); next() })
        .get((req, res) => { res.append('X-Seen', 'two'); res.send('done') })
      """
    When I send "GET /book"
    Then the header "X-Seen" is "one, two"

  @spec:app-operations/app.route @4.x @5.x
  Scenario: a route's get handler also answers HEAD
    Given the app:
      """js
      app.route('/book').get((req, res) => res.set('X-Handled-By', 'get').send('get a book'))
      """
    When I send "HEAD /book"
    Then the status is 200
    And the header "X-Handled-By" is "get"
    And the body is empty

  @spec:app-operations/app.route @4.x @5.x
  Scenario: next('route') inside a route skips to the next matching route
    Given the app:
      """js
      app.route('/book')
        .get((req, res, next) => next('route'))
        .get((req, res) => res.send('same route'))
      app.get('/book', (req, res) => res.send('next route'))
      """
    When I send "GET /book"
    Then the body is "next route"

  @spec:app-operations/app.route @spec:req-properties/req.route @4.x @5.x
  Scenario: the route object reports its path and methods as req.route
    Given the app:
      """js
      app.route('/book/:id')
        .get((req, res) => res.json({ path: req.route.path, methods: req.route.methods }))
        .post((req, res) => res.end())
      """
    When I send "GET /book/1"
    Then the JSON body is:
      """json
      { "path": "/book/:id", "methods": { "get": true, "post": true } }
      """
