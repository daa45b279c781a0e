@security
Feature: A compressed body followed by extra bytes does not end the process
  GHSA-27r3-jxmh-p828 (body-parser 2.x before 2.4.0): "a compressed request body followed by
  extra bytes could terminate the process". The parser piped the request into its inflater
  before checking the charset; a charset it cannot decode (with the `verify` option, which
  reads the body as bytes) sent 415 at once and left the inflater with no error listener, so
  the inflater's error on the extra bytes ("incorrect header check") was thrown out of the
  process. body-parser 2.4.0 checks the charset first.

  # The observation: the next ordinary request gets an answer. A process that ended fails it
  # with its death (exit code 1, "Unhandled 'error' event").
  @spec:body-options/inflate @spec:body-options/verify @advisory:GHSA-27r3-jxmh-p828 @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> with verify refuses a gzip body in a charset it cannot decode, followed by extra bytes, and lives
    Given the app:
      """js
      app.use(fw.<parser>({ verify: () => {} }))
      app.post('/', (req, res) => res.send('parsed'))
      app.get('/alive', (req, res) => res.send('alive'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When an attacker sends "POST /" with the gzip-encoded body "<body>" of type "<type>; charset=utf-99", followed by the bytes "AAAAAAAAAAAAAAA"
    Then the framework's process lives to answer "GET /alive"
    And the body is "alive"

    @spec:body-parsers/fw.json
    Examples:
      | parser | type             | body  |
      | json   | application/json | {}    |

    @spec:body-parsers/fw.text
    Examples:
      | parser | type             | body  |
      | text   | text/plain       | hello |
