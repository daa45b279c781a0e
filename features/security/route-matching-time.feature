@security
Feature: Route matching costs no more on a crafted path than on an ordinary one
  A route with several parameters (or wildcards, or optional groups) in one segment compiles
  to a pattern that a backtracking matcher can take seconds over, for a path the attacker
  chooses (path-to-regexp ReDoS). Whatever the path, matching it costs about what matching
  an ordinary path of the same length costs: the framework process measures the CPU time of
  each request (its own, which other load on the machine moves little), and the cheapest of
  two tries of the crafted path must cost less than ten times the cheapest of three ordinary
  ones, over every attempt the sequential test of the cost steps takes (CONTRIBUTING.md, "A
  check of cost"). A backtracking matcher spends hundreds of times more (measured on 15,000 characters,
  below node's 16 KB limit on the request head); a matcher that holds its event loop for
  longer than --timeout is stopped, and the check fails saying so.

  # CVE-2024-45296 (path-to-regexp <0.1.10) and CVE-2024-52798 (<0.1.12) are one flaw: the
  # backtrack protection that 0.1.10 added never applied (it computed the text before a
  # parameter after moving past it, so the text was always empty; 0.1.11 did the same), and
  # 0.1.12 is the first 0.1.x release whose patterns do not backtrack here. No route tells
  # 0.1.10 (express 4.20.0) from 0.1.7 (4.19.1): of the 21,507 routes of four tokens
  # (parameters, dashes, dots, slashes, wildcards, escapes, captures, groups) none compiles
  # with 0.1.10 to a pattern holding the lookahead. So one check stands for both, and it fails
  # on 4.20.0, outside the published range of CVE-2024-45296 (security.ts shows both).
  @spec:app-operations/app.METHOD @advisory:CVE-2024-45296 @advisory:CVE-2024-52798 @4.x @5.x
  Scenario: a route with two parameters in one segment matches a path of 15,000 dashes at the cost of an ordinary path
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/:a-:b', (req, res) => res.json(req.params))
      app.use((req, res) => res.status(404).send('no route'))
      """
    When I send "GET /1-2"
    Then the JSON body is '{"a":"1","b":"2"}'
    When I send "GET /{N}/x" with "{N}" standing for "_" repeated 15000 times, measured
    And I send "GET /{N}/x" with "{N}" standing for "_" repeated 15000 times, measured
    And I send "GET /{N}/x" with "{N}" standing for "_" repeated 15000 times, measured
    And an attacker sends "GET /{N}/x" with "{N}" standing for "-" repeated 15000 times
    And an attacker sends "GET /{N}/x" with "{N}" standing for "-" repeated 15000 times
    Then the status is 404
    And the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

  # path-to-regexp 0.1.12 (express 4.21.2) lets the third parameter hold any text without two
  # dashes in a row (it excludes the text of every separator before it, "--", instead of the
  # last, "-"), so a path of "a-" pairs ending in "--a" makes it try every split of the pairs
  # before it finds a match; 0.1.13 excludes the last separator only. Older releases match
  # this path at once (their third parameter takes it whole) and fail the check above.
  @spec:app-operations/app.METHOD @advisory:CVE-2026-4867 @4.x @5.x
  Scenario: a route with three parameters in one segment matches a crafted path of 15,000 characters at the cost of an ordinary path
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/:a-:b-:c', (req, res) => res.json(req.params))
      app.use((req, res) => res.status(404).send('no route'))
      """
    When I send "GET /1-2-3"
    Then the JSON body is '{"a":"1","b":"2","c":"3"}'
    When I send "GET /a_a_{N}_a" with "{N}" standing for "a_" repeated 7500 times, measured
    And I send "GET /a_a_{N}_a" with "{N}" standing for "a_" repeated 7500 times, measured
    And I send "GET /a_a_{N}_a" with "{N}" standing for "a_" repeated 7500 times, measured
    And an attacker sends "GET /a-a-{N}-a" with "{N}" standing for "a-" repeated 7500 times
    And an attacker sends "GET /a-a-{N}-a" with "{N}" standing for "a-" repeated 7500 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

  # path-to-regexp 8.0 to 8.3 (express 5.0 to 5.2 as installed at their dates) lets each
  # wildcard of a segment take any text, dashes included, so 15,000 dashes make it try every
  # way of splitting them between the two; 8.4 keeps the dash out of the second wildcard.
  @spec:app-operations/app.METHOD @advisory:CVE-2026-4923 @5.x
  Scenario: a route with two wildcards and a parameter in one segment matches a path of 15,000 dashes at the cost of an ordinary path
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/*a-*b-:c', (req, res) => res.json(req.params))
      app.use((req, res) => res.status(404).send('no route'))
      """
    When I send "GET /x-y-z"
    Then the JSON body is '{"a":["x"],"b":["y"],"c":"z"}'
    When I send "GET /{N}" with "{N}" standing for "_" repeated 15000 times, measured
    And I send "GET /{N}" with "{N}" standing for "_" repeated 15000 times, measured
    And I send "GET /{N}" with "{N}" standing for "_" repeated 15000 times, measured
    And an attacker sends "GET /{N}" with "{N}" standing for "-" repeated 15000 times
    And an attacker sends "GET /{N}" with "{N}" standing for "-" repeated 15000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

  # Each optional group doubles the alternatives path-to-regexp 8 compiles a route to: ten
  # groups make 1,024, and when they hold the same text, a path that starts with it enters
  # every alternative and scans to its end in each. path-to-regexp 8.4 refuses a route of
  # more than 256 alternatives when it is defined ("Too many path combinations"), and so
  # does the reference (it compiles 5.x routes with path-to-regexp ^8.4.2): a route refused at
  # its definition cannot be matched slowly. The fix is that cap: eight groups, under it, still
  # cost 8.4.2 100-230 ms of CPU on this path (the reference 13 ms, its literal-prefix guard
  # helping, against 1.3 for an ordinary path), so the check takes the shape the fix refuses.
  @spec:app-operations/app.METHOD @advisory:CVE-2026-4926 @5.x
  Scenario: a route with ten optional groups in a row is refused, or matches a crafted path at the cost of an ordinary path
    Given the app, with the CPU time it spends on each request measured:
      """js
      try {
        app.get('/{a}{a}{a}{a}{a}{a}{a}{a}{a}{a}:z', (req, res) => res.json(req.params))
      } catch (err) {
        app.get('/aaz', (req, res) => res.send('route refused: ' + err.message))
      }
      app.use((req, res) => res.status(404).send('no route'))
      """
    When I send "GET /aaz"
    Then the status is 200
    When I send "GET /{N}/x" with "{N}" standing for "x" repeated 15000 times, measured
    And I send "GET /{N}/x" with "{N}" standing for "x" repeated 15000 times, measured
    And I send "GET /{N}/x" with "{N}" standing for "x" repeated 15000 times, measured
    And an attacker sends "GET /{N}/x" with "{N}" standing for "a" repeated 15000 times
    And an attacker sends "GET /{N}/x" with "{N}" standing for "a" repeated 15000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one
