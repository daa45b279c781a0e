@security
Feature: A compressed body is limited by its inflated size
  `limit` bounds the body after inflating: a small gzip or deflate body that inflates past
  the limit is refused with 413 as soon as the limit is passed, not inflated to the end
  (decompression bomb, CWE-409). Once refused, the rest of the body is not inflated either:
  body-parser 1.8 to 1.19 (express 4.x up to 4.17) answered 413 at the limit, then resumed
  the inflater and inflated the whole body before the request ended (body-parser 1.20.0
  "Fix internal error when inflated body exceeds limit" destroys it).

  # What refusing a bomb costs, against refusing an ordinary body just over the limit (1 MB
  # of zeros), both measured in the framework process (its CPU time, zlib's in node's
  # thread pool included, from the request's arrival until the process is quiet after the
  # answer): a parser that stops at the limit inflates about the limit of each, one that
  # inflates the whole body first spends 64 times more on the bomb. No bound in ms: a loaded
  # machine slowed a 1500 ms bound past itself, and a fast one let a whole inflation slip
  # under it.
  @spec:body-options/inflate @spec:body-options/limit @spec:limits/request-body-size @advisory:CWE-409 @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> refuses a <encoding> body inflating to 64 MB with 413 at the cost of one just over the limit
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When I send "POST /" with a <encoding>-encoded body of 1 MB of zeros of type "<type>", measured
    And I send "POST /" with a <encoding>-encoded body of 1 MB of zeros of type "<type>", measured
    And I send "POST /" with a <encoding>-encoded body of 1 MB of zeros of type "<type>", measured
    Then the status is 413
    When an attacker sends "POST /" with a <encoding>-encoded body of 64 MB of zeros of type "<type>"
    And an attacker sends "POST /" with a <encoding>-encoded body of 64 MB of zeros of type "<type>"
    Then the status is 413
    And the body is "refused 413"
    And the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

    Examples:
      | parser     | encoding | type                              |
      | json       | gzip     | application/json                  |
      | json       | deflate  | application/json                  |
      | urlencoded | gzip     | application/x-www-form-urlencoded |
      | text       | gzip     | text/plain                        |
      | raw        | deflate  | application/octet-stream          |

  # A bomb of 256 MB of zeros in 256 KB, against an ordinary body just over the limit (1 MB
  # of zeros), each measured until the process is quiet after the answer: zlib inflates in
  # node's thread pool and can go on after it (measured at the error, a loaded machine saw
  # body-parser 1.19.0 spend 470 ms where it spent 700 ms alone, and once less than a bound
  # of 250 ms). body-parser 1.20.2 and 2.4 and the reference spend about what the ordinary
  # body costs them; a parser that inflates the rest (body-parser 1.13.3 and 1.19.0) spends
  # 700-1,000 ms, a hundred times more.
  @spec:body-options/inflate @spec:body-options/limit @spec:limits/request-body-size @advisory:CWE-409 @4.x @5.x @since:4.16.0 @slow
  Scenario Outline: fw.<parser> stops inflating a 256 MB <type> bomb once it passes the limit
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When I send "POST /" with a deflate-encoded body of 1 MB of zeros of type "<type>", measured
    And I send "POST /" with a deflate-encoded body of 1 MB of zeros of type "<type>", measured
    And an attacker sends "POST /" with a deflate-encoded body of 256 MB of zeros of type "<type>"
    Then the status is 413
    And the body is "refused 413"
    When an attacker sends "POST /" with a deflate-encoded body of 256 MB of zeros of type "<type>"
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

    Examples:
      | parser     | type                              |
      | json       | application/json                  |
      | urlencoded | application/x-www-form-urlencoded |
