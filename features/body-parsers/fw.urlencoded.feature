@body
Feature: fw.urlencoded
  `fw.urlencoded([options])` (4.16.0+) returns a middleware that parses bodies whose
  Content-Type matches 'application/x-www-form-urlencoded' into an object in
  `req.body`. `extended` chooses the simple parser (false: string or array values)
  or the rich nested parser (true: any type); it defaults to false in 5.x and true
  in 4.x. `parameterLimit` (default 1000) raises an error when exceeded. Only UTF-8
  is accepted.

  @spec:top-level/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded() returns a middleware function of three parameters
    Given the app:
      """js
      const parser = fw.urlencoded({ extended: false })
      app.get('/', (req, res) => res.json({ type: typeof parser, length: parser.length }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","length":3}'

  @spec:top-level/fw.urlencoded @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended <extended> parses "<form>" into req.body
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended> }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "<form>" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the status is 200
    And the JSON body is '{"body":<json>}'

    Examples:
      | extended | form                     | json                                 |
      | false    | a=1&b=two                | {"a":"1","b":"two"}                  |
      | true     | a=1&b=two                | {"a":"1","b":"two"}                  |
      | false    | name=J+Doe&x=caf%C3%A9   | {"name":"J Doe","x":"café"}          |
      | true     | name=J+Doe&x=caf%C3%A9   | {"name":"J Doe","x":"café"}          |
      | false    | a=&b                     | {"a":"","b":""}                      |
      | true     | a=&b                     | {"a":"","b":""}                      |
      | false    | a%26b=c%3Dd              | {"a&b":"c=d"}                        |
      | true     | a%26b=c%3Dd              | {"a&b":"c=d"}                        |
      | false    | emoji=%F0%9F%98%80       | {"emoji":"😀"}                       |
      | true     | emoji=%F0%9F%98%80       | {"emoji":"😀"}                       |

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended <extended> collects a repeated key into an array
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended> }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "x=1&x=2&x=3&y=4" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"body":{"x":["1","2","3"],"y":"4"}}'

    Examples:
      | extended |
      | false    |
      | true     |

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended false keeps the brackets of "<form>" in the key
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "<form>" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"body":<json>}'

    Examples:
      | form                      | json                                  |
      | a[b]=1                    | {"a[b]":"1"}                          |
      | a[b][c]=1                 | {"a[b][c]":"1"}                       |
      | c[]=2&c[]=3               | {"c[]":["2","3"]}                     |
      | list[0]=a&list[1]=b       | {"list[0]":"a","list[1]":"b"}         |
      | user.name=ann             | {"user.name":"ann"}                   |

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended true parses "<form>" into nested values
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: true }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "<form>" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"body":<json>}'

    Examples:
      | form                          | json                                     |
      | a[b]=1                        | {"a":{"b":"1"}}                          |
      | a[b][c]=1                     | {"a":{"b":{"c":"1"}}}                    |
      | c[]=2&c[]=3                   | {"c":["2","3"]}                          |
      | list[0]=a&list[1]=b           | {"list":["a","b"]}                       |
      | user[name]=ann&user[age]=30   | {"user":{"name":"ann","age":"30"}}       |
      | a[0][b]=1&a[1][b]=2           | {"a":[{"b":"1"},{"b":"2"}]}              |
      | a%5Bb%5D=1                    | {"a":{"b":"1"}}                          |

  @spec:body-parsers/fw.urlencoded @spec:v5-differences/urlencoded-extended-false @5.x
  Scenario: 5.x fw.urlencoded defaults to the simple parser (extended false)
    Given the app:
      """js
      app.use(fw.urlencoded())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "a[b]=1&c[]=2&c[]=3" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"body":{"a[b]":"1","c[]":["2","3"]}}'

  @spec:body-parsers/fw.urlencoded @spec:v5-differences/urlencoded-extended-false @4.x @since:4.16.0
  Scenario: 4.x fw.urlencoded defaults to the rich nested parser (extended true)
    Given the app:
      """js
      app.use(fw.urlencoded())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "a[b]=1&c[]=2&c[]=3" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"body":{"a":{"b":"1"},"c":["2","3"]}}'

  @spec:body-parsers/fw.urlencoded @spec:v5-differences/urlencoded-extended-false @5.x
  Scenario: 5.x fw.urlencoded by default gives only string or array values
    Given the app:
      """js
      app.use(fw.urlencoded())
      app.post('/', (req, res) => res.json({ types: Object.values(req.body).map((v) => (Array.isArray(v) ? 'array' : typeof v)) }))
      """
    When I send "POST /" with the body "s=1&a=1&a=2&o[k]=v" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"types":["string","array","string"]}'

  @spec:body-parsers/fw.urlencoded @spec:v5-differences/urlencoded-extended-false @4.x @since:4.16.0
  Scenario: 4.x fw.urlencoded by default gives nested object values
    Given the app:
      """js
      app.use(fw.urlencoded())
      app.post('/', (req, res) => res.json({ types: Object.values(req.body).map((v) => (Array.isArray(v) ? 'array' : typeof v)) }))
      """
    When I send "POST /" with the body "s=1&a=1&a=2&o[k]=v" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the JSON body is '{"types":["string","array","object"]}'

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded accepts the charset "<charset>" (UTF-8)
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "x=caf%C3%A9" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded<params>"
    Then the status is 200
    And the JSON body is '{"body":{"x":"café"}}'

    Examples:
      | charset  | params           |
      | none     |                  |
      | utf-8    | ; charset=utf-8  |
      | UTF-8    | ; charset=UTF-8  |

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended <extended> rejects the charset <charset> with 415
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended> }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with the body "a=1" encoded as "<charset>" and Content-Type "application/x-www-form-urlencoded; charset=<charset>"
    Then the status is 415
    And the JSON body is '{"status":415}'

    Examples:
      | extended | charset   |
      | false    | utf-16    |
      | true     | utf-16    |
      | false    | utf-16le  |
      | false    | koi8-r    |
      | true     | shift_jis |

  @spec:body-parsers/fw.urlencoded @4.x @since:4.16.0
  Scenario Outline: 4.x fw.urlencoded with extended <extended> rejects the charset iso-8859-1 with 415
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended> }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with the body "a=%E9" encoded as "iso-8859-1" and Content-Type "application/x-www-form-urlencoded; charset=iso-8859-1"
    Then the status is 415
    And the JSON body is '{"status":415}'

    Examples:
      | extended |
      | false    |
      | true     |

  @spec:body-parsers/fw.urlencoded @5.x @divergence
  Scenario Outline: 5.x fw.urlencoded with extended <extended> rejects a body declared as iso-8859-1
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended> }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      app.use((err, req, res, next) => res.status(err.status).send('rejected'))
      """
    When I send "POST /" with the body "a=%E9" encoded as "iso-8859-1" and Content-Type "application/x-www-form-urlencoded; charset=iso-8859-1"
    Then the body is "rejected"

    Examples:
      | extended |
      | false    |
      | true     |

  @spec:body-parsers/fw.urlencoded @spec:body-options/type @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded by default parses only application/x-www-form-urlencoded, not <type>
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false }))
      app.post('/', (req, res) => res.json({ parsed: typeof req.body === 'object' && req.body !== null && 'a' in req.body }))
      """
    When I send "POST /" with the body "a=1" encoded as "utf-8" and Content-Type "<type>"
    Then the JSON body is '{"parsed":false}'

    Examples:
      | type                |
      | text/plain          |
      | multipart/form-data |
      | application/json    |

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded leaves a body that another parser already parsed alone
    Given the app:
      """js
      app.use(fw.json({ type: () => true }))
      app.use(fw.urlencoded({ type: () => true }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "application/json"
    Then the JSON body is '{"body":{"a":1}}'

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded reads an empty body with a Content-Length of 0 as an empty object
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the headers:
      | Content-Type   | application/x-www-form-urlencoded |
      | Content-Length | 0                                 |
    Then the JSON body is '{"body":{}}'

  @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded reads a body whose Content-Type has a parameter it cannot read as UTF-8
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false, type: () => true }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "a=caf%C3%A9" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded; format"
    Then the JSON body is '{"body":{"a":"café"}}'
