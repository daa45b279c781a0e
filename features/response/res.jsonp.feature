@res
Feature: res.jsonp
  `res.jsonp([body])` is `res.json` wrapped in a callback whose name comes from
  the query parameter named by the `jsonp callback name` setting (default
  'callback'). The callback name is sanitised; without it the response is JSON.

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp with ?callback= wraps the JSON in a guarded call
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp({ user: 'tobi' }))
      """
    When I send "GET /?callback=handle"
    Then the body is "/**/ typeof handle === 'function' && handle({\"user\":\"tobi\"});"
    And the header "Content-Type" is "text/javascript; charset=utf-8"
    And the header "X-Content-Type-Options" is "nosniff"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp with a callback sends nosniff and a JavaScript type even when a Content-Type was set before
    Given the app:
      """js
      app.get('/', (req, res) => res.type('json').jsonp({ a: 1 }))
      """
    When I send "GET /?callback=cb"
    Then the header "Content-Type" is "text/javascript; charset=utf-8"
    And the header "X-Content-Type-Options" is "nosniff"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp without the callback parameter sends plain JSON
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp({ user: 'tobi' }))
      """
    When I send "GET /"
    Then the body is "{\"user\":\"tobi\"}"
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario Outline: res.jsonp(<value>) with a callback wraps <json>
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp(<value>))
      """
    When I send "GET /?callback=cb"
    Then the body is:
      """
      /**/ typeof cb === 'function' && cb(<json>);
      """

    Examples:
      | value      | json       |
      | [1, 2]     | [1,2]      |
      | 'str'      | "str"      |
      | 42         | 42         |
      | true       | true       |
      | null       | null       |

  # The body is optional ("res.jsonp([body])"): with none, the callback is called
  # with no argument. 3.x fails the request (a TypeError), so the rows are 4.x and 5.x.
  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario Outline: res.jsonp(<args>) with a callback calls it with no argument
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp(<args>))
      """
    When I send "GET /?callback=cb"
    Then the status is 200
    And the body is:
      """
      /**/ typeof cb === 'function' && cb();
      """
    And the header "Content-Type" is "text/javascript; charset=utf-8"

    Examples:
      | args      |
      |           |
      | undefined |

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario Outline: res.jsonp(<args>) without a callback sends an empty JSON response
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp(<args>))
      """
    When I send "GET /"
    Then the status is 200
    And the body is empty
    And the header "Content-Type" is "application/json; charset=utf-8"

    Examples:
      | args      |
      |           |
      | undefined |

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario Outline: res.jsonp sanitises the callback name "<given>" to "<used>"
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp({}))
      """
    When I send "GET /?callback=<given>"
    Then the body is "/**/ typeof <used> === 'function' && <used>({});"

    Examples:
      | given                          | used              |
      | foo.bar                        | foo.bar           |
      | foo.bar%5B0%5D                 | foo.bar[0]        |
      | jQuery_123%24                  | jQuery_123$       |
      | alert(1)%3B%2F%2F              | alert1            |
      | %3Cscript%3Ex%3C%2Fscript%3E   | scriptxscript     |
      | a-b%20c                        | abc               |

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp uses the first value when the callback parameter repeats
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp({}))
      """
    When I send "GET /?callback=first&callback=second"
    Then the body is "/**/ typeof first === 'function' && first({});"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp escapes U+2028 and U+2029 inside the JavaScript
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp({ s: '\u2028\u2029' }))
      """
    When I send "GET /?callback=cb"
    Then the body is:
      """
      /**/ typeof cb === 'function' && cb({"s":"\u2028\u2029"});
      """

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: the "jsonp callback name" setting changes the query parameter read
    Given the app:
      """js
      app.set('jsonp callback name', 'cb')
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?cb=custom&callback=ignored"
    Then the body is "/**/ typeof custom === 'function' && custom({\"a\":1});"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: with a renamed callback parameter, ?callback= alone gives plain JSON
    Given the app:
      """js
      app.set('jsonp callback name', 'cb')
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?callback=ignored"
    Then the body is "{\"a\":1}"
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp with a callback sets text/javascript over a Content-Type chosen before
    Given the app:
      """js
      app.get('/', (req, res) => res.type('application/xml').jsonp({}))
      """
    When I send "GET /?callback=cb"
    Then the header "Content-Type" is "text/javascript; charset=utf-8"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp without a callback keeps a Content-Type chosen before
    Given the app:
      """js
      app.get('/', (req, res) => res.type('application/vnd.api+json').jsonp({}))
      """
    When I send "GET /"
    Then the header "Content-Type" is "application/vnd.api+json; charset=utf-8"
    And the body is "{}"

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp honours "json spaces"
    Given the app:
      """js
      app.set('json spaces', 1)
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?callback=cb"
    Then the body is:
      """
      /**/ typeof cb === 'function' && cb({
       "a": 1
      });
      """

  @spec:res-operations/res.jsonp @4.x @5.x
  Scenario: res.jsonp keeps the status set with res.status
    Given the app:
      """js
      app.get('/', (req, res) => res.status(400).jsonp({ error: 'bad' }))
      """
    When I send "GET /?callback=cb"
    Then the status is 400
    And the body is "/**/ typeof cb === 'function' && cb({\"error\":\"bad\"});"
