@settings
Feature: the jsonp callback name setting
  `jsonp callback name` (String, default 'callback') is the name of the query
  parameter that `res.jsonp` reads the callback name from.

  @spec:settings/jsonp-callback-name @4.x @5.x
  Scenario: the default jsonp callback name is 'callback'
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp({ name: app.get('jsonp callback name') }))
      """
    When I send "GET /?callback=handle"
    Then the body is "/**/ typeof handle === 'function' && handle({\"name\":\"callback\"});"
    And the header "Content-Type" is "text/javascript; charset=utf-8"

  @spec:settings/jsonp-callback-name @4.x @5.x
  Scenario: a custom jsonp callback name selects the query parameter
    Given the app:
      """js
      app.set('jsonp callback name', 'cb')
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?cb=foo"
    Then the body is "/**/ typeof foo === 'function' && foo({\"a\":1});"

  @spec:settings/jsonp-callback-name @4.x @5.x
  Scenario: with a custom jsonp callback name the parameter 'callback' is ignored
    Given the app:
      """js
      app.set('jsonp callback name', 'cb')
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?callback=foo"
    Then the body is '{"a":1}'
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:settings/jsonp-callback-name @4.x @5.x
  Scenario: with a custom jsonp callback name, that parameter wins over 'callback'
    Given the app:
      """js
      app.set('jsonp callback name', 'jsonp')
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?callback=bar&jsonp=foo"
    Then the body is "/**/ typeof foo === 'function' && foo({\"a\":1});"

  @spec:settings/jsonp-callback-name @4.x @5.x
  Scenario: without the callback parameter res.jsonp sends plain JSON
    Given the app:
      """js
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /"
    Then the body is '{"a":1}'
    And the header "Content-Type" is "application/json; charset=utf-8"
