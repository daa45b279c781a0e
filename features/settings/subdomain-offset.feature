@settings
Feature: the subdomain offset setting
  `subdomain offset` (Number, default 2) is the number of dot-separated parts
  of the host removed to reach the subdomain; `req.subdomains` lists the
  subdomains, most-significant last.

  @spec:settings/subdomain-offset @spec:limits/subdomain-offset @4.x @5.x
  Scenario: the default subdomain offset is 2
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ offset: app.get('subdomain offset'), subdomains: req.subdomains }))
      """
    When I send "GET /" with the header "Host: tobi.ferrets.example.com"
    Then the JSON body is '{"offset":2,"subdomains":["ferrets","tobi"]}'

  @spec:settings/subdomain-offset @spec:req-properties/req.subdomains @spec:limits/subdomain-offset @4.x @5.x
  Scenario Outline: subdomain offset <offset> on host <host> gives <subdomains>
    Given the app:
      """js
      app.set('subdomain offset', <offset>)
      app.get('/', (req, res) => res.json(req.subdomains))
      """
    When I send "GET /" with the header "Host: <host>"
    Then the JSON body is '<subdomains>'

    Examples:
      | offset | host                       | subdomains                              |
      | 0      | tobi.ferrets.example.com   | ["com","example","ferrets","tobi"]      |
      | 1      | tobi.ferrets.example.com   | ["example","ferrets","tobi"]            |
      | 2      | tobi.ferrets.example.com   | ["ferrets","tobi"]                      |
      | 3      | tobi.ferrets.example.com   | ["tobi"]                                |
      | 4      | tobi.ferrets.example.com   | []                                      |
      | 5      | tobi.ferrets.example.com   | []                                      |
      | 1      | a.b.localhost:3000         | ["b","a"]                               |
      | 2      | a.b.localhost:3000         | ["a"]                                   |
      | 2      | example.com                | []                                      |

  @spec:settings/subdomain-offset @spec:req-properties/req.subdomains @4.x @5.x @since:4.9.0
  Scenario: an IP address host has no subdomains whatever the offset
    Given the app:
      """js
      app.set('subdomain offset', 1)
      app.get('/', (req, res) => res.json(req.subdomains))
      """
    When I send "GET /" with the header "Host: 127.0.0.1"
    Then the JSON body is '[]'
