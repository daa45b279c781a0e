# HTTP/1.1 on one connection, in bytes: what a lint of one response cannot see. The
# requests are written as sent (CRLF added, Host added when absent); each response read
# back is held to the rules of spec/http-rules.ts with its raw status and header lines.
Feature: HTTP/1.1 connections: persistence, pipelining, HTTP/1.0, Expect

  @spec:http/http10-closes @spec:http/no-chunked-to-http10 @spec:http/status-line-syntax @spec:http/field-value-chars @3.x @4.x @5.x
  Scenario Outline: an HTTP/1.0 request without keep-alive gets its response <how>, then the close
    Given the app:
      """js
      app.get('/streamed', (req, res) => {
        res.write('streamed ')
        res.end('to 1.0')
      })
      app.get('/sent', (req, res) => res.send('sent to 1.0'))
      """
    When I send on one connection:
      """
      GET /<path> HTTP/1.0

      """
    Then the responses on the connection are:
      | status | body   |
      | 200    | <body> |
    And the server closed the connection after the last response
    And the response was held to the rule "http/no-chunked-to-http10"
    And the response was held to the rule "http/status-line-syntax"

    Examples:
      | how                  | path     | body            |
      | streamed, unchunked  | streamed | streamed to 1.0 |
      | sent whole           | sent     | sent to 1.0     |

  # RFC 9112 9.3 lets a server decline HTTP/1.0 keep-alive: node keeps the connection (so
  # express@3/4/5 and the reference do on it), Bun 1.4 answers "Connection: close" and closes.
  @spec:http/http10-keep-alive @3.x @4.x @5.x
  Scenario: an HTTP/1.0 request with keep-alive gets the connection its response announces
    Given the app:
      """js
      app.get('/:name', (req, res) => res.send(req.params.name))
      """
    When I send on one connection, each after the previous response:
      """
      GET /first HTTP/1.0
      Connection: keep-alive

      GET /second HTTP/1.0

      """
    Then the connection persisted or closed after response 1 as its Connection field said
    And the server closed the connection after the last response

  @spec:http/pipelined-in-order @3.x @4.x @5.x
  Scenario: pipelined requests are answered in the order sent, the slow one first
    Given the app:
      """js
      app.get('/slow', (req, res) => setTimeout(() => res.send('slow'), 20))
      app.get('/:name', (req, res) => res.send(req.params.name))
      """
    When I send on one connection:
      """
      GET /slow

      GET /quick

      HEAD /head

      GET /last
      Connection: close

      """
    Then the responses on the connection are:
      | status | body  |
      | 200    | slow  |
      | 200    | quick |
      | 200    |       |
      | 200    | last  |
    And the server closed the connection after the last response

  @spec:http/persistent-after-body @3.x @4.x @5.x
  Scenario Outline: after a request with a body <read>, the next request on the connection is answered
    Given the app:
      """js
      app.post('/read', (req, res) => {
        let text = ''
        req.setEncoding('utf8')
        req.on('data', (c) => { text += c })
        req.on('end', () => res.send('read ' + text))
      })
      app.post('/unread', (req, res) => res.send('not read'))
      app.get('/next', (req, res) => res.send('next'))
      """
    When I send on one connection, each after the previous response:
      """
      POST /<path>
      Content-Type: text/plain
      Content-Length: 11

      hello world

      GET /next
      Connection: close

      """
    Then the responses on the connection are:
      | status | body   |
      | 200    | <body> |
      | 200    | next   |
    And the server closed the connection after the last response

    Examples:
      | read                    | path   | body             |
      | the handler read        | read   | read hello world |
      | the handler never read  | unread | not read         |

  @spec:http/connection-close-honoured @3.x @4.x @5.x
  Scenario: after the response to "Connection: close" the server closes and answers nothing more
    Given the app:
      """js
      app.get('/:name', (req, res) => res.send(req.params.name))
      """
    When I send on one connection:
      """
      GET /closing
      Connection: close

      GET /ignored

      """
    Then response 1 has the header "Connection: close"
    And the responses on the connection are:
      | status | body    |
      | 200    | closing |
    And the server closed the connection after the last response

  # A response with no content ends with its head (RFC 9110 6.4.1): bytes written after it
  # would be read as the next response on a kept-alive connection, so each is followed here by another.
  @spec:http/no-content-on-head @spec:http/no-content-on-204 @spec:http/no-content-on-304 @3.x @4.x @5.x
  Scenario: nothing but the next response follows a response with no content on a kept-alive connection
    Given the app:
      """js
      app.get('/', (req, res) => res.set('ETag', '"v1"').send('the content'))
      app.get('/none', (req, res) => res.status(204).send('dropped'))
      """
    When I send on one connection:
      """
      HEAD /

      GET /
      If-None-Match: "v1"

      GET /none

      GET /
      Connection: close

      """
    Then the responses on the connection are:
      | status | body        |
      | 200    |             |
      | 304    |             |
      | 204    |             |
      | 200    | the content |
    And the response was held to the rule "http/no-content-on-head"
    And the response was held to the rule "http/no-content-on-304"
    And the response was held to the rule "http/no-content-on-204"

  @spec:http/expect-continue @spec:http/no-content-on-1xx @3.x @4.x @5.x
  Scenario: a handler that reads the body gets it after 100 Continue
    Given the app:
      """js
      app.post('/', (req, res) => {
        let text = ''
        req.setEncoding('utf8')
        req.on('data', (c) => { text += c })
        req.on('end', () => res.send('got ' + text))
      })
      """
    When I send on one connection, each after the previous response:
      """
      POST /
      Content-Type: text/plain
      Content-Length: 5
      Expect: 100-continue
      Connection: close

      hello
      """
    Then response 1 came after "100 Continue"
    And the responses on the connection are:
      | status | body      |
      | 200    | got hello |
    And the response was held to the rule "http/no-content-on-1xx"

  @spec:http/expect-continue @3.x @4.x @5.x
  Scenario: a handler that answers without reading the body answers before the body is sent
    Given the app:
      """js
      app.post('/', (req, res) => res.status(201).send('answered unread'))
      """
    When I send on one connection, holding back the body:
      """
      POST /
      Content-Type: text/plain
      Content-Length: 5
      Expect: 100-continue
      Connection: close

      hello
      """
    Then the responses on the connection are:
      | status | body            |
      | 201    | answered unread |

  @spec:http/expect-continue @3.x @4.x @5.x
  # RFC 9110 10.1.1: a server MAY answer 417 to an expectation it does not know; node:http does,
  # before the app; a server that ignores the expectation and lets the handler answer also conforms.
  Scenario: an expectation the server does not know is refused with 417 or ignored
    Given the app:
      """js
      app.post('/', (req, res) => res.send('the handler answered'))
      """
    When I send on one connection, each after the previous response:
      """
      POST /
      Content-Type: text/plain
      Content-Length: 5
      Expect: something-else
      Connection: close

      hello
      """
    Then the responses on the connection are:
      | status    |
      | 417 or 200 |

  @spec:http/head-fields-as-get @3.x @4.x @5.x
  Scenario Outline: HEAD gets the header fields GET gets, from <what>
    Given the app:
      """js
      app.get('/text', (req, res) => res.send('some text'))
      app.get('/json', (req, res) => res.json({ a: 1 }))
      app.get('/file', (req, res) => res.sendfile ? res.sendfile(fixtures + '/static/public/hello.txt') : res.sendFile(fixtures + '/static/public/hello.txt'))
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>" and then "HEAD <path>"
    Then the HEAD response carries the header fields of the GET response, Date aside, its framing optional

    Examples:
      | what        | path       |
      | res.send    | /text      |
      | res.json    | /json      |
      | sendFile    | /file      |
      | fw.static   | /hello.txt |
