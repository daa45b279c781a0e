@versioning
Feature: generation requirements
  4.x requires runtime version 0.10 or higher; 5.x requires runtime version 18
  or higher. On this runtime the framework loads, creates an application and
  serves requests.

  @spec:versioning/5.x @5.x
  Scenario: 5.x loads and serves on a runtime of version 18 or higher
    Given the app:
      """js
      const major = Number(process.versions.node.split('.')[0])
      app.get('/', (req, res) => res.json({ runtimeAtLeast18: major >= 18, served: true }))
      """
    When I send "GET /"
    Then the status is 200
    And the JSON body is '{"runtimeAtLeast18":true,"served":true}'

  @spec:versioning/4.x @4.x
  Scenario: 4.x loads and serves on a runtime of version 0.10 or higher
    Given the app:
      """js
      const [major, minor] = process.versions.node.split('.').map(Number)
      app.get('/', (req, res) => res.json({ runtimeAtLeast010: major > 0 || minor >= 10, served: true }))
      """
    When I send "GET /"
    Then the status is 200
    And the JSON body is '{"runtimeAtLeast010":true,"served":true}'

  @spec:versioning/4.x @spec:versioning/5.x @4.x @5.x
  Scenario: the version is not part of any URL: a versioned path is an ordinary path
    Given the app:
      """js
      app.get('/', (req, res) => res.send('root'))
      """
    When I send "GET /v4/"
    Then the status is 404
