@routing
Feature: Route path syntax per generation
  In the signatures, `path` is a string, path pattern, regular expression, or an
  array mixing these. The grammar of patterns beyond the examples is not shown:
  4.x uses the '*', '?', '+', '()' string patterns and the ':name(regexp)'
  form; 5.x uses '{*splat}' wildcards, '{optional}' groups and ':name'; both
  accept regular expressions. Real Express decides the details.

  @spec:app-operations/app.METHOD @4.x
  Scenario Outline: 4.x pattern '<pattern>' <verdict> <path>
    Given the app:
      """js
      app.get('<pattern>', (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | pattern        | path          | verdict          | status |
      | /ab?cd         | /acd          | matches          | 200    |
      | /ab?cd         | /abcd         | matches          | 200    |
      | /ab?cd         | /abbcd        | does not match   | 404    |
      | /ab+cd         | /abcd         | matches          | 200    |
      | /ab+cd         | /abbbbcd      | matches          | 200    |
      | /ab+cd         | /acd          | does not match   | 404    |
      | /ab*cd         | /abcd         | matches          | 200    |
      | /ab*cd         | /abxyzcd      | matches          | 200    |
      | /ab*cd         | /ab/x/cd      | matches          | 200    |
      | /ab(cd)?e      | /abe          | matches          | 200    |
      | /ab(cd)?e      | /abcde        | matches          | 200    |
      | /ab(cd)?e      | /abce         | does not match   | 404    |
      | *              | /any/path     | matches          | 200    |
      | /user/:id?     | /user         | matches          | 200    |
      | /user/:id?     | /user/5       | matches          | 200    |
      | /user/:id([0-9]+)| /user/42     | matches          | 200    |
      | /user/:id([0-9]+)| /user/abc    | does not match   | 404    |
      | /              | //            | does not match   | 404    |

  @spec:app-operations/app.METHOD @4.x
  Scenario Outline: 4.x pattern '<pattern>' on <path> gives req.params <params>
    Given the app:
      """js
      app.get('<pattern>', (req, res) => res.json(req.params))
      """
    When I send "GET <path>"
    Then the JSON body is '<params>'

    Examples:
      | pattern                 | path               | params                               |
      | /users/:userId/books/:bookId | /users/34/books/8989 | {"userId":"34","bookId":"8989"} |
      | /flights/:from-:to      | /flights/LAX-SFO   | {"from":"LAX","to":"SFO"}            |
      | /plantae/:genus.:species | /plantae/Prunus.persica | {"genus":"Prunus","species":"persica"} |
      | /user/:id?              | /user              | {}                                   |
      | *                       | /a/b               | {"0":"/a/b"}                         |
      | /files/*                | /files/x/y.txt     | {"0":"x/y.txt"}                      |
      | /user/:id([0-9]+)         | /user/42           | {"id":"42"}                          |

  @spec:app-operations/app.METHOD @5.x
  Scenario Outline: 5.x pattern '<pattern>' <verdict> <path>
    Given the app:
      """js
      app.get('<pattern>', (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the status is <status>

    @spec:v5-differences/splat-wildcard
    Examples:
      | pattern          | path         | verdict        | status |
      | /*splat          | /a/b/c       | matches        | 200    |
      | /*splat          | /            | does not match | 404    |
      | /{*splat}        | /            | matches        | 200    |
      | /{*splat}        | /a/b         | matches        | 200    |
      | /files/*path     | /files/x/y   | matches        | 200    |
      | /files/*path     | /files       | does not match | 404    |
      | /user{/:id}      | /user        | matches        | 200    |
      | /user{/:id}      | /user/5      | matches        | 200    |
      | /user{/:id}      | /user/5/6    | does not match | 404    |
      | /ab{cd}e         | /abe         | matches        | 200    |
      | /ab{cd}e         | /abcde       | matches        | 200    |
      | /                | //           | matches        | 200    |
      | /                | ///          | does not match | 404    |

    Examples:
      | pattern          | path         | verdict        | status |
      | /:a-x-:b         | /1-x-2-x-    | does not match | 404    |

  @spec:app-operations/app.METHOD @5.x
  Scenario Outline: 5.x pattern '<pattern>' on <path> gives req.params <params>
    Given the app:
      """js
      app.get('<pattern>', (req, res) => res.json(req.params))
      """
    When I send "GET <path>"
    Then the JSON body is '<params>'

    @spec:v5-differences/splat-wildcard
    Examples:
      | pattern                      | path                    | params                                 |
      | /users/:userId/books/:bookId | /users/34/books/8989    | {"userId":"34","bookId":"8989"}        |
      | /flights/:from-:to           | /flights/LAX-SFO        | {"from":"LAX","to":"SFO"}              |
      | /plantae/:genus.:species     | /plantae/Prunus.persica | {"genus":"Prunus","species":"persica"} |
      | /*splat                      | /a/b/c                  | {"splat":["a","b","c"]}                |
      | /files/*path                 | /files/x/y.txt          | {"path":["x","y.txt"]}                 |
      | /files/*path                 | /files/a%2Fb            | {"path":["a/b"]}                       |
      | /user{/:id}                  | /user                   | {}                                     |
      | /user{/:id}                  | /user/5                 | {"id":"5"}                             |
      | /{*splat}                    | /                       | {}                                     |

    Examples:
      | pattern                      | path                    | params                                 |
      | /:a-x-:b                     | /1-x-2-x-3              | {"a":"1-x-2","b":"3"}                  |

  @spec:app-operations/app.METHOD @4.x @5.x @since:4.20.0
  Scenario: a backslash in a route path makes the character after it literal
    Given the app:
      """js
      app.get('/price\\:amount', (req, res) => res.json({ params: req.params }))
      """
    When I send "GET /price:amount"
    Then the status is 200
    And the JSON body is '{"params":{}}'
    When I send "GET /price5"
    Then the status is 404

  @spec:app-operations/app.METHOD @spec:v5-differences/splat-wildcard @5.x
  Scenario Outline: 5.x rejects the 4.x pattern '<pattern>' when the route is defined
    Given the app:
      """js
      let error = null
      try { app.get('<pattern>', (req, res) => res.send('x')) } catch (e) { error = e.name }
      app.get('/result', (req, res) => res.json({ error }))
      """
    When I send "GET /result"
    Then the JSON body is '{"error":"TypeError"}'

    Examples:
      | pattern        |
      | *              |
      | /files/*       |
      | /ab?cd         |
      | /ab+cd         |
      | /ab(cd)?e      |
      | /user/:id?     |
      | /user/:id([0-9]+)|

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario Outline: a regular expression route <verdict> <path>
    Given the app:
      """js
      app.get(/.*fly$/, (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | path            | verdict        | status |
      | /butterfly      | matches        | 200    |
      | /dragonfly      | matches        | 200    |
      | /butterflyman   | does not match | 404    |
      | /dragonflyman   | does not match | 404    |

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: a regular expression route without anchors matches anywhere in the path
    Given the app:
      """js
      app.get(/a/, (req, res) => res.send('matched ' + req.path))
      """
    When I send "GET /cat/dog"
    Then the body is "matched /cat/dog"
    When I send "GET /dog"
    Then the status is 404

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: a path parameter does not match across a slash
    Given the app:
      """js
      app.get('/user/:id', (req, res) => res.send('user'))
      """
    When I send "GET /user/1/2"
    Then the status is 404
    When I send "GET /user/"
    Then the status is 404

  @spec:app-operations/app.METHOD @4.x @5.x
  Scenario: a path parameter needs at least one character
    Given the app:
      """js
      app.get('/user/:id', (req, res) => res.send('user'))
      """
    When I send "GET /user"
    Then the status is 404
