@req
Feature: req.subdomains, req.xhr, req.route, req.fresh and req.stale
  `req.subdomains`: subdomains, most-significant last; the starting point is
  set by `subdomain offset` (default 2). `req.xhr` is true if
  `X-Requested-With` is 'XMLHttpRequest'. `req.route` is the currently matched
  route. `req.stale` is the opposite of `req.fresh` (req.fresh is not shown;
  real Express decides).

  @spec:req-properties/req.subdomains @spec:limits/subdomain-offset @4.x @5.x
  Scenario Outline: with Host <host> and the default offset, req.subdomains is <subdomains>
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.subdomains))
      """
    When I send "GET /" with the header "Host: <host>"
    Then the JSON body is '<subdomains>'

    Examples:
      | host                          | subdomains           |
      | tobi.ferrets.example.com      | ["ferrets","tobi"]   |
      | tobi.ferrets.example.com:3000 | ["ferrets","tobi"]   |
      | www.example.com               | ["www"]              |
      | example.com                   | []                   |
      | localhost                     | []                   |
      | a.b.c.d.example.org           | ["d","c","b","a"]    |

    @since:4.9.0
    Examples:
      | host                          | subdomains           |
      | 127.0.0.1                     | []                   |
      | [::1]:3000                    | []                   |

  @spec:req-properties/req.subdomains @spec:limits/subdomain-offset @spec:settings/subdomain-offset @4.x @5.x
  Scenario Outline: with subdomain offset <offset>, Host <host> gives req.subdomains <subdomains>
    Given the app:
      """js
      app.set('subdomain offset', <offset>)
      app.get('/', (req, res) => res.json(req.subdomains))
      """
    When I send "GET /" with the header "Host: <host>"
    Then the JSON body is '<subdomains>'

    Examples:
      | offset | host                     | subdomains                        |
      | 3      | tobi.ferrets.example.com | ["tobi"]                          |
      | 1      | tobi.ferrets.example.com | ["example","ferrets","tobi"]      |
      | 0      | tobi.ferrets.example.com | ["com","example","ferrets","tobi"] |
      | 4      | tobi.ferrets.example.com | []                                |
      | 5      | tobi.ferrets.example.com | []                                |
      | 1      | localhost                | []                                |

  @spec:req-properties/req.subdomains @4.x @5.x
  Scenario: with trust proxy req.subdomains comes from X-Forwarded-Host
    Given the app:
      """js
      app.set('trust proxy', true)
      app.get('/', (req, res) => res.json(req.subdomains))
      """
    When I send "GET /" with the headers:
      | Host             | internal.local          |
      | X-Forwarded-Host | api.v2.example.com      |
    Then the JSON body is '["v2","api"]'

  @spec:req-properties/req.xhr @4.x @5.x
  Scenario Outline: X-Requested-With "<value>" makes req.xhr <xhr>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ xhr: req.xhr }))
      """
    When I send "GET /" with the header "X-Requested-With: <value>"
    Then the JSON body is '{"xhr":<xhr>}'

    Examples:
      | value           | xhr   |
      | XMLHttpRequest  | true  |
      | xmlhttprequest  | true  |
      | XMLHTTPREQUEST  | true  |
      | fetch           | false |
      | XMLHttpRequest2 | false |

  @spec:req-properties/req.xhr @4.x @5.x
  Scenario: without X-Requested-With req.xhr is false
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ xhr: req.xhr }))
      """
    When I send "GET /"
    Then the JSON body is '{"xhr":false}'

  @spec:req-properties/req.route @4.x @5.x
  Scenario: req.route is the matched route with its path and methods
    Given the app:
      """js
      app.get('/user/:id', (req, res) => res.json({ path: req.route.path, methods: req.route.methods, stack: req.route.stack.length }))
      """
    When I send "GET /user/1"
    Then the JSON body is '{"path":"/user/:id","methods":{"get":true},"stack":1}'

  @spec:req-properties/req.route @4.x @5.x
  Scenario: req.route changes with each matched route of a request
    Given the app:
      """js
      app.get('/a/:x', (req, res, next) => { res.set('X-First', req.route.path); next() })
      app.all('/a/b', (req, res) => res.json({ path: req.route.path, get: req.route.methods.get }))
      """
    When I send "GET /a/b"
    Then the header "X-First" is "/a/:x"
    And the JSON body is '{"path":"/a/b","get":true}'

  @spec:req-properties/req.route @4.x @5.x
  Scenario: req.route is undefined in middleware that is not a route
    Given the app:
      """js
      app.use((req, res) => res.json({ route: req.route === undefined }))
      """
    When I send "GET /x"
    Then the JSON body is '{"route":true}'

  @spec:req-properties/req.route @4.x @5.x
  Scenario: req.route of a regular-expression route holds the regular expression
    Given the app:
      """js
      app.get(/^\/re\/\d+$/, (req, res) => res.json({ isRegExp: req.route.path instanceof RegExp, source: req.route.path.source }))
      """
    When I send "GET /re/12"
    Then the JSON body is '{"isRegExp":true,"source":"^\\/re\\/\\d+$"}'

  @spec:req-properties/req.stale @spec:objects/request @4.x @5.x
  Scenario Outline: a <method> with <condition> is <freshness>
    Given the app:
      """js
      app.all('/doc', (req, res) => {
        res.set('ETag', '"v1"')
        res.set('Last-Modified', 'Wed, 21 Oct 2015 07:28:00 GMT')
        res.status(<status>).set({ 'X-Fresh': String(req.fresh), 'X-Stale': String(req.stale) }).end()
      })
      """
    When I send "<method> /doc" with the headers:
      | <name> | <value> |
    Then the status is <status>
    And the header "X-Fresh" is "<fresh>"
    And the header "X-Stale" is "<stale>"

    Examples:
      | method | condition                      | name              | value                                      | status | freshness | fresh | stale |
      | GET | a matching If-None-Match | If-None-Match | "v1" | 200 | fresh | true | false |
      | GET | a weak matching If-None-Match | If-None-Match | W/"v1" | 200 | fresh | true | false |
      | GET | a list containing the ETag | If-None-Match | "v0", "v1" | 200 | fresh | true | false |
      | GET | If-None-Match * | If-None-Match | * | 200 | fresh | true | false |
      | GET | a different If-None-Match | If-None-Match | "v2" | 200 | stale | false | true |
      | GET | a later If-Modified-Since | If-Modified-Since | Thu, 22 Oct 2015 07:28:00 GMT | 200 | fresh | true | false |
      | GET | an equal If-Modified-Since | If-Modified-Since | Wed, 21 Oct 2015 07:28:00 GMT | 200 | fresh | true | false |
      | GET | an earlier If-Modified-Since | If-Modified-Since | Tue, 20 Oct 2015 07:28:00 GMT | 200 | stale | false | true |
      | GET | Cache-Control no-cache | Cache-Control | no-cache | 200 | stale | false | true |
      | POST | a matching If-None-Match | If-None-Match | "v1" | 200 | stale | false | true |
      | GET | a matching If-None-Match on 404 | If-None-Match | "v1" | 404 | stale | false | true |
      | GET | a matching If-None-Match on 201 | If-None-Match | "v1" | 201 | fresh | true | false |

  @spec:req-properties/req.stale @4.x @5.x
  Scenario: a GET whose If-None-Match matches is still stale when it asks Cache-Control no-cache
    Given the app:
      """js
      app.get('/doc', (req, res) => {
        res.set('ETag', '"v1"')
        res.set({ 'X-Fresh': String(req.fresh), 'X-Stale': String(req.stale) }).end()
      })
      """
    When I send "GET /doc" with the headers:
      | If-None-Match | "v1"     |
      | Cache-Control | no-cache |
    Then the status is 200
    And the header "X-Fresh" is "false"
    And the header "X-Stale" is "true"

  @spec:req-properties/req.stale @4.x @5.x
  Scenario: a request without conditional headers is stale
    Given the app:
      """js
      app.get('/doc', (req, res) => { res.set('ETag', '"v1"'); res.json({ fresh: req.fresh, stale: req.stale }) })
      """
    When I send "GET /doc"
    Then the status is 200
    And the JSON body is '{"fresh":false,"stale":true}'

  @spec:req-properties/req.stale @4.x @5.x
  Scenario: a fresh GET answered with res.send gets 304 without a body
    Given the app:
      """js
      app.get('/doc', (req, res) => { res.set('ETag', '"v1"'); res.send('content') })
      """
    When I send "GET /doc" with the headers:
      | If-None-Match | "v1" |
    Then the status is 304
    And the body is empty

  @spec:req-properties/req.stale @spec:res-operations/res.send @4.x
  Scenario Outline: 4.x with If-None-Match and If-Modified-Since both sent, a GET is fresh only when both hold: <since>
    Given the app:
      """js
      app.get('/doc', (req, res) => {
        res.set({ ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' })
        res.set('X-Fresh', String(req.fresh)).send('content')
      })
      """
    When I send "GET /doc" with the headers:
      | If-None-Match     | "v1"    |
      | If-Modified-Since | <since> |
    Then the status is <status>
    And the header "X-Fresh" is "<fresh>"

    Examples:
      | since                         | status | fresh |
      | Thu, 22 Oct 2015 07:28:00 GMT | 304    | true  |
      | Tue, 20 Oct 2015 07:28:00 GMT | 200    | false |
      | not a date                    | 200    | false |

  @spec:req-properties/req.stale @spec:res-operations/res.send @5.x
  Scenario Outline: 5.x with If-None-Match and If-Modified-Since both sent, If-None-Match decides: <since>
    Given the app:
      """js
      app.get('/doc', (req, res) => {
        res.set({ ETag: '"v1"', 'Last-Modified': 'Wed, 21 Oct 2015 07:28:00 GMT' })
        res.set('X-Fresh', String(req.fresh)).send('content')
      })
      """
    When I send "GET /doc" with the headers:
      | If-None-Match     | "v1"    |
      | If-Modified-Since | <since> |
    Then the status is 304
    And the header "X-Fresh" is "true"

    Examples:
      | since                         |
      | Thu, 22 Oct 2015 07:28:00 GMT |
      | Tue, 20 Oct 2015 07:28:00 GMT |
