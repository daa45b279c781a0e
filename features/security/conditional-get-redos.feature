@security
Feature: A crafted If-None-Match costs no more than an ordinary one
  Every `res.send` and every static file answers a conditional GET: it compares the
  request's If-None-Match with the ETag. fresh before 0.5.2 split the header with
  `/ *, */`, which a backtracking matcher tries at every position of a run of spaces:
  work in the square of the header's length (ReDoS, CVE-2017-16119). An attacker's header
  of 14,000 spaces between two tokens costs the app less than ten times an ordinary one of
  the same length (express 4.15.4 with fresh 0.5.0: 50-70 ms of CPU, 20-60 times the ordinary header; fixed
  releases and the reference 1-2 times).

  @spec:res-operations/res.send @spec:req-properties/req.stale @advisory:CVE-2017-16119 @4.x @5.x
  Scenario: res.send compares a crafted If-None-Match in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for "x" repeated 14000 times, measured
    And I send "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for "x" repeated 14000 times, measured
    And an attacker sends "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for " " repeated 14000 times
    Then the status is 200
    When an attacker sends "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for " " repeated 14000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

  @spec:top-level/fw.static @advisory:CVE-2017-16119 @4.x @5.x
  Scenario: fw.static compares a crafted If-None-Match in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET /hello.txt" with the header 'If-None-Match: "a{N}b"', "{N}" standing for "x" repeated 14000 times, measured
    And I send "GET /hello.txt" with the header 'If-None-Match: "a{N}b"', "{N}" standing for "x" repeated 14000 times, measured
    And an attacker sends "GET /hello.txt" with the header 'If-None-Match: "a{N}b"', "{N}" standing for " " repeated 14000 times
    Then the status is 200
    When an attacker sends "GET /hello.txt" with the header 'If-None-Match: "a{N}b"', "{N}" standing for " " repeated 14000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

  # Express 3.21.2, the last 3.x release, pins fresh 0.3.0: the 3.x oracle has the bug
  # (features/divergences.md); the reference 3.x must not.
  @spec:res-3x/send @spec:req-3x/fresh @advisory:CVE-2017-16119 @3.x @divergence
  Scenario: 3.x res.send compares a crafted If-None-Match in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for "x" repeated 14000 times, measured
    And I send "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for "x" repeated 14000 times, measured
    And an attacker sends "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for " " repeated 14000 times
    Then the status is 200
    When an attacker sends "GET /" with the header 'If-None-Match: "a{N}b"', "{N}" standing for " " repeated 14000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one
