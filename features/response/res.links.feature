@res
Feature: res.links
  `res.links(links)` takes an object of rel name to URL and fills the Link
  header as a comma list of '<url>; rel=name' items.

  @spec:res-operations/res.links @4.x @5.x
  Scenario: res.links joins the items in object order
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.links({ next: 'http://api.example.com/users?page=2', last: 'http://api.example.com/users?page=5' })
        res.end()
      })
      """
    When I send "GET /"
    Then the header "Link" is "<http://api.example.com/users?page=2>; rel=\"next\", <http://api.example.com/users?page=5>; rel=\"last\""

  @spec:res-operations/res.links @4.x @5.x
  Scenario: res.links with one rel
    Given the app:
      """js
      app.get('/', (req, res) => res.links({ prev: '/p/1' }).end())
      """
    When I send "GET /"
    Then the header "Link" is "</p/1>; rel=\"prev\""

  # RFC 8288 §3: a rel of several relation types is a quoted, space-separated list; unquoted
  # it is not a Link value at all (a rel of one token may go either way: equal in HTTP).
  @spec:res-operations/res.links @4.x @5.x
  Scenario: res.links with a rel of two relation types sends them as one quoted rel
    Given the app:
      """js
      app.get('/', (req, res) => res.links({ 'next last': '/p/2' }).end())
      """
    When I send "GET /"
    Then the header "Link" is "</p/2>; rel=\"next last\""

  @spec:res-operations/res.links @4.x @5.x
  Scenario: a second res.links call extends the Link header
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.links({ next: '/p/3' })
        res.links({ prev: '/p/1' })
        res.end()
      })
      """
    When I send "GET /"
    Then the header "Link" is "</p/3>; rel=\"next\", </p/1>; rel=\"prev\""

  @spec:res-operations/res.links @5.x @since:5.1.0
  Scenario: res.links with an array of URLs writes one item per URL
    Given the app:
      """js
      app.get('/', (req, res) => res.links({ pages: ['/p/1', '/p/2'] }).end())
      """
    When I send "GET /"
    Then the header "Link" is "</p/1>; rel=\"pages\", </p/2>; rel=\"pages\""
