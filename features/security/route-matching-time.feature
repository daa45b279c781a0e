@security
Feature: Route matching time does not grow with a crafted path
  A route with several parameters in one segment compiles to a pattern that a backtracking
  matcher can take seconds over, for a path the attacker chooses (path-to-regexp ReDoS,
  CVE-2024-45296 and its incomplete fix CVE-2024-52798). Whatever the path, the route
  answers as fast as any other: the bound below is generous for a loaded machine and far
  below the many seconds a backtracking matcher takes. The path is kept to 2,500 dashes: a
  vulnerable matcher takes several seconds on it (cubic in the length), on 10,000 it would
  take minutes and hold the server that long.

  @spec:app-operations/app.METHOD @advisory:CVE-2024-45296 @advisory:CVE-2024-52798 @4.x @5.x
  Scenario: a route with three parameters in one segment answers a crafted 2,500-character path within 1500 ms
    Given the app:
      """js
      app.get('/:a-:b-:c', (req, res) => res.json(req.params))
      app.use((req, res) => res.status(404).send('no route'))
      """
    When I send "GET /1-2-3"
    Then the JSON body is '{"a":"1","b":"2","c":"3"}'
    When I send "GET /{N}/x" with "{N}" standing for "-" repeated 2500 times
    Then the status is 404
    And the response came within 1500 ms
