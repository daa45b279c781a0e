@security
Feature: A body limit that is no byte size never lets a body through without a maximum
  body-parser before 1.20.6 (1.x) and 2.3.0 (2.x) read a `limit` it cannot parse as a byte
  size (a typo such as 'lots', NaN from a configuration value) as no limit at all: any body
  is read and parsed whole (CVE-2026-12590). The app's misconfiguration is needed, but an
  attacker reaches it over HTTP with one large body. The spec: "limit | Maximum body size",
  default '100kb': a parser may refuse such an option when it is created, or keep a maximum;
  here a body of 102401 bytes, over the default, must not be parsed: the app's handler
  answering "parsed" proves the framework vulnerable.

  @spec:body-options/limit @spec:limits/request-body-size @advisory:CVE-2026-12590 @4.x @5.x @since:4.16.0
  Scenario Outline: fw.<parser> with the limit <limit> does not parse a body over the default maximum
    Given the app:
      """js
      let parser
      try {
        parser = fw.<parser>({ limit: <limit> })
      } catch (err) {
        app.post('/', (req, res) => res.send('refused when created'))
        return
      }
      app.use(parser)
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When I send "POST /" with a body of 102401 bytes of type "<type>"
    Then the app did not parse the body over the maximum
    And the body matches "^(refused when created|refused 413)$"

    Examples:
      | parser     | limit  | type                              |
      | json       | 'lots' | application/json                  |
      | json       | NaN    | application/json                  |
      | urlencoded | 'lots' | application/x-www-form-urlencoded |
