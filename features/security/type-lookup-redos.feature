@security
Feature: res.type of a long crafted string costs no more than of an ordinary one
  `res.type(type)` looks a type without '/' up as an extension. mime before 1.4.1 took the
  extension with `/.*[\.\/\\]/`, unanchored: for a string with no dot or slash a
  backtracking matcher runs to the end from every position (ReDoS, CVE-2017-16138), so an
  app that passes a user's string to `res.type` spends time in the square of its length.
  An attacker's 12,000 letters cost the app less than ten times 12,000 letters and an
  extension (express 4.15.5 with mime 1.3.4: 55-60 ms of CPU, 25-35 times; fixed releases and the
  reference about 1 time).

  @spec:res-operations/res.type @advisory:CVE-2017-16138 @4.x @5.x
  Scenario: res.type looks a crafted 12,000-character type up in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/', (req, res) => res.type(req.query.type).send('typed'))
      """
    When I send "GET /?type={N}.txt" with "{N}" standing for "a" repeated 12000 times, measured
    And I send "GET /?type={N}.txt" with "{N}" standing for "a" repeated 12000 times, measured
    And an attacker sends "GET /?type={N}" with "{N}" standing for "a" repeated 12000 times
    Then the body is "typed"
    When an attacker sends "GET /?type={N}" with "{N}" standing for "a" repeated 12000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

  # Express 3.21.2, the last 3.x release, pins send 0.13.0, whose mime is 1.3.4: the 3.x
  # oracle has the bug (features/divergences.md); the reference 3.x must not.
  @spec:res-3x/type @advisory:CVE-2017-16138 @3.x @divergence
  Scenario: 3.x res.type looks a crafted 12,000-character type up in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/', (req, res) => res.type(req.query.type).send('typed'))
      """
    When I send "GET /?type={N}.txt" with "{N}" standing for "a" repeated 12000 times, measured
    And I send "GET /?type={N}.txt" with "{N}" standing for "a" repeated 12000 times, measured
    And an attacker sends "GET /?type={N}" with "{N}" standing for "a" repeated 12000 times
    Then the body is "typed"
    When an attacker sends "GET /?type={N}" with "{N}" standing for "a" repeated 12000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one
