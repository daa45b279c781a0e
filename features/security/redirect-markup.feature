@security
Feature: Redirect bodies carry no markup taken from the URL
  `res.redirect` answers with a short body naming the new URL: plain text, or HTML when the
  client prefers it. Nothing the URL holds becomes markup in that body: no link whose target
  is the URL (a `javascript:` URL in an `href` runs when clicked), no quote or `<` that
  closes an attribute or opens a tag (CVE-2024-43796). The directory redirect of `fw.static`
  (to the path with a trailing '/') likewise (CVE-2024-43799 send, CVE-2024-43800 serve-static).
  What proves a framework vulnerable is markup from the URL in a body a browser renders as
  HTML (the first Then); a framework that answers otherwise, with nothing of the URL as
  markup, is safe even where it fails the status the spec requires.

  @spec:res-operations/res.redirect @advisory:CVE-2024-43796 @4.x @5.x
  Scenario Outline: res.redirect('<url>') with Accept "<accept>" puts no markup from the URL in the body
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect(<literal>))
      """
    When I send "GET /" with the header "Accept: <accept>"
    Then a browser renders no markup taken from "<url>"
    And the status is 302
    And the header "Location" is present

    Examples:
      | url                                  | literal                                   | accept                |
      | javascript:alert(document.domain)    | 'javascript:alert(document.domain)'       | text/html             |
      | javascript:alert(document.domain)    | 'javascript:alert(document.domain)'       | */*                   |
      | javascript:alert(document.domain)    | 'javascript:alert(document.domain)'       | text/plain            |
      | javascript:alert(document.domain)    | 'javascript:alert(document.domain)'       | application/json      |
      | /x\"><script>alert(1)</script>       | '/x"><script>alert(1)</script>'           | text/html             |
      | /x'onerror='alert(1)                 | "/x'onerror='alert(1)"                    | text/html             |
      | /x'onerror='alert(1)                 | "/x'onerror='alert(1)"                    | */*                   |

  @spec:res-operations/res.redirect @advisory:CVE-2024-43796 @4.x @5.x
  Scenario: res.redirect to a javascript: URL sends no HTML that a browser would turn into a link
    Given the app:
      """js
      app.get('/', (req, res) => res.redirect('javascript:alert(1)'))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then a browser renders no markup taken from "javascript:alert(1)"
    And the status is 302
    And the header "Content-Type" matches "^text/html"
    And the body does not contain "<a "

  @spec:top-level/fw.static @spec:static-options/redirect @advisory:CVE-2024-43799 @advisory:CVE-2024-43800 @4.x @5.x
  Scenario Outline: fw.static's redirect of the directory <path> puts no link from the path in the body
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      """
    When I send "GET <path>"
    Then a browser renders no markup taken from the request's path
    And the status is 301
    And the header "Location" is present
    And the body does not contain "href"
    And the body does not contain "<a "

    Examples:
      | path                             |
      | /sub                             |
      | /sub?x=%22%3E%3Cscript%3E         |
      | //sub                            |
