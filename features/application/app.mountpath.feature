@application
Feature: app.mountpath
  `app.mountpath` holds the path pattern, or list of patterns, on which a
  sub-app was mounted. It holds patterns; `req.baseUrl` holds the matched path.

  @spec:app-properties/app.mountpath @4.x @5.x
  Scenario: a sub-app mounted on a string path has that string as mountpath
    Given the app:
      """js
      const admin = fw()
      admin.get('/', (req, res) => res.json({ mountpath: admin.mountpath, baseUrl: req.baseUrl }))
      app.use('/admin', admin)
      """
    When I send "GET /admin"
    Then the JSON body is '{"mountpath":"/admin","baseUrl":"/admin"}'

  @spec:app-properties/app.mountpath @4.x @5.x @since:4.6.0
  Scenario Outline: a sub-app mounted on a list of paths has the list as mountpath; req.baseUrl is the one matched (<path>)
    Given the app:
      """js
      const blog = fw()
      blog.get('/', (req, res) => res.json({ mountpath: blog.mountpath, baseUrl: req.baseUrl }))
      app.use(['/blog', '/news'], blog)
      """
    When I send "GET <path>"
    Then the JSON body is:
      """json
      {"mountpath":["/blog","/news"],"baseUrl":"<path>"}
      """

    Examples:
      | path  |
      | /blog |
      | /news |

  @spec:app-properties/app.mountpath @4.x @5.x @since:4.3.0
  Scenario: mountpath holds the pattern while req.baseUrl holds the matched path
    Given the app:
      """js
      const user = fw()
      user.get('/', (req, res) => res.json({ mountpath: user.mountpath, baseUrl: req.baseUrl }))
      app.use('/user/:id', user)
      """
    When I send "GET /user/42"
    Then the JSON body is '{"mountpath":"/user/:id","baseUrl":"/user/42"}'

  @spec:app-properties/app.mountpath @4.x @5.x @since:4.3.0
  Scenario: mountpath keeps the pattern's case while req.baseUrl has the request's case
    Given the app:
      """js
      const blog = fw()
      blog.get('/', (req, res) => res.json({ mountpath: blog.mountpath, baseUrl: req.baseUrl }))
      app.use('/blog', blog)
      """
    When I send "GET /BLOG"
    Then the JSON body is '{"mountpath":"/blog","baseUrl":"/BLOG"}'

  @spec:app-properties/app.mountpath @4.x @5.x @since:4.6.0
  Scenario: a sub-app mounted on a regular expression has the regular expression as mountpath
    Given the app:
      """js
      const sub = fw()
      sub.get('/', (req, res) => res.json({ isRegExp: sub.mountpath instanceof RegExp, mountpath: String(sub.mountpath), baseUrl: req.baseUrl }))
      app.use(/\/re+gex/, sub)
      """
    When I send "GET /reeegex"
    Then the JSON body is:
      """json
      {"isRegExp":true,"mountpath":"/\\/re+gex/","baseUrl":"/reeegex"}
      """

  @spec:app-properties/app.mountpath @4.x @5.x @since:4.3.0
  Scenario: a nested sub-app's mountpath is relative to its parent; req.baseUrl is the whole matched prefix
    Given the app:
      """js
      const blog = fw(), admin = fw()
      admin.get('/', (req, res) => res.json({ mountpath: admin.mountpath, baseUrl: req.baseUrl }))
      blog.use('/admin', admin)
      app.use('/blog', blog)
      """
    When I send "GET /blog/admin"
    Then the JSON body is '{"mountpath":"/admin","baseUrl":"/blog/admin"}'

  @spec:app-properties/app.mountpath @4.x @5.x
  Scenario: a sub-app mounted without a path has mountpath '/'
    Given the app:
      """js
      const sub = fw()
      sub.get('/x', (req, res) => res.json({ mountpath: sub.mountpath, baseUrl: req.baseUrl }))
      app.use(sub)
      """
    When I send "GET /x"
    Then the JSON body is '{"mountpath":"/","baseUrl":""}'

  @spec:app-properties/app.mountpath @4.x @5.x
  Scenario: an application that was never mounted has mountpath '/'
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ mountpath: app.mountpath }))
      """
    When I send "GET /"
    Then the JSON body is '{"mountpath":"/"}'

  @spec:app-properties/app.mountpath @4.x @5.x
  Scenario: the mount path is stripped from req.url inside the sub-app
    Given the app:
      """js
      const sub = fw()
      sub.get('/page', (req, res) => res.json({ url: req.url, originalUrl: req.originalUrl, path: req.path }))
      app.use('/sub', sub)
      """
    When I send "GET /sub/page?x=1"
    Then the JSON body is '{"url":"/page?x=1","originalUrl":"/sub/page?x=1","path":"/page"}'
