@security
Feature: A compressed body is limited by its inflated size
  `limit` bounds the body after inflating: a small gzip or deflate body that inflates past
  the limit is refused with 413 as soon as the limit is passed, not inflated to the end
  (decompression bomb, CWE-409).

  @spec:body-options/inflate @spec:body-options/limit @spec:limits/request-body-size @advisory:CWE-409 @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> refuses a <encoding> body of 10 KB inflating to 10 MB with 413
    Given the app:
      """js
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When I send "POST /" with a <encoding>-encoded body inflating to 10000000 zero bytes of type "<type>"
    Then the status is 413
    And the response came within 1500 ms

    Examples:
      | parser     | encoding | type                              |
      | json       | gzip     | application/json                  |
      | json       | deflate  | application/json                  |
      | urlencoded | gzip     | application/x-www-form-urlencoded |
      | text       | gzip     | text/plain                        |
      | raw        | deflate  | application/octet-stream          |
