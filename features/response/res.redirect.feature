@res
Feature: res.redirect
  `res.redirect([status,] path)` redirects. status is a positive integer HTTP
  code, default 302. path may be a full URL, host-root relative ('/x'),
  current-URL relative ('x', '../x'), or '..'; it goes to Location as
  `res.location` writes it. The body is a short note in HTML or text as the
  Accept header asks; HEAD gets none. 4.x: 'back' redirects to the Referer or '/'.

  @spec:res-operations/res.redirect @4.x @5.x
  Scenario Outline: res.redirect('<path>') answers 302 with Location "<wire>"
    Given the app:
      """js
      app.get('/blog/admin/post', (req, res) => res.redirect('<path>'))
      """
    When I send "GET /blog/admin/post"
    Then the status is 302
    And the header "Location" is "<wire>"

    Examples:
      | path                         | wire                         |
      | http://google.com            | http://google.com            |
      | https://example.com/a?b=c    | https://example.com/a?b=c    |
      | /admin                       | /admin                       |
      | post/new                     | post/new                     |
      | ../login                     | ../login                     |
      | ..                           | ..                           |

    @since:4.14.0
    Examples:
      | path                         | wire                         |
      | /a b                         | /a%20b                       |
      | /ü?q=ä                       | /%C3%BC?q=%C3%A4             |

  @spec:res-operations/res.redirect @4.x @5.x
  Scenario Outline: res.redirect(<status>, '/next') answers <status>
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
      | 302    |
      | 303    |
      | 307    |
      | 308    |

  @spec:res-operations/res.redirect @4.x @5.x
  Scenario: res.redirect without Accept sends a plain-text note
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/next'))
      """
    When I send "GET /"
    Then the body is "Found. Redirecting to /next"
    And the header "Content-Type" is "text/plain; charset=utf-8"
    And the header "Content-Length" is "27"
    And the header "Vary" is "Accept"

  @spec:res-operations/res.redirect @4.x @5.x
  Scenario: res.redirect with Accept text/plain names the status text of the given status
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect(301, '../x'))
      """
    When I send "GET /" with the header "Accept: text/plain"
    Then the status is 301
    And the body is "Moved Permanently. Redirecting to ../x"
    And the header "Content-Type" is "text/plain; charset=utf-8"

  @spec:res-operations/res.redirect @4.x @since:4.14.0
  Scenario: 4.x res.redirect with Accept text/html sends an HTML paragraph with the escaped URL
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/search?a=1&b=<2>'))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then the header "Content-Type" is "text/html; charset=utf-8"
    And the header "Location" is "/search?a=1&b=%3C2%3E"
    And the body is "<p>Found. Redirecting to /search?a=1&amp;b=%3C2%3E</p>"

  @spec:res-operations/res.redirect @5.x @since:5.3.0
  Scenario: 5.x res.redirect with Accept text/html sends an HTML page with the escaped URL
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/search?a=1&b=<2>'))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then the header "Content-Type" is "text/html; charset=utf-8"
    And the header "Location" is "/search?a=1&b=%3C2%3E"
    And the body is "<!DOCTYPE html><head><title>Found</title></head><body><p>Found. Redirecting to /search?a=1&amp;b=%3C2%3E</p></body>"

  @spec:res-operations/res.redirect @4.x @5.x
  Scenario: res.redirect with an Accept header that matches neither html nor text sends an empty body
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/next'))
      """
    When I send "GET /" with the header "Accept: application/json"
    Then the status is 302
    And the body is empty
    And the header "Content-Length" is "0"
    And the header "Location" is "/next"

  @spec:res-operations/res.redirect @4.x @5.x
  Scenario: res.redirect on HEAD sends the headers without a body
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/next'))
      """
    When I send "HEAD /"
    Then the status is 302
    And the header "Location" is "/next"
    And the body is empty

  @spec:res-operations/res.redirect @4.x
  Scenario: 4.x res.redirect('back') goes to the Referer
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('back'))
      """
    When I send "GET /" with the header "Referer: http://example.com/previous"
    Then the status is 302
    And the header "Location" is "http://example.com/previous"

  @spec:res-operations/res.redirect @4.x
  Scenario: 4.x res.redirect('back') without a Referer goes to '/'
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('back'))
      """
    When I send "GET /"
    Then the header "Location" is "/"

  @spec:res-operations/res.redirect @5.x
  Scenario: 5.x res.redirect('back') is an ordinary relative URL
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('back'))
      """
    When I send "GET /" with the header "Referer: http://example.com/previous"
    Then the header "Location" is "back"

  @spec:res-operations/res.redirect @4.x
  Scenario: 4.x res.redirect(url, status) also accepts the status second
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('/next', 301))
      """
    When I send "GET /"
    Then the status is 301
    And the header "Location" is "/next"

  @spec:res-operations/res.redirect @4.x @5.x
  Scenario: res.redirect in a mounted app does not prefix the mount path
    Given the app:
      """js
      const blog = fw()
      blog.get('/old', (req, res) => res.redirect('/new'))
      app.use('/blog', blog)
      """
    When I send "GET /blog/old"
    Then the header "Location" is "/new"
