@limits
Feature: limit on the request body size
  The body size limit defaults to '100kb' (a number is bytes, a string a byte-size
  string) and applies to `fw.json`, `fw.raw`, `fw.text` and `fw.urlencoded` through
  their option `limit`.

  @spec:limits/request-body-size @spec:body-options/limit @property @4.x @5.x @since:4.17.0 @slow
  Scenario: a body of exactly limit bytes is parsed and one of limit + 1 bytes is refused, for every parser, compressed or not
    Given the app:
      """js
      // The parser named in the path, with the limit the request gives in X-Limit.
      app.post('/:parser', (req, res, next) => fw[req.params.parser]({ limit: Number(req.get('X-Limit')) })(req, res, next),
        (req, res) => res.json({ parsed: req.body !== undefined && Object.keys(req.body).length > 0 }))
      app.use((err, req, res, next) => res.status(err.status).send(err.type || 'error'))
      """
    Then the property "body-limit-boundary" holds

  @spec:limits/request-body-size @spec:body-options/limit @4.x @5.x @since:4.17.0
  Scenario Outline: the default limit of fw.<parser> is 102400 bytes
    Given the app:
      """js
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => res.status(err.status).send('refused'))
      """
    When I send "POST /" with a body of 102400 bytes of type "<type>"
    Then the status is 200
    When I send "POST /" with a body of 102401 bytes of type "<type>"
    Then the status is 413
    And the body is "refused"

    Examples:
      | parser     | type                              |
      | json       | application/json                  |
      | raw        | application/octet-stream          |
      | text       | text/plain                        |
      | urlencoded | application/x-www-form-urlencoded |

  @spec:limits/request-body-size @spec:body-options/limit @4.x @5.x @since:4.17.0
  Scenario Outline: the limit '<limit>' of fw.<parser> given as a byte-size string is <bytes> bytes
    Given the app:
      """js
      app.use(fw.<parser>({ limit: '<limit>' }))
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => res.status(err.status).send('refused'))
      """
    When I send "POST /" with a <encoding>-encoded body of <bytes> uncompressed bytes of type "<type>"
    Then the status is 200
    When I send "POST /" with a <encoding>-encoded body of <over> uncompressed bytes of type "<type>"
    Then the status is 413

    Examples:
      | parser     | type                              | limit  | bytes  | over   | encoding |
      | json       | application/json                  | 10kb   | 10240  | 10241  | gzip     |
      | raw        | application/octet-stream          | 150kb  | 153600 | 153601 | deflate  |
      | text       | text/plain                        | 0.25kb | 256    | 257    | gzip     |
      | urlencoded | application/x-www-form-urlencoded | 64b    | 64     | 65     | deflate  |
