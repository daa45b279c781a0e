@application
Feature: app.path()
  `app.path()` returns the canonical path of the app as a string; '' for the
  root app.

  @spec:app-operations/app.path @4.x @5.x
  Scenario: app.path() of the root app is the empty string
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ path: app.path() }))
      """
    When I send "GET /"
    Then the JSON body is '{"path":""}'

  @spec:app-operations/app.path @4.x @5.x
  Scenario: app.path() of a mounted sub-app is its mount path
    Given the app:
      """js
      const blog = fw()
      blog.get('/', (req, res) => res.json({ path: blog.path() }))
      app.use('/blog', blog)
      """
    When I send "GET /blog"
    Then the JSON body is '{"path":"/blog"}'

  @spec:app-operations/app.path @4.x @5.x
  Scenario: app.path() of a nested sub-app is the canonical path through all parents
    Given the app:
      """js
      const blog = fw(), admin = fw()
      admin.get('/', (req, res) => res.json({ admin: admin.path(), blog: blog.path(), root: app.path() }))
      blog.use('/admin', admin)
      app.use('/blog', blog)
      """
    When I send "GET /blog/admin"
    Then the JSON body is '{"admin":"/blog/admin","blog":"/blog","root":""}'

  @spec:app-operations/app.path @4.x @5.x
  Scenario: app.path() of a sub-app mounted on a pattern holds the pattern, not the matched path
    Given the app:
      """js
      const user = fw()
      user.get('/', (req, res) => res.json({ path: user.path(), type: typeof user.path() }))
      app.use('/user/:id', user)
      """
    When I send "GET /user/7"
    Then the JSON body is '{"path":"/user/:id","type":"string"}'

  @spec:app-operations/app.path @4.x @5.x
  Scenario: app.path() of an app that was never mounted is the empty string
    Given the app:
      """js
      const lonely = fw()
      app.get('/', (req, res) => res.json({ path: lonely.path() }))
      """
    When I send "GET /"
    Then the JSON body is '{"path":""}'
