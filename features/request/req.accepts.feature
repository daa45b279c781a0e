@req
Feature: req.accepts
  `req.accepts(types)`: types is a MIME type, an extension name, a comma list,
  or an array. It returns the best match by the Accept header, or false if
  none; the app should then respond 406 'Not Acceptable'.

  @spec:req-operations/req.accepts @4.x @5.x
  Scenario Outline: with Accept "<accept>", req.accepts(<types>) is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.accepts(<types>) }))
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | accept                                   | types                          | result             |
      | text/html                                | 'html'                         | "html"             |
      | text/html                                | 'text/html'                    | "text/html"        |
      | text/html                                | 'json'                         | false              |
      | text/*, application/json                 | 'html'                         | "html"             |
      | text/*, application/json                 | 'text/html'                    | "text/html"        |
      | text/*, application/json                 | 'application/json'             | "application/json" |
      | text/*, application/json                 | 'image/png'                    | false              |
      | text/*, application/json                 | 'png'                          | false              |
      | text/*;q=.5, application/json            | ['html', 'json']               | "json"             |
      | application/json;q=0.2, text/html;q=0.8  | ['json', 'html']               | "html"             |
      | text/html, application/json              | ['json', 'html']               | "html"             |
      | application/json, text/html              | ['html', 'json']               | "json"             |
      | image/*                                  | ['png', 'gif']                 | "png"              |
      | */*                                      | ['json', 'html']               | "json"             |
      | */*;q=0.1, text/html                     | ['json', 'html']               | "html"             |
      | text/html;q=0                            | 'html'                         | false              |
      | text/html;q=0, */*                       | ['html', 'json']               | "json"             |
      | text/html;level=1, text/html;q=0.5       | 'html'                         | "html"             |
      | application/vnd.api+json                 | 'application/vnd.api+json'     | "application/vnd.api+json" |

  @spec:req-operations/req.accepts @4.x @5.x
  Scenario Outline: with Accept "<accept>", req.accepts of several arguments <types> is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.accepts(<types>) }))
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | accept           | types                | result |
      | application/json | 'html', 'json'       | "json" |
      | text/plain       | 'html', 'json'       | false  |
      | text/plain       | 'html', 'txt'        | "txt"  |

  @spec:req-operations/req.accepts @4.x @5.x
  Scenario Outline: without an Accept header req.accepts(<types>) is the first type
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.accepts(<types>) }))
      """
    When I send "GET /"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | types                   | result             |
      | 'html'                  | "html"             |
      | ['json', 'html']        | "json"             |

  @spec:req-operations/req.accepts @4.x @5.x @divergence
  Scenario Outline: with Accept "<accept>", req.accepts of the comma list '<list>' is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.accepts('<list>') }))
      """
    When I send "GET /" with the headers:
      | Accept | <accept> |
    Then the JSON body is '{"result":<result>}'

    Examples:
      | accept                   | list                    | result             |
      | text/*, application/json | json, text              | "json"             |
      | text/html                | json, html              | "html"             |
      | */*                      | application/json, xml   | "application/json" |

  @spec:req-operations/req.accepts @4.x @5.x
  Scenario: req.accepts() without arguments lists the accepted types, best first
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.accepts()))
      """
    When I send "GET /" with the header "Accept: application/json;q=0.5, text/html, image/*;q=0.8"
    Then the JSON body is '["text/html","image/*","application/json"]'

  @spec:req-operations/req.accepts @spec:errors/accepts-false-406 @4.x @5.x
  Scenario: when req.accepts returns false the app responds 406 Not Acceptable
    Given the app:
      """js
      app.get('/', (req, res) => {
        const type = req.accepts(['json', 'html'])
        if (!type) return res.sendStatus(406)
        res.type(type).send(type)
      })
      """
    When I send "GET /" with the header "Accept: image/png"
    Then the status is 406
    And the body is "Not Acceptable"
    When I send "GET /" with the header "Accept: text/html"
    Then the status is 200
    And the body is "html"

  @spec:req-operations/req.accepts @spec:errors/accepts-false-406 @4.x @5.x
  Scenario Outline: an app offering json and html answers Accept "<accept>" with <status>
    Given the app:
      """js
      app.get('/', (req, res) => {
        const type = req.accepts(['json', 'html'])
        if (!type) return res.status(406).send('Not Acceptable')
        res.type(type).send(type)
      })
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then the status is <status>
    And the body is "<body>"

    Examples:
      | accept                            | status | body           |
      | text/plain                        | 406    | Not Acceptable |
      | application/xml, image/*          | 406    | Not Acceptable |
      | application/json;q=0, text/html;q=0 | 406  | Not Acceptable |
      | */*;q=0                           | 406    | Not Acceptable |
      | application/json                  | 200    | json           |
      | text/*                            | 200    | html           |
      | */*                               | 200    | json           |

  @spec:req-operations/req.accepts @spec:errors/accepts-false-406 @4.x @5.x
  Scenario: a type refused with q=0 leads to 406 even with a wildcard fallback for others
    Given the app:
      """js
      app.get('/', (req, res) => req.accepts('json') ? res.json({ ok: true }) : res.status(406).send('Not Acceptable'))
      """
    When I send "GET /" with the header "Accept: application/json;q=0, text/*"
    Then the status is 406

  @spec:req-operations/req.accepts @property @4.x @5.x @slow
  Scenario: Accept negotiation agrees with the quality rules
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.accepts(JSON.parse(req.get('X-Types'))) }))
      """
    Then the property "accepts-negotiation" holds
