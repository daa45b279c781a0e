@req
Feature: req.accepted, req.acceptedLanguages, req.acceptedCharsets (3.x)
  3.x `req.accepted` is the array of media types of the Accept header, highest
  quality first; each has value, quality, type and subtype.
  `req.acceptedLanguages` and `req.acceptedCharsets` list the values of
  Accept-Language and Accept-Charset, highest quality first. All three are
  empty without their header.

  @spec:req-3x/accepted @3.x
  Scenario: req.accepted lists the media types, highest quality first, with value, quality, type and subtype
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.accepted.map(({ value, quality, type, subtype }) => ({ value, quality, type, subtype }))))
      """
    When I send "GET /" with the header "Accept: text/html;q=0.5, application/json, */*;q=0.1"
    Then the JSON body is:
      """json
      [
        { "value": "application/json", "quality": 1, "type": "application", "subtype": "json" },
        { "value": "text/html", "quality": 0.5, "type": "text", "subtype": "html" },
        { "value": "*/*", "quality": 0.1, "type": "*", "subtype": "*" }
      ]
      """

  @spec:req-3x/accepted @3.x
  Scenario Outline: Accept "<accept>" gives req.accepted values <values>
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.accepted.map((a) => a.value)))
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then the JSON body is '<values>'

    Examples:
      | accept                                  | values                                |
      | text/html                               | ["text/html"]                         |
      | text/plain, text/html                   | ["text/plain","text/html"]            |
      | text/plain;q=0.2, text/html;q=0.9       | ["text/html","text/plain"]            |
      | image/png;q=0, text/html                | ["text/html"]                         |

  @spec:req-3x/accepted @3.x
  Scenario: without an Accept header req.accepted is empty
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.accepted))
      """
    When I send "GET /"
    Then the JSON body is '[]'

  @spec:req-3x/accepted @3.x
  Scenario: parameters other than q stay with the media type
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.accepted.map((a) => a.params)))
      """
    When I send "GET /" with the header "Accept: text/html;level=1;q=0.9"
    Then the JSON body is '[{"level":"1"}]'

  @spec:req-3x/acceptedlanguages @3.x
  Scenario Outline: Accept-Language "<header>" gives req.acceptedLanguages <languages>
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.acceptedLanguages))
      """
    When I send "GET /" with the header "Accept-Language: <header>"
    Then the JSON body is '<languages>'

    Examples:
      | header                   | languages            |
      | en;q=0.8, de, fr;q=0.9   | ["de","fr","en"]     |
      | en-US                    | ["en-US"]            |
      | da, en-gb;q=0.8, en;q=0.7 | ["da","en-gb","en"] |

  @spec:req-3x/acceptedlanguages @spec:req-3x/acceptedcharsets @3.x
  Scenario: without the headers both lists are empty
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ languages: req.acceptedLanguages, charsets: req.acceptedCharsets }))
      """
    When I send "GET /"
    Then the JSON body is '{"languages":[],"charsets":[]}'

  @spec:req-3x/acceptedcharsets @3.x
  Scenario Outline: Accept-Charset "<header>" gives req.acceptedCharsets <charsets>
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.acceptedCharsets))
      """
    When I send "GET /" with the header "Accept-Charset: <header>"
    Then the JSON body is '<charsets>'

    Examples:
      | header                          | charsets                  |
      | iso-8859-1;q=0.2, utf-8         | ["utf-8","iso-8859-1"]    |
      | utf-8                           | ["utf-8"]                 |
      | utf-8, iso-8859-5;q=0.5, *;q=0.1 | ["utf-8","iso-8859-5","*"] |
