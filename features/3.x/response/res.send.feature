@res
Feature: res.send, res.json, res.jsonp (3.x)
  3.x `res.send([body|status], [body])`: a string is sent as text/html, a
  Buffer as application/octet-stream, an object or array as JSON; a bare
  number sends that status with its status text as body; with two arguments
  the first is the status. Content-Length is set. `res.json([status|body],
  [body])` sends JSON; `res.jsonp([status|body], [body])` wraps it in the
  callback named by the query parameter.

  @spec:res-3x/send @3.x
  Scenario: res.send(string) sends text/html with charset utf-8 and Content-Length
    Given the app:
      """js
      app.get('/', (req, res) => res.send('<p>hello</p>'))
      """
    When I send "GET /"
    Then the body is "<p>hello</p>"
    And the header "Content-Type" is "text/html; charset=utf-8"
    And the header "Content-Length" is "12"

  @spec:res-3x/send @3.x
  Scenario: res.send(Buffer) sends application/octet-stream
    Given the app:
      """js
      app.get('/', (req, res) => res.send(Buffer.from('whoop')))
      """
    When I send "GET /"
    Then the body is "whoop"
    And the header "Content-Type" is "application/octet-stream"
    And the header "Content-Length" is "5"

  @spec:res-3x/send @3.x
  Scenario: res.send keeps a Content-Type set before
    Given the app:
      """js
      app.get('/', (req, res) => res.set('Content-Type', 'text/plain').send('plain'))
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/plain; charset=utf-8"

  @spec:res-3x/send @3.x
  Scenario Outline: res.send(<body>) sends JSON
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.send(<body>))
      """
    When I send "GET /"
    Then the body is '<json>'
    And the header "Content-Type" is "application/json; charset=utf-8"

    Examples:
      | body               | json          |
      | { some: 'json' }   | {"some":"json"} |
      | [1, 2, 3]          | [1,2,3]       |
      | true               | true          |

  @spec:res-3x/send @3.x
  Scenario Outline: a bare number res.send(<code>) sends the status text "<text>"
    Given the app:
      """js
      app.get('/', (req, res) => res.send(<code>))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "<text>"
    And the header "Content-Type" is "text/plain; charset=utf-8"

    Examples:
      | code | text                  |
      | 200  | OK                    |
      | 201  | Created               |
      | 403  | Forbidden             |
      | 404  | Not Found             |
      | 500  | Internal Server Error |

  @spec:res-3x/send @3.x
  Scenario Outline: res.send(<code>, body) sends the body with status <code>
    Given the app:
      """js
      app.get('/', (req, res) => res.send(<code>, 'Sorry, cant find that'))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "Sorry, cant find that"

    Examples:
      | code |
      | 404  |
      | 500  |

  @spec:res-3x/send @3.x
  Scenario: res.send(status, object) sends JSON with that status
    Given the app:
      """js
      app.get('/', (req, res) => res.send(500, { error: 'something blew up' }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"error":"something blew up"}'

  @spec:res-3x/send @3.x
  Scenario: res.send() with no body sends an empty 200
    Given the app:
      """js
      app.get('/', (req, res) => res.send())
      """
    When I send "GET /"
    Then the status is 200
    And the body is empty

  @spec:res-3x/send @3.x
  Scenario: res.send on HEAD sends the headers without the body
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "HEAD /"
    Then the header "Content-Length" is "5"
    And the body is empty

  @spec:res-3x/send @3.x
  Scenario: res.send with status 204 strips the body and content headers
    Given the app:
      """js
      app.get('/', (req, res) => res.send(204, 'ignored'))
      """
    When I send "GET /"
    Then the status is 204
    And the body is empty
    And the header "Content-Type" is absent

  @spec:res-3x/send @3.x
  Scenario: res.send sets a weak ETag
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" matches "^W/\"5-"

  @spec:res-3x/send @3.x
  Scenario Outline: res.send(<body>) sends an empty 200 with Content-Length 0 and the weak ETag of no bytes
    Given the app:
      """js
      app.get('/', (req, res) => res.send(<body>))
      """
    When I send "GET /"
    Then the status is 200
    And the body is empty
    And the header "Content-Length" is "0"
    And the header "ETag" matches "^W/\"0-"

    Examples:
      | body |
      | ''   |
      | null |

  @spec:res-3x/json @3.x
  Scenario Outline: res.json(<value>) sends <json> as application/json
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.json(<value>))
      """
    When I send "GET /"
    Then the body is '<json>'
    And the header "Content-Type" is "application/json; charset=utf-8"

    Examples:
      | value              | json              |
      | { user: 'tobi' }   | {"user":"tobi"}   |
      | [1, 'a']           | [1,"a"]           |
      | null               | null              |
      | 'text'             | "text"            |
      | 42                 | 42                |
      | false              | false             |

  @spec:res-3x/json @3.x
  Scenario: res.json(status, body) sends the body with the status
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.json(500, { error: 'message' }))
      """
    When I send "GET /"
    Then the status is 500
    And the body is '{"error":"message"}'

  @spec:res-3x/json @3.x
  Scenario: res.json keeps a Content-Type set before
    Given the app:
      """js
      app.get('/', (req, res) => res.type('application/vnd.api+json').json({ a: 1 }))
      """
    When I send "GET /"
    Then the header "Content-Type" is "application/vnd.api+json; charset=utf-8"

  @spec:res-3x/jsonp @3.x
  Scenario: res.jsonp without a callback parameter sends plain JSON
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.jsonp({ user: 'tobi' }))
      """
    When I send "GET /"
    Then the body is '{"user":"tobi"}'
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:res-3x/jsonp @3.x
  Scenario Outline: res.jsonp with ?callback=<callback> calls <name>
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.jsonp({ user: 'tobi' }))
      """
    When I send "GET /?callback=<callback>"
    Then the body is "/**/ typeof <name> === 'function' && <name>({\"user\":\"tobi\"});"
    And the header "Content-Type" is "text/javascript; charset=utf-8"
    And the header "X-Content-Type-Options" is "nosniff"

    Examples:
      | callback         | name           |
      | foo              | foo            |
      | jQuery.cb_1      | jQuery.cb_1    |
      | cb[0]            | cb[0]          |
      | evil%3Calert%3E  | evilalert      |

  @spec:res-3x/jsonp @3.x
  Scenario: res.jsonp(status, body) sends the status
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.jsonp(500, { error: 'message' }))
      """
    When I send "GET /?callback=cb"
    Then the status is 500
    And the body is "/**/ typeof cb === 'function' && cb({\"error\":\"message\"});"

  @spec:res-3x/jsonp @3.x
  Scenario: res.jsonp with the callback parameter given twice calls the first name
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.jsonp({ user: 'tobi' }))
      """
    When I send "GET /?callback=first&callback=second"
    Then the body is "/**/ typeof first === 'function' && first({\"user\":\"tobi\"});"
    And the header "Content-Type" is "text/javascript; charset=utf-8"

  @spec:res-3x/jsonp @3.x
  Scenario: res.jsonp escapes U+2028 and U+2029 in the callback form
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.jsonp({ s: '\u2028\u2029' }))
      """
    When I send "GET /?callback=cb"
    Then the body is:
      """
      /**/ typeof cb === 'function' && cb({"s":"\u2028\u2029"});
      """

  @spec:res-3x/send @spec:http/not-modified-metadata @3.x
  Scenario: res.send's 304 to a matching If-None-Match carries the 200's ETag, Cache-Control and Vary, and no other length
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('Cache-Control', 'max-age=60')
        res.set('Vary', 'Accept')
        res.send('some text to cache')
      })
      """
    When I send "GET /", then again with If-None-Match set to its ETag
    Then the status is 304
    And the body is empty
    And the 304 response carries the metadata of the 200 response that RFC 9110 15.4.5 lists, and no other Content-Length
