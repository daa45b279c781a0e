@req
Feature: req.path, req.host, req.originalUrl (3.x)
  3.x `req.path` is the path part of the URL (without the mount point inside
  mounted middleware); `req.host` is the hostname without port, from the Host
  header; `req.originalUrl` is the URL before mount-point stripping.

  @spec:req-3x/path @3.x
  Scenario Outline: req.path of GET <url> is <path>
    Given the app:
      """js
      app.use((req, res) => res.json({ path: req.path }))
      """
    When I send "GET <url>"
    Then the JSON body is '{"path":"<path>"}'

    Examples:
      | url                 | path          |
      | /                   | /             |
      | /users?sort=desc    | /users        |
      | /a/b/c.html?x#y     | /a/b/c.html   |
      | /a%20b              | /a%20b        |

  @spec:req-3x/path @spec:req-3x/originalurl @3.x
  Scenario: inside middleware mounted at '/admin', req.path excludes the mount and req.originalUrl keeps it
    Given the app:
      """js
      app.use('/admin', (req, res) => res.json({ path: req.path, url: req.url, originalUrl: req.originalUrl }))
      """
    When I send "GET /admin/users/1?tab=2"
    Then the JSON body is '{"path":"/users/1","url":"/users/1?tab=2","originalUrl":"/admin/users/1?tab=2"}'

  @spec:req-3x/originalurl @3.x
  Scenario: req.originalUrl in a sub-app mounted two levels deep is the full URL
    Given the app:
      """js
      const blog = fw()
      const admin = fw()
      admin.get('/posts', (req, res) => res.json({ url: req.url, originalUrl: req.originalUrl }))
      blog.use('/admin', admin)
      app.use('/blog', blog)
      """
    When I send "GET /blog/admin/posts?page=2"
    Then the JSON body is '{"url":"/posts?page=2","originalUrl":"/blog/admin/posts?page=2"}'

  @spec:req-3x/originalurl @3.x
  Scenario: without mounting req.originalUrl equals req.url
    Given the app:
      """js
      app.get('/search', (req, res) => res.json({ same: req.originalUrl === req.url, originalUrl: req.originalUrl }))
      """
    When I send "GET /search?q=1"
    Then the JSON body is '{"same":true,"originalUrl":"/search?q=1"}'

  @spec:req-3x/host @3.x
  Scenario Outline: Host "<host>" gives req.host "<hostname>"
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ host: req.host }))
      """
    When I send "GET /" with the header "Host: <host>"
    Then the JSON body is '{"host":"<hostname>"}'

    Examples:
      | host                | hostname        |
      | example.com         | example.com     |
      | example.com:3000    | example.com     |
      | tobi.example.com:80 | tobi.example.com |
      | [::1]:3000          | [::1]           |
      | 127.0.0.1:8080      | 127.0.0.1       |

  @spec:req-3x/host @3.x
  Scenario: with trust proxy req.host comes from X-Forwarded-Host
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ host: req.host }))
      """
    When I send "GET /" with the headers:
      | Host             | internal:8080        |
      | X-Forwarded-Host | public.example.com   |
    Then the JSON body is '{"host":"public.example.com"}'

  @spec:req-3x/host @3.x
  Scenario: without trust proxy req.host ignores X-Forwarded-Host
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ host: req.host }))
      """
    When I send "GET /" with the headers:
      | Host             | internal:8080        |
      | X-Forwarded-Host | public.example.com   |
    Then the JSON body is '{"host":"internal"}'
