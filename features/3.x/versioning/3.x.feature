@versioning
Feature: Generation 3.x
  3.x is no longer maintained: no fixes for security or performance problems
  since the last update on 2015-08-01; use a newer generation. An
  implementation of the 3.x profile shows the 3.x interface: `app.configure`,
  `app.locals` as a function, `app.routes`, lowercase `res.sendfile`,
  `req.accepted`, and the bundled middleware on the top-level function.

  @spec:versioning/3.x @3.x
  Scenario: the 3.x interface is present: app.configure, app.locals(), app.routes, res.sendfile, req.accepted
    Given the app:
      """js
      app.get('/', (req, res) => res.json({
        configure: typeof app.configure,
        locals: typeof app.locals,
        routes: typeof app.routes,
        sendfile: typeof res.sendfile,
        accepted: Array.isArray(req.accepted),
        acceptsCharset: typeof req.acceptsCharset,
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"configure":"function","locals":"function","routes":"object","sendfile":"function","accepted":true,"acceptsCharset":"function"}'

  @spec:versioning/3.x @3.x
  Scenario Outline: the 3.x middleware fw.<name> is a factory on the top-level function
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ type: typeof fw.<name> }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function"}'

    Examples:
      | name           |
      | basicAuth      |
      | bodyParser     |
      | compress       |
      | cookieParser   |
      | cookieSession  |
      | csrf           |
      | directory      |
      | logger         |
      | methodOverride |
      | json           |
      | urlencoded     |
      | multipart      |
      | static         |
