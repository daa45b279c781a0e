@req
Feature: req.ip and req.ips (3.x)
  3.x `req.ip` is the remote address, or with `trust proxy` the client address
  from `X-Forwarded-For`. `req.ips` is the array of addresses from
  `X-Forwarded-For` when trust proxy is true, else empty; the last entry is the
  furthest downstream.

  @spec:req-3x/ip @3.x
  Scenario: req.ip is the remote address of the connection
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ ip: req.ip }))
      """
    When I send "GET /"
    Then the JSON body is '{"ip":"127.0.0.1"}'

  @spec:req-3x/ip @3.x
  Scenario: without trust proxy req.ip ignores X-Forwarded-For
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ ip: req.ip }))
      """
    When I send "GET /" with the header "X-Forwarded-For: 203.0.113.7"
    Then the JSON body is '{"ip":"127.0.0.1"}'

  @spec:req-3x/ip @3.x
  Scenario: with trust proxy req.ip is the client, the leftmost X-Forwarded-For entry
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ ip: req.ip }))
      """
    When I send "GET /" with the header "X-Forwarded-For: 203.0.113.7, 10.0.0.1, 10.0.0.2"
    Then the JSON body is '{"ip":"203.0.113.7"}'

  @spec:req-3x/ips @3.x
  Scenario Outline: with trust proxy, X-Forwarded-For "<xff>" gives req.ips <ips>
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json(req.ips))
      """
    When I send "GET /" with the header "X-Forwarded-For: <xff>"
    Then the JSON body is '<ips>'

    Examples:
      | xff                              | ips                                     |
      | client, proxy1, proxy2           | ["client","proxy1","proxy2"]            |
      | 203.0.113.7                      | ["203.0.113.7"]                         |
      | 203.0.113.7,10.0.0.1             | ["203.0.113.7","10.0.0.1"]              |

  @spec:req-3x/ips @3.x
  Scenario: without trust proxy req.ips is empty
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.ips))
      """
    When I send "GET /" with the header "X-Forwarded-For: client, proxy1"
    Then the JSON body is '[]'

  @spec:req-3x/ips @3.x
  Scenario: with trust proxy and no X-Forwarded-For req.ips is empty
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json(req.ips))
      """
    When I send "GET /"
    Then the JSON body is '[]'
