@res
Feature: res.type, res.format, res.attachment (3.x)
  3.x `res.type(type)` sets Content-Type: a value with '/' is used as is,
  otherwise it is an extension looked up to a MIME type. `res.format(object)`
  negotiates on the Accept header through `req.accepted`: keys are MIME types
  or extension names, plus an optional `default`; no match and no default
  gives 406. `res.attachment([filename])` sets Content-Disposition to
  attachment, with a filename also the Content-Type of its extension.

  @spec:res-3x/type @3.x
  Scenario Outline: res.type('<type>') sets Content-Type <ct>
    Given the app:
      """js
      app.get('/', (req, res) => res.type('<type>').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "<ct>"

    Examples:
      | type             | ct                       |
      | .html            | text/html                |
      | html             | text/html                |
      | json             | application/json         |
      | application/json | application/json         |
      | png              | image/png                |
      | text/x-custom    | text/x-custom            |

  @spec:res-3x/type @3.x
  Scenario: res.contentType is an alias of res.type
    Given the app:
      """js
      app.get('/', (req, res) => res.contentType('css').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/css"

  @spec:res-3x/format @3.x
  Scenario: res.format adds Accept to a Vary header set before
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.set('Vary', 'Accept-Encoding')
        res.format({ 'text/plain': () => res.send('hey') })
      })
      """
    When I send "GET /" with the header "Accept: text/plain"
    Then the body is "hey"
    And the header "Vary" is "Accept-Encoding, Accept"

  @spec:res-3x/format @3.x
  Scenario Outline: res.format with Accept "<accept>" answers "<body>"
    Given the app:
      """js
      app.get('/', (req, res) => res.format({
        'text/plain': () => res.send('hey'),
        'text/html': () => res.send('<p>hey</p>'),
        'application/json': () => res.send({ message: 'hey' }),
      }))
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then the body contains "<body>"
    And the header "Content-Type" has the media type "<type>"
    And the header "Vary" is "Accept"

    Examples:
      | accept                             | body        | type             |
      | text/plain                         | hey         | text/plain       |
      | text/html                          | <p>hey</p>  | text/html        |
      | application/json                   | message     | application/json |
      | text/html;q=0.5, application/json  | message     | application/json |
      | */*                                | hey         | text/plain       |

  @spec:res-3x/format @3.x
  Scenario: res.format keys may be extension names
    Given the app:
      """js
      app.get('/', (req, res) => res.format({
        text: () => res.send('text'),
        html: () => res.send('html'),
        json: () => res.send({ kind: 'json' }),
      }))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then the body is "html"
    And the header "Content-Type" is "text/html; charset=utf-8"

  @spec:res-3x/format @3.x
  Scenario: without an Accept header res.format runs the first callback
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ json: () => res.send({ first: true }), html: () => res.send('second') }))
      """
    When I send "GET /"
    Then the JSON body is '{"first":true}'

  @spec:res-3x/format @3.x
  Scenario: with no match res.format runs default
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ html: () => res.send('html'), default: () => res.send(406, 'use html') }))
      """
    When I send "GET /" with the header "Accept: image/png"
    Then the status is 406
    And the body is "use html"

  @spec:res-3x/format @3.x
  Scenario: with no match and no default res.format passes a 406 error
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ html: () => res.send('html'), json: () => res.send({}) }))
      app.use((err, req, res, next) => res.send(err.status, err.message + ': ' + err.types.join(',')))
      """
    When I send "GET /" with the header "Accept: image/png"
    Then the status is 406
    And the body is "Not Acceptable: text/html,application/json"

  @spec:res-3x/format @3.x
  Scenario: res.format follows the quality order of req.accepted
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ html: () => res.send('html'), text: () => res.send('text') }))
      """
    When I send "GET /" with the header "Accept: text/html;q=0.1, text/plain;q=0.9"
    Then the body is "text"

  @spec:res-3x/attachment @3.x
  Scenario: res.attachment() sets Content-Disposition to attachment
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment().end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is "attachment"

  @spec:res-3x/attachment @3.x
  Scenario Outline: res.attachment('<filename>') sets the filename and Content-Type <type>
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('<filename>').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is '<disposition>'
    And the header "Content-Type" is "<type>"

    Examples:
      | filename          | disposition                          | type             |
      | path/to/logo.png  | attachment; filename="logo.png"      | image/png        |
      | report.pdf        | attachment; filename="report.pdf"    | application/pdf  |
      | data.json         | attachment; filename="data.json"     | application/json |
