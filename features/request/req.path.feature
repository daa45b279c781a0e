@req
Feature: req.path, req.baseUrl, req.originalUrl
  `req.path` is the path part of the URL; inside mounted middleware the mount
  point is excluded. `req.baseUrl` (the matched mount path) and
  `req.originalUrl` (the URL before mount-point stripping) are not shown for
  4.x and 5.x; real Express decides.

  @spec:req-properties/req.path @4.x @5.x
  Scenario Outline: req.path of <url> is <path>
    Given the app:
      """js
      app.use((req, res) => res.json({ path: req.path }))
      """
    When I send "GET <url>"
    Then the JSON body is '{"path":"<path>"}'

    Examples:
      | url                  | path           |
      | /                    | /              |
      | /users               | /users         |
      | /users/              | /users/        |
      | /users?sort=desc     | /users         |
      | /a/b/c?x=1&y=2       | /a/b/c         |
      | /a%20b               | /a%20b         |
      | /search?q=/x/y       | /search        |

  @spec:req-properties/req.path @4.x @5.x
  Scenario Outline: inside middleware mounted at /admin, req.path of <url> is <path>
    Given the app:
      """js
      app.use('/admin', (req, res) => res.json({ path: req.path }))
      """
    When I send "GET <url>"
    Then the JSON body is '{"path":"<path>"}'

    Examples:
      | url                  | path         |
      | /admin               | /            |
      | /admin/              | /            |
      | /admin/users         | /users       |
      | /admin/users?page=2  | /users       |
      | /admin/a/b/          | /a/b/        |

  @spec:req-properties/req.path @4.x @5.x
  Scenario: inside a route handler req.path is the full path relative to the app
    Given the app:
      """js
      const router = fw.Router()
      router.get('/users/:id', (req, res) => res.json({ path: req.path }))
      app.use('/api', router)
      """
    When I send "GET /api/users/3?full=1"
    Then the JSON body is '{"path":"/users/3"}'

  @spec:req-properties/req.path @4.x @5.x
  Scenario: req.path in a sub-app excludes the sub-app's mount point
    Given the app:
      """js
      const blog = fw()
      blog.get('/posts', (req, res) => res.json({ path: req.path, baseUrl: req.baseUrl, originalUrl: req.originalUrl }))
      app.use('/blog', blog)
      """
    When I send "GET /blog/posts?x=1"
    Then the JSON body is '{"path":"/posts","baseUrl":"/blog","originalUrl":"/blog/posts?x=1"}'

  @spec:req-properties/req.path @spec:objects/request @4.x @5.x @since:4.3.0
  Scenario Outline: in middleware mounted at <mount>, <url> gives baseUrl <baseUrl> and originalUrl <url>
    Given the app:
      """js
      app.use('<mount>', (req, res) => res.json({ baseUrl: req.baseUrl, originalUrl: req.originalUrl, url: req.url }))
      """
    When I send "GET <url>"
    Then the JSON body is '{"baseUrl":"<baseUrl>","originalUrl":"<url>","url":"<stripped>"}'

    Examples:
      | mount          | url                  | baseUrl         | stripped       |
      | /              | /a/b                 |                 | /a/b           |
      | /greet         | /greet/jp?x=1        | /greet          | /jp?x=1        |
      | /user/:id      | /user/42/edit        | /user/42        | /edit          |
      | /GREET         | /greet/jp            | /greet          | /jp            |

  @spec:req-properties/req.path @spec:objects/request @4.x @5.x @since:4.3.0
  Scenario: req.baseUrl accumulates the mount paths of nested routers
    Given the app:
      """js
      const greet = fw.Router()
      const jp = fw.Router()
      jp.get('/hi', (req, res) => res.json({ baseUrl: req.baseUrl, originalUrl: req.originalUrl, path: req.path }))
      greet.use('/jp', jp)
      app.use('/greet', greet)
      """
    When I send "GET /greet/jp/hi"
    Then the JSON body is '{"baseUrl":"/greet/jp","originalUrl":"/greet/jp/hi","path":"/hi"}'

  @spec:req-properties/req.path @spec:objects/request @4.x @5.x
  Scenario: req.originalUrl keeps the request URL when middleware rewrites req.url
    Given the app:
      """js
      app.use((req, res, next) => { req.url = '/rewritten'; next() })
      app.get('/rewritten', (req, res) => res.json({ url: req.url, originalUrl: req.originalUrl, path: req.path }))
      """
    When I send "GET /original?q=1"
    Then the JSON body is '{"url":"/rewritten","originalUrl":"/original?q=1","path":"/rewritten"}'

  @spec:req-properties/req.path @4.x @5.x
  Scenario: a fragment sent in the request target is not part of req.path
    Given the app:
      """js
      app.get('/page', (req, res) => res.json({ path: req.path, url: req.url }))
      """
    When I send on one connection:
      """
      GET /page#top HTTP/1.1

      """
    Then the responses on the connection are:
      | status | body                                |
      | 200    | {"path":"/page","url":"/page#top"} |

  @spec:req-properties/req.path @4.x @5.x
  Scenario: the asterisk-form request target of OPTIONS * reaches middleware as the path "*"
    Given the app:
      """js
      app.use((req, res) => res.json({ path: req.path, url: req.url }))
      """
    When I send on one connection:
      """
      OPTIONS * HTTP/1.1

      """
    Then the responses on the connection are:
      | status | body                   |
      | 200    | {"path":"*","url":"*"} |
