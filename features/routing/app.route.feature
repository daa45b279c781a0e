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

  @spec:app-operations/app.route @4.x @5.x
  Scenario: a route method given a non-function throws when the route is defined
    Given the app:
      """js
      let error = null
      try { app.route('/book').get('not a function') } catch (e) { error = e instanceof Error }
      app.get('/result', (req, res) => res.json({ error }))
      """
    When I send "GET /result"
    Then the JSON body is '{"error":true}'

  @spec:app-operations/app.route @4.x @5.x
  Scenario: route handlers given as arrays are flattened in order
    Given the app:
      """js
      const mark = (n) => (req, res, next) => { res.append('X-Seen', n); next() }
      app.route('/book').get([mark('1'), [mark('2')]], mark('3'), (req, res) => res.send('done'))
      """
    When I send "GET /book"
    Then the header "X-Seen" is "1, 2, 3"

  @spec:app-operations/app.route @4.x @5.x
  Scenario: route.all answers HEAD and verbs outside the list
    Given the app:
      """js
      app.route('/book').all((req, res) => res.set('X-Method', req.method).end())
      """
    When I send "PROPFIND /book"
    Then the header "X-Method" is "PROPFIND"
    When I send "HEAD /book"
    Then the header "X-Method" is "HEAD"

  @spec:app-operations/app.route @4.x @5.x
  Scenario: app.route with a parameter gives the handlers req.params
    Given the app:
      """js
      app.route('/book/:isbn').get((req, res) => res.json(req.params))
      """
    When I send "GET /book/978-3-16"
    Then the JSON body is '{"isbn":"978-3-16"}'

  @spec:app-operations/app.route @4.x @5.x
  Scenario: an OPTIONS request to a route without an options handler lists the route's methods
    Given the app:
      """js
      app.route('/book').get((req, res) => res.end()).put((req, res) => res.end())
      """
    When I send "OPTIONS /book"
    Then the status is 200
    And the header "Allow" contains "GET"
    And the header "Allow" contains "HEAD"
    And the header "Allow" contains "PUT"
    And the header "Allow" does not contain "POST"

  @spec:app-operations/app.route @4.x @5.x
  Scenario: a route given no handlers passes its requests, HEAD included, on to the next route
    Given the app:
      """js
      app.route('/book')
      app.get('/book', (req, res) => res.set('X-Route', 'next').send('next route'))
      """
    When I send "GET /book"
    Then the status is 200
    And the body is "next route"
    When I send "HEAD /book"
    Then the status is 200
    And the header "X-Route" is "next"
