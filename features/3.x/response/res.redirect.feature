@res
Feature: res.redirect and res.location (3.x)
  3.x `res.redirect([status], url)` redirects, with status 302 by default. The
  url may be a full URL, host-root relative ('/x'), relative to the current
  URL ('./x', '../x'), relative to the mount point ('admin/post/new'), or
  'back' (the Referer, or '/'). `res.location(url)` sets the Location header
  with the same URL forms. The body says where the redirect goes, as text or
  HTML by the Accept header.

  @spec:res-3x/redirect @3.x
  Scenario Outline: res.redirect('<url>') from GET <path> goes to <location>
    Given the app:
      """js
      app.get('*', (req, res) => res.redirect('<url>'))
      """
    When I send "GET <path>"
    Then the status is 302
    And the header "Location" is "<location>"

    Examples:
      | path          | url                      | location                 |
      | /             | http://example.com/x     | http://example.com/x     |
      | /             | //cdn.example.com/a      | //cdn.example.com/a      |
      | /a/b          | /login                   | /login                   |
      | /blog/post    | ./edit                   | /blog/post/edit          |
      | /blog/post/   | ./edit                   | /blog/post/edit          |
      | /blog/post    | ../list                  | /blog/list               |
      | /blog/post    | ..                       | /blog/                   |
      | /             | admin/post/new           | /admin/post/new          |

  @spec:res-3x/redirect @3.x
  Scenario Outline: res.redirect(<status>, url) redirects with status <status>
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect(<status>, '/next'))
      """
    When I send "GET /"
    Then the status is <status>
    And the header "Location" is "/next"

    Examples:
      | status |
      | 301    |
      | 303    |
      | 307    |

  @spec:res-3x/redirect @3.x
  Scenario: a mount-relative url is relative to the mount point of the sub-app
    Given the app:
      """js
      const blog = fw()
      blog.get('/post', (req, res) => res.redirect('admin/post/new'))
      app.use('/blog', blog)
      """
    When I send "GET /blog/post"
    Then the header "Location" is "/blog/admin/post/new"

  @spec:res-3x/redirect @3.x
  Scenario: res.redirect('back') goes to the Referer
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('back'))
      """
    When I send "GET /" with the header "Referer: http://example.com/previous"
    Then the header "Location" is "http://example.com/previous"

  @spec:res-3x/redirect @3.x
  Scenario: res.redirect('back') without a Referer goes to '/'
    Given the app:
      """js
      app.get('/page', (req, res) => res.redirect('back'))
      """
    When I send "GET /page"
    Then the header "Location" is "/"

  @spec:res-3x/redirect @3.x
  Scenario: the redirect body is plain text by default
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/next'))
      """
    When I send "GET /"
    Then the body is "Found. Redirecting to /next"
    And the header "Content-Type" has the media type "text/plain"

  @spec:res-3x/redirect @3.x
  Scenario: the redirect body is HTML for an HTML client
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect(301, '/next?a=1&b=2'))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then the body is '<p>Moved Permanently. Redirecting to <a href="/next?a=1&amp;b=2">/next?a=1&amp;b=2</a></p>'
    And the header "Content-Type" has the media type "text/html"

  @spec:res-3x/redirect @3.x
  Scenario: the redirect body is empty when neither text nor HTML is accepted
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/next'))
      """
    When I send "GET /" with the header "Accept: application/json"
    Then the status is 302
    And the body is empty

  @spec:res-3x/redirect @3.x
  Scenario: a redirect answers HEAD without a body
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/next'))
      """
    When I send "HEAD /"
    Then the status is 302
    And the header "Location" is "/next"
    And the body is empty

  @spec:res-3x/location @3.x
  Scenario Outline: res.location('<url>') from GET <path> sets Location <location>
    Given the app:
      """js
      app.get('*', (req, res) => res.location('<url>').end())
      """
    When I send "GET <path>"
    Then the status is 200
    And the header "Location" is "<location>"

    Examples:
      | path        | url                  | location             |
      | /           | http://example.com   | http://example.com   |
      | /a          | /foo/bar             | /foo/bar             |
      | /blog/post  | ./edit               | /blog/post/edit      |
      | /blog/post  | ../                  | /blog/               |
      | /           | admin                | /admin               |

  @spec:res-3x/location @3.x
  Scenario: res.location('back') uses the Referer
    Given the app:
      """js
      app.get('/', (req, res) => res.location('back').end())
      """
    When I send "GET /" with the header "Referer: /from"
    Then the header "Location" is "/from"

  @spec:res-3x/location @3.x
  Scenario: res.location in a sub-app resolves a mount-relative url against the mount point
    Given the app:
      """js
      const admin = fw()
      admin.get('/', (req, res) => res.location('users').end())
      app.use('/admin', admin)
      """
    When I send "GET /admin"
    Then the header "Location" is "/admin/users"
