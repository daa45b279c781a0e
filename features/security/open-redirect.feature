@security
Feature: res.location, res.redirect and fw.static's redirects lead nowhere the URL does not name
  `res.location(path)` and `res.redirect(path)` encode the URL "if needed" and pass it on.
  Encoding must not change where a browser goes: the Location, resolved the way a browser
  resolves it (WHATWG `new URL(location, request URL)`), leads to the host the input
  names, or stays on the app's own host; never to a third host (open redirect,
  CVE-2024-29041). The input arrives percent-encoded in the query, as an attacker sends it.
  What proves a framework vulnerable is a Location a browser follows off the site (the
  first Then of each scenario); the status and the Location's presence are conformance.
  fw.static's redirect of a directory to its path with a '/' added stays on the app's host,
  whatever the path starts with (CVE-2015-1164).

  @spec:res-operations/res.location @advisory:CVE-2024-29041 @4.x @5.x
  Scenario Outline: res.location('<input>') leads a browser to no other host
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/go', (req, res) => res.location(req.query.to).end())
      """
    When I send "GET /go?to=<encoded>"
    Then a browser following the Location goes to no host but the one "<input>" names
    And the status is 200
    And the header "Location" is present

    Examples:
      | input                             | encoded                                        |
      | http://google.com\@apple.com      | http%3A%2F%2Fgoogle.com%5C%40apple.com         |
      | HTTPS://google.com\@apple.com     | HTTPS%3A%2F%2Fgoogle.com%5C%40apple.com        |
      | //google.com\@apple.com           | %2F%2Fgoogle.com%5C%40apple.com                |
      | /\google.com\@apple.com           | %2F%5Cgoogle.com%5C%40apple.com                |
      | http://google.com%5C@apple.com    | http%3A%2F%2Fgoogle.com%255C%40apple.com       |
      | http://google.com:80\@apple.com   | http%3A%2F%2Fgoogle.com%3A80%5C%40apple.com    |

  @spec:res-operations/res.redirect @advisory:CVE-2024-29041 @4.x @5.x
  Scenario Outline: res.redirect('<input>') leads a browser to no other host
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/go', (req, res) => res.redirect(req.query.to))
      """
    When I send "GET /go?to=<encoded>"
    Then a browser following the Location goes to no host but the one "<input>" names
    And the status is 302
    And the header "Location" is present

    Examples:
      | input                             | encoded                                        |
      | http://google.com\@apple.com      | http%3A%2F%2Fgoogle.com%5C%40apple.com         |
      | //google.com\@apple.com           | %2F%2Fgoogle.com%5C%40apple.com                |
      | /\google.com\@apple.com           | %2F%5Cgoogle.com%5C%40apple.com                |

  @spec:res-operations/res.location @spec:res-operations/res.redirect @advisory:CVE-2024-29041 @property @4.x @5.x @slow
  Scenario: res.redirect of any URL built from schemes, hosts and separators leads a browser to no other host
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/go', (req, res) => res.redirect(req.query.to))
      """
    Then the property "security-redirect-host" holds

  # serve-static before 1.7.2 (express before 4.10.7 and 3.19.0) redirected a directory to
  # its path plus '/', as the request wrote it: GET //evil.example/%2e%2e (the root, once
  # '..' is resolved) went to //evil.example/%2e%2e/, a protocol-relative URL (CVE-2015-1164:
  # express 4.6.1 answers so). Later releases keep one leading slash. Paths a browser can
  # send: it turns a backslash into a slash itself.
  # The redirect is 303 in 3.x (connect 2's static, serve-static 1.10), 301 in 4.x and 5.x.
  @spec:top-level/fw.static @spec:static-options/redirect @advisory:CVE-2015-1164 @3.x @4.x @5.x
  Scenario Outline: fw.static mounted at the root redirects the directory <path> on the app's own host
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then a browser following the Location stays on the app's own host
    And the status is 301 or 303
    And the header "Location" is present

    Examples:
      | path                       |
      | //evil.example/%2e%2e      |
      | ///evil.example/%2e%2e     |
      | //evil.example/%2E%2E/sub  |
