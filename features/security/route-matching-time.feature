@security
Feature: Route matching time does not grow with a crafted path
  A route with several parameters in one segment compiles to a pattern that a backtracking
  matcher can take seconds over, for a path the attacker chooses (path-to-regexp ReDoS,
  CVE-2024-45296 and its incomplete fix CVE-2024-52798). Whatever the path, the route
  answers as fast as any other: the bound below is generous for a loaded machine and far
  below the minutes a backtracking matcher takes on 10,000 dashes (cubic in the length). The
  framework runs in a process of its own: a matcher that holds its event loop is stopped at
  --timeout, and the check fails saying so.

  @spec:app-operations/app.METHOD @advisory:CVE-2024-45296 @advisory:CVE-2024-52798 @4.x @5.x
  Scenario: a route with three parameters in one segment answers a crafted 10,000-character path within 1500 ms
    Given the app:
      """js
      app.get('/:a-:b-:c', (req, res) => res.json(req.params))
      app.use((req, res) => res.status(404).send('no route'))
      """
    When I send "GET /1-2-3"
    Then the JSON body is '{"a":"1","b":"2","c":"3"}'
    When I send "GET /{N}/x" with "{N}" standing for "-" repeated 10000 times
    Then the status is 404
    And the response came within 1500 ms
