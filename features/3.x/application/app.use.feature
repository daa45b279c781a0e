@application
Feature: app.use mount paths (3.x)
  `app.use([path], function)` mounts middleware at path (default '/'). A mount
  matches any path whose prefix is followed by '/' or '.'. The mount path is
  stripped from `req.url` for that middleware. Middleware runs in definition
  order.

  @spec:app-3x/use-mount @3.x
  Scenario Outline: middleware mounted at '/blog' sees GET <path> as req.url '<url>'
    Given the app:
      """js
      app.use('/blog', (req, res) => res.json({ url: req.url, originalUrl: req.originalUrl }))
      """
    When I send "GET <path>"
    Then the status is 200
    And the JSON body is '{"url":"<url>","originalUrl":"<path>"}'

    Examples:
      | path             | url        |
      | /blog            | /          |
      | /blog/           | /          |
      | /blog/post/1     | /post/1    |
      | /blog.json       | /.json     |
      | /blog/a?x=1      | /a?x=1     |
      | /BLOG/a          | /a         |

  @spec:app-3x/use-mount @3.x
  Scenario Outline: middleware mounted at '/blog' does not match GET <path>
    Given the app:
      """js
      app.use('/blog', (req, res) => res.send('blog'))
      app.use((req, res) => res.send('fallthrough'))
      """
    When I send "GET <path>"
    Then the body is "fallthrough"

    Examples:
      | path      |
      | /blogger  |
      | /blog-x   |
      | /        |
      | /other    |

  @spec:app-3x/use-mount @3.x
  Scenario: app.use without a path mounts at '/' and sees every request unchanged
    Given the app:
      """js
      app.use((req, res) => res.json({ url: req.url }))
      """
    When I send "GET /any/path?q=1"
    Then the JSON body is '{"url":"/any/path?q=1"}'

  @spec:app-3x/use-mount @3.x
  Scenario: middleware runs in definition order
    Given the app:
      """js
      app.use((req, res, next) => { req.seen = ['first']; next() })
      app.use('/a', (req, res, next) => { req.seen.push('second'); next() })
      app.use((req, res, next) => { req.seen.push('third'); next() })
      app.use((req, res) => res.json(req.seen))
      """
    When I send "GET /a/b"
    Then the JSON body is '["first","second","third"]'

  @spec:app-3x/use-mount @3.x
  Scenario: middleware defined after the first route runs after the router
    Given the app:
      """js
      app.get('/', (req, res, next) => { req.order = ['route']; next() })
      app.use((req, res) => { req.order.push('after'); res.json(req.order) })
      """
    When I send "GET /"
    Then the JSON body is '["route","after"]'

  @spec:app-3x/use-mount @3.x
  Scenario: the mount path is restored for middleware after the mounted one
    Given the app:
      """js
      app.use('/blog', (req, res, next) => { req.inner = req.url; next() })
      app.use((req, res) => res.json({ inner: req.inner, outer: req.url }))
      """
    When I send "GET /blog/post"
    Then the JSON body is '{"inner":"/post","outer":"/blog/post"}'

  @spec:app-3x/use-mount @3.x
  Scenario: a sub-app mounted at '/admin' routes on the stripped path
    Given the app:
      """js
      const admin = fw()
      admin.get('/users', (req, res) => res.json({ url: req.url, originalUrl: req.originalUrl, path: admin.path() }))
      app.use('/admin', admin)
      """
    When I send "GET /admin/users"
    Then the JSON body is '{"url":"/users","originalUrl":"/admin/users","path":"/admin"}'

  @spec:app-3x/use-mount @3.x
  Scenario: a request a mounted sub-app does not answer goes on to the parent's next middleware as the parent's
    Given the app:
      """js
      app.set('title', 'parent')
      const admin = fw()
      admin.set('title', 'admin')
      admin.get('/users', (req, res) => res.send('users'))
      app.use('/admin', admin)
      app.use((req, res) => res.json({ url: req.url, app: req.app.get('title'), json: typeof res.json }))
      """
    When I send "GET /admin/other"
    Then the JSON body is '{"url":"/admin/other","app":"parent","json":"function"}'

  @spec:app-3x/use-mount @3.x
  Scenario: an error-handling middleware is skipped when there is no error
    Given the app:
      """js
      app.use((err, req, res, next) => res.send(500, 'not reached'))
      app.use((req, res) => res.send('reached'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "reached"
