# Every response of every check is held to the HTTP/1.1 rules of spec/http-rules.ts
# (features/http/lint.ts, called for each exchange): a rule a response breaks fails the
# check that saw it. Each scenario here gives one rule a response to judge, and says so,
# so that the rule's row is covered by a response it really judged.
Feature: HTTP/1.1 messages: what one response shows

  @spec:http/singleton-field-once @spec:http/field-name-token @spec:http/field-value-chars @3.x @4.x @5.x
  Scenario: a response sends each single-valued field on one line
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('Content-Type', 'text/plain')
        res.set('Content-Type', 'text/plain')
        res.send('one line each')
      })
      """
    When I send "GET /"
    Then the status is 200
    And the response was held to the rule "http/singleton-field-once"
    And the response was held to the rule "http/field-value-chars"

  @spec:http/set-cookie-not-folded @3.x @4.x @5.x
  Scenario: two cookies go on two Set-Cookie lines, never folded into one
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.cookie('a', '1', { expires: new Date(Date.UTC(2030, 0, 1)) })
        res.cookie('b', '2')
        res.send('cookies')
      })
      """
    When I send "GET /"
    Then the Set-Cookie headers are:
      """
      a=1; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT
      b=2; Path=/
      """
    And the response was held to the rule "http/set-cookie-not-folded"

  @spec:http/list-no-empty-elements @spec:http/date-imf-fixdate @3.x @4.x @5.x
  Scenario: a static file's list fields have no empty element and its dates are IMF-fixdates
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the header "Last-Modified" is present
    And the response was held to the rule "http/list-no-empty-elements"
    And the response was held to the rule "http/date-imf-fixdate"

  @spec:http/date-present @spec:http/status-code @spec:http/reason-phrase-syntax @spec:http/connection-close-sent @3.x @4.x @5.x
  Scenario Outline: a <code> response carries Date
    Given the app:
      """js
      app.get('/', (req, res) => res.status(<code>).send('dated'))
      """
    When I send "GET /"
    Then the status is <code>
    And the response was held to the rule "http/date-present"
    And the response was held to the rule "http/reason-phrase-syntax"
    And the response was held to the rule "http/connection-close-sent"

    Examples:
      | code |
      | 200  |
      | 302  |
      | 404  |

  @spec:http/content-length-syntax @spec:http/content-length-exact @3.x @4.x @5.x
  Scenario: res.send's Content-Length is the length of its content in bytes
    Given the app:
      """js
      app.get('/', (req, res) => res.send('héllo wörld'))
      """
    When I send "GET /"
    Then the body has 13 bytes
    And the response was held to the rule "http/content-length-syntax"
    And the response was held to the rule "http/content-length-exact"

  @spec:http/no-length-with-transfer-encoding @3.x @4.x @5.x
  Scenario: a streamed response is chunked and carries no Content-Length
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.write('streamed ')
        res.end('in parts')
      })
      """
    When I send "GET /"
    Then the body is "streamed in parts"
    And the header "Transfer-Encoding" is "chunked"
    And the response was held to the rule "http/no-length-with-transfer-encoding"

  @spec:http/no-framing-on-1xx-204 @spec:http/no-content-on-204 @3.x @4.x @5.x
  Scenario: a 204 sent with a body carries neither the body nor its framing
    Given the app:
      """js
      app.get('/', (req, res) => res.status(204).send('dropped'))
      """
    When I send "GET /"
    Then the status is 204
    And the body is empty
    And the response was held to the rule "http/no-framing-on-1xx-204"
    And the response was held to the rule "http/no-content-on-204"

  @spec:http/no-content-on-304 @3.x @4.x @5.x
  Scenario: a 304 to a conditional GET has no content
    Given the app:
      """js
      app.get('/', (req, res) => res.send('cached'))
      """
    When I send "GET /"
    And I send "GET /" with If-None-Match set to the ETag of the last response
    Then the status is 304
    And the response was held to the rule "http/no-content-on-304"

  # HEAD may omit Content-Length (RFC 9110 8.6); when it sends one, it is GET's.
  @spec:http/no-content-on-head @spec:http/head-length-as-get @3.x @4.x @5.x
  Scenario: HEAD gets no content, and the Content-Length GET gets if any
    Given the app:
      """js
      app.get('/', (req, res) => res.send('the same length'))
      """
    When I send "GET /" and then "HEAD /"
    Then the status is 200
    And the body is empty
    And the response was held to the rule "http/no-content-on-head"
    And the response was held to the rule "http/head-length-as-get" if it carries "Content-Length"
