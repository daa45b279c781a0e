@res
Feature: res.format errors
  With no match and no default `res.format` passes a 406 error to the error
  handlers; the error carries status 406 and the message 'Not Acceptable'.

  @spec:res-operations/res.format @spec:errors/format-406 @4.x @5.x
  Scenario: res.format without a match passes a 406 Not Acceptable error to next(err)
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ 'text/plain': () => res.send('text'), json: () => res.json({}) }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status, message: err.message }))
      """
    When I send "GET /" with the header "Accept: image/gif"
    Then the status is 406
    And the JSON body is '{"status":406,"message":"Not Acceptable"}'

  @spec:res-operations/res.format @4.x @5.x
  Scenario: res.format with an extension key sets the full MIME type
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ json: () => res.end('{}') }))
      """
    When I send "GET /" with the header "Accept: application/json"
    Then the header "Content-Type" is "application/json; charset=utf-8"
    And the body is "{}"

  @spec:res-operations/res.format @4.x @5.x
  Scenario: res.format passes req, res and next to the chosen callback
    Given the app:
      """js
      app.get('/', (req, res, next) => res.format({ text: (rq, rs, nx) => rs.json({ req: rq === req, res: rs === res, next: typeof nx }) }))
      """
    When I send "GET /" with the header "Accept: text/plain"
    Then the JSON body is '{"req":true,"res":true,"next":"function"}'

  @spec:res-operations/res.format @since:4.18.0 @4.x @5.x
  Scenario: res.format passes req, res and next to default as to the other callbacks
    Given the app:
      """js
      app.get('/', (req, res, next) => res.format({
        text: () => res.send('text'),
        default: (rq, rs, nx) => rs.json({ req: rq === req, res: rs === res, next: typeof nx }),
      }))
      """
    When I send "GET /" with the header "Accept: image/png"
    Then the JSON body is '{"req":true,"res":true,"next":"function"}'

  # A key may carry media type parameters ('text/html; level=1'): the request
  # is negotiated on the key as given, and Content-Type is set to its type alone.
  @spec:res-operations/res.format @4.x @5.x
  Scenario Outline: res.format with keys carrying parameters sets the chosen type without them: Accept "<accept>"
    Given the app:
      """js
      app.get('/', (req, res) => res.format({
        'text/plain; charset=utf-8': () => res.end('plain'),
        'text/html; foo=bar; bar=baz': () => res.end('<p>html</p>'),
        'application/json; q=0.5': () => res.end('{"json":true}'),
      }))
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then the status is 200
    And the body is:
      """
      <body>
      """
    And the header "Content-Type" is "<type>"

    Examples:
      | accept                                       | body          | type                            |
      | text/html                                    | <p>html</p>   | text/html; charset=utf-8        |
      | application/json                             | {"json":true} | application/json; charset=utf-8 |
      | text/html;q=0.5, application/json, */*;q=0.1 | {"json":true} | application/json; charset=utf-8 |
      | text/html;q=0.5, text/plain                  | plain         | text/plain; charset=utf-8       |
