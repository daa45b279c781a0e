@body
Feature: body parser option type
  The body parsers' `type` option is the media type to parse: a string, an array
  of strings, or a function. A string or array entry may be an extension name
  (e.g. json), a MIME type, or a MIME type with a wildcard. A function is called
  as fn(req) and the request is parsed when the result is truthy.

  @spec:body-options/type @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> with type '<option>' parses a body of Content-Type <type>: <parsed>
    Given the app:
      """js
      app.use(fw.<parser>({ type: '<option>' }))
      app.post('/', (req, res) => res.json({ parsed: req.body !== undefined && Object.keys(req.body).length > 0 }))
      """
    When I send "POST /" with the body '<body>' encoded as "utf-8" and Content-Type "<type>"
    Then the status is 200
    And the JSON body is '{"parsed":<parsed>}'

    Examples:
      | parser     | option                   | type                              | body    | parsed |
      | json       | json                     | application/json                  | {"a":1} | true   |
      | text       | csv                      | text/csv                          | a,b     | true   |
      | text       | html                     | text/html                         | <p>     | true   |
      | text       | txt                      | text/plain                        | hi      | true   |
      | raw        | png                      | image/png                         | xyz     | true   |
      | raw        | png                      | application/octet-stream          | xyz     | false  |
      | urlencoded | urlencoded               | application/x-www-form-urlencoded | a=1     | true   |
      | json       | application/vnd.api+json | application/vnd.api+json          | {"a":1} | true   |
      | json       | application/vnd.api+json | application/json                  | {"a":1} | false  |
      | text       | text/html                | text/html; charset=utf-8          | <p>     | true   |
      | text       | text/html                | text/plain                        | hi      | false  |
      | raw        | application/pdf          | application/pdf                   | %PDF    | true   |
      | text       | text/*                   | text/csv                          | a,b     | true   |
      | text       | text/*                   | text/markdown                     | # t     | true   |
      | text       | text/*                   | application/json                  | {}      | false  |
      | json       | application/*+json       | application/vnd.api+json          | {"a":1} | true   |
      | json       | application/*+json       | application/ld+json               | {"a":1} | true   |
      | json       | application/*+json       | application/json                  | {"a":1} | false  |
      | json       | */json                   | text/json                         | {"a":1} | true   |
      | raw        | */*                      | video/mp4                         | xyz     | true   |
      | raw        | application/*            | application/zip                   | xyz     | true   |
      | raw        | application/*            | image/gif                         | xyz     | false  |

  @spec:body-options/type @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> with an array type parses a body of Content-Type <type>: <parsed>
    Given the app:
      """js
      app.use(fw.<parser>({ type: <option> }))
      app.post('/', (req, res) => res.json({ parsed: req.body !== undefined && Object.keys(req.body).length > 0 }))
      """
    When I send "POST /" with the body '<body>' encoded as "utf-8" and Content-Type "<type>"
    Then the status is 200
    And the JSON body is '{"parsed":<parsed>}'

    Examples:
      | parser | option                                          | type                    | body    | parsed |
      | json   | ['application/json', 'application/csp-report'] | application/csp-report  | {"a":1} | true   |
      | json   | ['application/json', 'application/csp-report'] | application/json        | {"a":1} | true   |
      | json   | ['application/json', 'application/csp-report'] | text/plain              | {"a":1} | false  |
      | text   | ['html', 'text/csv', '*/markdown']               | text/html               | <p>     | true   |
      | text   | ['html', 'text/csv', '*/markdown']               | text/csv                | a,b     | true   |
      | text   | ['html', 'text/csv', '*/markdown']               | text/markdown           | # t     | true   |
      | text   | ['html', 'text/csv', '*/markdown']               | text/plain              | hi      | false  |

  @spec:body-options/type @4.x @5.x @since:4.16.0
  Scenario Outline: fw.json with a function type returning <result> <parses> the body
    Given the app:
      """js
      app.use(fw.json({ type: (req) => <result> }))
      app.post('/', (req, res) => res.json({ parsed: req.body !== undefined && 'a' in req.body }))
      """
    When I send "POST /" with the body '{"a":1}' encoded as "utf-8" and Content-Type "text/plain"
    Then the status is 200
    And the JSON body is '{"parsed":<parsed>}'

    Examples:
      | result    | parses        | parsed |
      | true      | parses        | true   |
      | 'yes'     | parses        | true   |
      | 1         | parses        | true   |
      | ({})      | parses        | true   |
      | false     | does not parse| false  |
      | 0         | does not parse| false  |
      | ''        | does not parse| false  |
      | null      | does not parse| false  |
      | undefined | does not parse| false  |

  @spec:body-options/type @4.x @5.x @since:4.16.0
  Scenario: fw.json calls a function type with the request
    Given the app:
      """js
      app.use(fw.json({ type: (req) => req.headers['x-parse-as'] === 'json' && req.method === 'PUT' }))
      app.put('/', (req, res) => res.json({ parsed: req.body !== undefined && 'a' in req.body }))
      """
    When I send the request:
      """
      PUT /
      Content-Type: application/octet-stream
      X-Parse-As: json

      {"a":1}
      """
    Then the JSON body is '{"parsed":true}'

  @spec:body-options/type @4.x @5.x @since:4.16.0
  Scenario: fw.json with a function type parses a body that has no Content-Type
    Given the app:
      """js
      app.use(fw.json({ type: () => true }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /

      {"a":1}
      """
    Then the JSON body is '{"body":{"a":1}}'

  @spec:body-options/type @4.x @5.x @since:4.16.0
  Scenario: fw.json does not call a function type for a request without a body
    Given the app:
      """js
      let calls = 0
      app.use(fw.json({ type: () => { calls++; return true } }))
      app.get('/', (req, res) => res.json({ calls }))
      """
    When I send "GET /"
    Then the JSON body is '{"calls":0}'

  @spec:body-options/type @4.x @5.x @since:4.17.0
  Scenario: two parsers with different types each parse their own media type
    Given the app:
      """js
      app.use(fw.json({ type: 'application/*+json' }))
      app.use(fw.text({ type: 'text/*' }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send "POST /" with the body "plain words" encoded as "utf-8" and Content-Type "text/markdown"
    Then the JSON body is '{"body":"plain words"}'

  @spec:body-options/type @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> with a function type returning true parses a body of another Content-Type
    Given the app:
      """js
      app.use(fw.<parser>({ type: (req) => true }))
      app.post('/', (req, res) => res.json({ body: Buffer.isBuffer(req.body) ? 'bytes ' + req.body.toString() : req.body }))
      """
    When I send "POST /" with the body "a=1" encoded as "utf-8" and Content-Type "application/x-custom"
    Then the JSON body is '{"body":<parsed>}'

    Examples:
      | parser     | parsed      |
      | raw        | "bytes a=1" |
      | text       | "a=1"       |
      | urlencoded | {"a":"1"}   |
