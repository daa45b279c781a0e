# The fields a framework writes, read by their grammar (features/http/field-grammar.ts): every
# response of every check is, and these scenarios make sure each rule has a field to judge,
# written by the framework's own helpers where it has them.
Feature: HTTP/1.1 fields: the grammar of what a framework writes

  @spec:http/content-type-syntax @spec:http/content-disposition-syntax @spec:http/set-cookie-syntax @spec:http/cache-control-syntax @spec:http/vary-syntax @spec:http/etag-syntax @spec:http/content-encoding-coding @3.x @4.x @5.x
  Scenario: the fields res.attachment, res.cookie and res.send write keep their grammar
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.attachment('naïve report.txt')
        res.cookie('name', 'tobi', { path: '/', httpOnly: true })
        res.set('Cache-Control', 'public, max-age=60')
        res.set('Vary', 'Accept-Encoding')
        res.set('Content-Encoding', 'identity')
        res.set('ETag', '"v1"')
        res.send('the content of the file')
      })
      """
    When I send "GET /"
    Then the status is 200
    And the response was held to the rule "http/content-type-syntax"
    And the response was held to the rule "http/content-disposition-syntax"
    And the response was held to the rule "http/set-cookie-syntax"
    And the response was held to the rule "http/cache-control-syntax"
    And the response was held to the rule "http/vary-syntax"
    And the response was held to the rule "http/etag-syntax"
    And the response was held to the rule "http/content-encoding-coding"

  @spec:http/location-syntax @3.x @4.x @5.x
  Scenario: the Location res.redirect writes is a URI reference
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/search?q=a%20b'))
      """
    When I send "GET /"
    Then the status is 302
    And the response was held to the rule "http/location-syntax"

  @spec:http/allow-syntax @3.x @4.x @5.x
  Scenario: the Allow of the automatic OPTIONS response is a list of methods
    Given the app:
      """js
      app.get('/', (req, res) => res.send('got'))
      app.post('/', (req, res) => res.send('posted'))
      """
    When I send "OPTIONS /"
    Then the status is 200
    And the response was held to the rule "http/allow-syntax"

  @spec:http/partial-content-range @spec:http/content-range-syntax @spec:http/unsatisfiable-range-length @spec:http/last-modified-not-after-date @4.x @5.x
  Scenario: fw.static frames a range with Content-Range, and an unsatisfiable one with the length
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt" with the header "Range: bytes=0-4"
    Then the status is 206
    And the response was held to the rule "http/partial-content-range"
    And the response was held to the rule "http/content-range-syntax"
    And the response was held to the rule "http/last-modified-not-after-date"
    When I send "GET /hello.txt" with the header "Range: bytes=100-200"
    Then the status is 416
    And the response was held to the rule "http/unsatisfiable-range-length"

  @spec:http/not-modified-length @3.x @4.x @5.x
  Scenario: a 304 carries no Content-Length but the 200's
    Given the app:
      """js
      app.get('/', (req, res) => res.set('ETag', '"v1"').send('cached content'))
      """
    When I send "GET /"
    And I send "GET /" with If-None-Match set to the ETag of the last response
    Then the status is 304
    And the response was held to the rule "http/not-modified-length"
