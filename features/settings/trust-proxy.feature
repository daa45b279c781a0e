@settings
Feature: the trust proxy setting
  `trust proxy` marks the app as behind a front-facing proxy. When not false,
  `req.protocol` uses the `X-Forwarded-Proto` header and the client IP is
  derived from the proxy chain (`req.ips`). Accepted values: not shown; real
  Express accepts a Boolean, a hop count, an address or subnet (named ranges
  such as 'loopback' included), a comma list or array of these, and a function
  (addr, i) deciding trust. The test client connects from 127.0.0.1.

  @spec:settings/trust-proxy @4.x @5.x
  Scenario: by default the proxy headers are ignored
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ setting: app.get('trust proxy'), protocol: req.protocol, ip: req.ip, ips: req.ips }))
      """
    When I send "GET /" with the headers:
      | X-Forwarded-For   | 10.0.0.1, 10.0.0.2 |
      | X-Forwarded-Proto | https              |
    Then the JSON body is '{"setting":false,"protocol":"http","ip":"127.0.0.1","ips":[]}'

  @spec:settings/trust-proxy @spec:req-properties/req.protocol @spec:req-properties/req.secure @4.x @5.x
  Scenario Outline: trust proxy <value>: the proxy chain and X-Forwarded-Proto are <use>
    Given the app:
      """js
      app.set('trust proxy', <value>)
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure, ip: req.ip, ips: req.ips }))
      """
    When I send "GET /" with the headers:
      | X-Forwarded-For   | 10.0.0.1, 10.0.0.2 |
      | X-Forwarded-Proto | https              |
    Then the JSON body is:
      """json
      {"protocol":"<protocol>","secure":<secure>,"ip":"<ip>","ips":<ips>}
      """

    Examples:
      | value                        | use                          | protocol | secure | ip        | ips                      |
      | false                        | ignored                      | http     | false  | 127.0.0.1 | []                       |
      | true                         | trusted all the way          | https    | true   | 10.0.0.1  | ["10.0.0.1","10.0.0.2"]  |

    @since:4.3.0
    Examples:
      | value                        | use                          | protocol | secure | ip        | ips                      |
      | 1                            | trusted for one hop          | https    | true   | 10.0.0.2  | ["10.0.0.2"]             |
      | 2                            | trusted for two hops         | https    | true   | 10.0.0.1  | ["10.0.0.1","10.0.0.2"]  |
      | 3                            | trusted beyond the chain     | https    | true   | 10.0.0.1  | ["10.0.0.1","10.0.0.2"]  |
      | 'loopback'                   | trusted from loopback        | https    | true   | 10.0.0.2  | ["10.0.0.2"]             |
      | '127.0.0.1'                  | trusted from one address     | https    | true   | 10.0.0.2  | ["10.0.0.2"]             |
      | '127.0.0.1, 10.0.0.2'        | trusted from a comma list    | https    | true   | 10.0.0.1  | ["10.0.0.1","10.0.0.2"]  |
      | ['loopback', '10.0.0.2']     | trusted from an array        | https    | true   | 10.0.0.1  | ["10.0.0.1","10.0.0.2"]  |
      | '10.0.0.0/8, loopback'       | trusted from a subnet        | https    | true   | 10.0.0.1  | ["10.0.0.1","10.0.0.2"]  |
      | (addr, i) => i < 2           | trusted by a function        | https    | true   | 10.0.0.1  | ["10.0.0.1","10.0.0.2"]  |
      | (addr) => addr === '127.0.0.1' | trusted by a function only from loopback | https | true | 10.0.0.2 | ["10.0.0.2"]  |
      | 'uniquelocal'                | not trusted from a range the client is not in | http | false | 127.0.0.1 | []        |
      | (addr) => false              | not trusted by a function    | http     | false  | 127.0.0.1 | []                       |

  @spec:settings/trust-proxy @4.x @5.x @since:4.3.0
  Scenario Outline: trust proxy <value> judges a hop written as an IPv4-mapped IPv6 address by its IPv4 address
    Given the app:
      """js
      app.set('trust proxy', <value>)
      app.get('/', (req, res) => res.json({ ip: req.ip, ips: req.ips }))
      """
    When I send "GET /" with the headers:
      | X-Forwarded-For | 10.0.0.1, ::ffff:10.0.0.2 |
    Then the JSON body is '<body>'

    Examples:
      | value                     | body                                                   |
      | '127.0.0.0/8, 10.0.0.0/8' | {"ip":"10.0.0.1","ips":["10.0.0.1","::ffff:10.0.0.2"]} |
      | '0.0.0.0/1'               | {"ip":"10.0.0.1","ips":["10.0.0.1","::ffff:10.0.0.2"]} |
      | '127.0.0.0/8, 10.1.0.0/16' | {"ip":"::ffff:10.0.0.2","ips":["::ffff:10.0.0.2"]}     |

  @spec:settings/trust-proxy @spec:req-properties/req.protocol @4.x @5.x
  Scenario: with trust proxy enabled and no X-Forwarded-Proto the protocol is the connection's
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ protocol: req.protocol, ip: req.ip, ips: req.ips }))
      """
    When I send "GET /"
    Then the JSON body is '{"protocol":"http","ip":"127.0.0.1","ips":[]}'

  @spec:settings/trust-proxy @spec:req-properties/req.protocol @4.x @5.x
  Scenario: with trust proxy enabled the first value of a listed X-Forwarded-Proto is used
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ protocol: req.protocol }))
      """
    When I send "GET /" with the header "X-Forwarded-Proto: https, http"
    Then the JSON body is '{"protocol":"https"}'

  @spec:settings/trust-proxy @spec:req-properties/req.protocol @4.x @5.x
  Scenario: with trust proxy enabled the protocol of a TLS connection stays https without proxy headers
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    And the app is served over TLS
    When I send "GET /"
    Then the JSON body is '{"protocol":"https","secure":true}'

  @spec:settings/trust-proxy @4.x @5.x @since:4.5.0
  Scenario: with trust proxy enabled the host name comes from X-Forwarded-Host
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ hostname: req.hostname }))
      """
    When I send "GET /" with the headers:
      | Host             | internal.local |
      | X-Forwarded-Host | example.com    |
    Then the JSON body is '{"hostname":"example.com"}'

  @spec:settings/trust-proxy @4.x @5.x @since:4.5.0
  Scenario: without trust proxy X-Forwarded-Host is ignored
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ hostname: req.hostname }))
      """
    When I send "GET /" with the headers:
      | Host             | internal.local |
      | X-Forwarded-Host | example.com    |
    Then the JSON body is '{"hostname":"internal.local"}'

  @spec:settings/trust-proxy @4.x @5.x
  Scenario: app.set('trust proxy') after requests takes effect for the next request
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol }))
      app.get('/trust', (req, res) => { app.enable('trust proxy'); res.end() })
      """
    When I send "GET /trust"
    And I send "GET /" with the header "X-Forwarded-Proto: https"
    Then the JSON body is '{"protocol":"https"}'
