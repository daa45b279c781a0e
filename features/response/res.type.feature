@res
Feature: res.type and res.contentType
  `res.type(type)` / `res.contentType(type)` sets Content-Type. With '/' in type
  the value is used as is; otherwise it is an extension looked up to a MIME type.

  @spec:res-operations/res.type @4.x @5.x
  Scenario Outline: res.type('<type>') sets Content-Type "<wire>"
    Given the app:
      """js
      app.get('/', (req, res) => res.type('<type>').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "<wire>"

    Examples:
      | type                     | wire                             |
      | html                     | text/html; charset=utf-8         |
      | .html                    | text/html; charset=utf-8         |
      | json                     | application/json; charset=utf-8  |
      | txt                      | text/plain; charset=utf-8        |
      | png                      | image/png                        |
      | csv                      | text/csv; charset=utf-8          |
      | pdf                      | application/pdf                  |
      | file.pdf                 | application/pdf                  |
      | bin                      | application/octet-stream         |
      | unknownext               | application/octet-stream         |
      | text/x-custom            | text/x-custom; charset=utf-8     |
      | application/vnd.api+json | application/vnd.api+json         |
      | image/svg+xml            | image/svg+xml                    |

  @spec:res-operations/res.type @4.x
  Scenario: 4.x res.type('js') looks up application/javascript
    Given the app:
      """js
      app.get('/', (req, res) => res.type('js').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "application/javascript; charset=utf-8"

  @spec:res-operations/res.type @4.x
  Scenario Outline: 4.x res.type('<type>') looks up "<wire>" in 4.x's MIME table
    Given the app:
      """js
      app.get('/', (req, res) => res.type('<type>').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "<wire>"

    Examples:
      | type      | wire                                   |
      | file.js   | application/javascript; charset=utf-8  |
      | .js       | application/javascript; charset=utf-8  |

  @spec:res-operations/res.type @5.x
  Scenario: 5.x res.type('js') looks up text/javascript
    Given the app:
      """js
      app.get('/', (req, res) => res.type('js').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/javascript; charset=utf-8"

  @spec:res-operations/res.type @4.x @5.x
  Scenario Outline: res.contentType('<type>') is the same as res.type
    Given the app:
      """js
      app.get('/', (req, res) => res.contentType('<type>').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "<wire>"

    Examples:
      | type       | wire                            |
      | json       | application/json; charset=utf-8 |
      | text/plain | text/plain; charset=utf-8       |

  @spec:res-operations/res.type @4.x @5.x
  Scenario: the type set with res.type is kept by res.send of a string
    Given the app:
      """js
      app.get('/', (req, res) => res.type('txt').send('<b>not html</b>'))
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/plain; charset=utf-8"
    And the body is "<b>not html</b>"
