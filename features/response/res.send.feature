@res
Feature: res.send
  `res.send([body])` sends the response. body: byte buffer, string, object,
  Boolean, or array. It sets Content-Length (unless defined) and handles HEAD
  and cache freshness. A buffer gets 'application/octet-stream' unless a type
  is already set; a string gets 'text/html'; an array or object is sent as JSON.

  @spec:res-operations/res.send @4.x @5.x
  Scenario Outline: res.send(<body>) sends "<wire>" as <type>
    Given the app:
      """js
      app.get('/', (req, res) => res.send(<body>))
      """
    When I send "GET /"
    Then the status is 200
    And the body is:
      """
      <wire>
      """
    And the header "Content-Type" is "<type>"
    And the header "Content-Length" is "<length>"

    Examples:
      | body                  | wire             | type                            | length |
      | 'hello'               | hello            | text/html; charset=utf-8        | 5      |
      | '<p>hi</p>'           | <p>hi</p>        | text/html; charset=utf-8        | 9      |
      | 'ü€'                  | ü€               | text/html; charset=utf-8        | 5      |
      | Buffer.from('bytes')  | bytes            | application/octet-stream        | 5      |
      | { a: 1 }              | {"a":1}          | application/json; charset=utf-8 | 7      |
      | [1, 'two', null]      | [1,"two",null]   | application/json; charset=utf-8 | 14     |
      | []                    | []               | application/json; charset=utf-8 | 2      |
      | true                  | true             | application/json; charset=utf-8 | 4      |
      | false                 | false            | application/json; charset=utf-8 | 5      |

  @spec:res-operations/res.send @4.x @5.x
  Scenario Outline: res.send(<body>) sends an empty body without a Content-Type
    Given the app:
      """js
      app.get('/', (req, res) => res.send(<body>))
      """
    When I send "GET /"
    Then the status is 200
    And the body is empty
    And the header "Content-Length" is "0"
    And the header "Content-Type" is absent

    Examples:
      | body      |
      |           |
      | undefined |
      | null      |

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send of an empty string is text/html with length 0
    Given the app:
      """js
      app.get('/', (req, res) => res.send(''))
      """
    When I send "GET /"
    Then the body is empty
    And the header "Content-Length" is "0"
    And the header "Content-Type" is "text/html; charset=utf-8"

  @spec:res-operations/res.send @4.x
  Scenario: 4.x res.send(number) sends that status with its text
    Given the app:
      """js
      app.get('/', (req, res) => res.send(201))
      """
    When I send "GET /"
    Then the status is 201
    And the body is "Created"
    And the header "Content-Type" is "text/plain; charset=utf-8"

  @spec:res-operations/res.send @5.x
  Scenario: 5.x res.send(number) sends the number as JSON with status 200
    Given the app:
      """js
      app.get('/', (req, res) => res.send(201))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "201"
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:res-operations/res.send @4.x
  Scenario: 4.x res.send(status, body) sets the status and sends the body
    Given the app:
      """js
      app.get('/', (req, res) => res.send(404, 'missing'))
      """
    When I send "GET /"
    Then the status is 404
    And the body is "missing"

  @spec:res-operations/res.send @5.x @since:5.1.0
  Scenario: 5.x res.send of a typed array sends its bytes as octet-stream
    Given the app:
      """js
      app.get('/', (req, res) => res.send(new Uint8Array([104, 105])))
      """
    When I send "GET /"
    Then the body is "hi"
    And the header "Content-Type" is "application/octet-stream"

  @spec:res-operations/res.send @4.x @5.x
  Scenario Outline: res.send of a string keeps the Content-Type <set> set before with charset utf-8
    Given the app:
      """js
      app.get('/', (req, res) => res.set('Content-Type', '<set>').send('x'))
      """
    When I send "GET /"
    Then the header "Content-Type" is "<wire>"

    Examples:
      | set                        | wire                             |
      | text/plain                 | text/plain; charset=utf-8        |
      | application/xml            | application/xml; charset=utf-8   |
      | text/plain; charset=latin1 | text/plain; charset=utf-8        |

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send of a buffer keeps a Content-Type set before
    Given the app:
      """js
      app.get('/', (req, res) => res.type('png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47])))
      """
    When I send "GET /"
    Then the header "Content-Type" is "image/png"
    And the body has 4 bytes

  # (a tagged body is counted as bytes on its way to the etag function; an untagged one is not)
  @spec:res-operations/res.send @4.x @5.x
  Scenario Outline: res.send counts Content-Length in bytes, not characters (etag <etag>)
    Given the app:
      """js
      app.set('etag', <etag>)
      app.get('/', (req, res) => res.send('日本語'))
      """
    When I send "GET /"
    Then the header "Content-Length" is "9"
    And the body has 9 bytes

    Examples:
      | etag  |
      | true  |
      | false |

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send keeps a Content-Length header that is already defined
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('Content-Length', '3')
        res.send(Buffer.from('abc'))
      })
      """
    When I send "GET /"
    Then the header "Content-Length" is "3"
    And the body is "abc"

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send on a HEAD request sends headers and no body
    Given the app:
      """js
      app.get('/', (req, res) => res.send('a body of 19 bytes!'))
      """
    When I send "HEAD /"
    Then the status is 200
    And the body is empty
    And the header "Content-Length" is "19"
    And the header "Content-Type" is "text/html; charset=utf-8"

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send generates a weak ETag for the body
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" is "W/\"5-qvTGHdzF6KLavt4PO0gs2a6pQ00\""

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send answers 304 with no body when If-None-Match matches the ETag
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /" with the header "If-None-Match: W/\"5-qvTGHdzF6KLavt4PO0gs2a6pQ00\""
    Then the status is 304
    And the body is empty
    And the header "Content-Type" is absent
    And the header "Content-Length" is absent

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send answers a HEAD request 304 when If-None-Match matches the ETag, as it answers GET
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "HEAD /" with the header "If-None-Match: W/\"5-qvTGHdzF6KLavt4PO0gs2a6pQ00\""
    Then the status is 304
    And the header "Content-Length" is absent

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send answers 200 when If-None-Match does not match
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /" with the header "If-None-Match: W/\"5-stale\""
    Then the status is 200
    And the body is "hello"

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send answers 304 when Last-Modified is not newer than If-Modified-Since
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('Last-Modified', 'Mon, 01 Jan 2024 00:00:00 GMT')
        res.send('dated')
      })
      """
    When I send "GET /" with the header "If-Modified-Since: Tue, 02 Jan 2024 00:00:00 GMT"
    Then the status is 304
    And the body is empty

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send ignores freshness for a non-2xx status
    Given the app:
      """js
      app.get('/', (req, res) => res.status(404).send('hello'))
      """
    When I send "GET /" with the header "If-None-Match: W/\"5-qvTGHdzF6KLavt4PO0gs2a6pQ00\""
    Then the status is 404
    And the body is "hello"

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send keeps an ETag that was set before
    Given the app:
      """js
      app.get('/', (req, res) => res.set('ETag', '"custom"').send('hello'))
      """
    When I send "GET /" with the header "If-None-Match: \"custom\""
    Then the status is 304

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send sends no ETag when the etag setting is disabled
    Given the app:
      """js
      app.disable('etag')
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" is absent
    And the body is "hello"

  @spec:res-operations/res.send @4.x @5.x
  Scenario Outline: res.send with status <code> strips the body and content headers
    Given the app:
      """js
      app.get('/', (req, res) => res.status(<code>).send('dropped'))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is empty
    And the header "Content-Type" is absent

    Examples:
      | code |
      | 204  |
      | 304  |

  # RFC 9110 15.3.6: a server must not generate content in a 205 response; Express
  # sends Content-Length 0 rather than leaving the length out (History.md 4.18.0,
  # "Support proper 205 responses using `res.send`"). 3.x sends the body.
  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send with status 205 drops the body and sends Content-Length 0
    Given the app:
      """js
      app.get('/', (req, res) => res.status(205).send('dropped'))
      """
    When I send "GET /"
    Then the status is 205
    And the body is empty
    And the header "Content-Length" is "0"

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send with status 205 drops a Transfer-Encoding set before it
    Given the app:
      """js
      app.get('/', (req, res) => res.status(205).set('Transfer-Encoding', 'chunked').send('dropped'))
      """
    When I send "GET /"
    Then the status is 205
    And the body is empty
    And the header "Content-Length" is "0"
    And the header "Transfer-Encoding" is absent

  @spec:res-operations/res.send @4.x @5.x
  Scenario: res.send is chainable after res.status and returns the response
    Given the app:
      """js
      app.get('/', (req, res) => {
        const returned = res.status(202).send('ok')
        if (returned !== res) throw new Error('not chainable')
      })
      """
    When I send "GET /"
    Then the status is 202
    And the body is "ok"

  @spec:res-operations/res.send @spec:http/not-modified-metadata @4.x @5.x
  Scenario: res.send's 304 to a matching If-None-Match carries the 200's ETag, Cache-Control and Vary, and no other length
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('Cache-Control', 'max-age=60')
        res.vary('Accept')
        res.send('some text to cache')
      })
      """
    When I send "GET /", then again with If-None-Match set to its ETag
    Then the status is 304
    And the body is empty
    And the 304 response carries the metadata of the 200 response that RFC 9110 15.4.5 lists, and no other Content-Length
