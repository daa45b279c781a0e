@req
Feature: req.protocol, req.secure and the proxy-derived request properties
  `req.protocol` is 'http', or 'https' for TLS. With `trust proxy` not false,
  the `X-Forwarded-Proto` header is used if present. `req.secure` is true if a
  TLS connection is established and equals `req.protocol === 'https'`. With
  `trust proxy`, the client IP is derived from the proxy chain (`req.ips`).
  req.ip, req.ips and req.hostname are otherwise not shown; real Express
  decides.

  @spec:req-properties/req.protocol @spec:req-properties/req.secure @4.x @5.x
  Scenario: over plain HTTP req.protocol is 'http' and req.secure is false
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    When I send "GET /"
    Then the JSON body is '{"protocol":"http","secure":false}'

  @spec:req-properties/req.protocol @spec:req-properties/req.secure @4.x @5.x
  Scenario: over TLS req.protocol is 'https' and req.secure is true
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    And the app is served over TLS
    When I send "GET /"
    Then the JSON body is '{"protocol":"https","secure":true}'

  @spec:req-properties/req.protocol @spec:req-properties/req.secure @4.x @5.x
  Scenario Outline: with trust proxy <trust>, X-Forwarded-Proto "<header>" gives req.protocol <protocol>
    Given the app:
      """js
      app.set('trust proxy', <trust>)
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    When I send "GET /" with the header "X-Forwarded-Proto: <header>"
    Then the JSON body is '{"protocol":"<protocol>","secure":<secure>}'

    Examples:
      | trust         | header      | protocol | secure |
      | false         | https       | http     | false  |
      | true          | https       | https    | true   |
      | true          | http        | http     | false  |
      | true          | https, http | https    | true   |
      | true          | HTTPS       | HTTPS    | false  |
      | 'loopback'    | https       | https    | true   |
      | '127.0.0.1'   | https       | https    | true   |
      | '10.0.0.1'    | https       | http     | false  |
      | 1             | https       | https    | true   |
      | (ip) => true  | https       | https    | true   |
      | (ip) => false | https       | http     | false  |

  @spec:req-properties/req.protocol @4.x @5.x
  Scenario: by default X-Forwarded-Proto is ignored
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    When I send "GET /" with the header "X-Forwarded-Proto: https"
    Then the JSON body is '{"protocol":"http","secure":false}'

  @spec:req-properties/req.protocol @4.x @5.x
  Scenario: with trust proxy and no X-Forwarded-Proto the connection decides
    Given the app:
      """js
      app.set('trust proxy', true)
      app.get('/', (req, res) => res.json({ protocol: req.protocol }))
      """
    And the app is served over TLS
    When I send "GET /"
    Then the JSON body is '{"protocol":"https"}'

  @spec:req-properties/req.protocol @spec:subapp-inheritance/trust-proxy-inherited @4.x @5.x
  Scenario: a sub-app inherits trust proxy for req.protocol
    Given the app:
      """js
      const sub = fw()
      sub.get('/', (req, res) => res.json({ protocol: req.protocol }))
      app.set('trust proxy', true)
      app.use('/sub', sub)
      """
    When I send "GET /sub" with the header "X-Forwarded-Proto: https"
    Then the JSON body is '{"protocol":"https"}'

  @spec:req-properties/req.protocol @spec:settings/trust-proxy @4.x @5.x
  Scenario Outline: with trust proxy <trust> and X-Forwarded-For "<xff>", req.ip is <ip> and req.ips is <ips>
    Given the app:
      """js
      app.set('trust proxy', <trust>)
      app.get('/', (req, res) => res.json({ ip: req.ip, ips: req.ips }))
      """
    When I send "GET /" with the header "X-Forwarded-For: <xff>"
    Then the JSON body is '{"ip":"<ip>","ips":<ips>}'

    Examples:
      | trust       | xff                          | ip          | ips                                    |
      | false       | 203.0.113.9                  | 127.0.0.1   | []                                     |
      | true        | 203.0.113.9                  | 203.0.113.9 | ["203.0.113.9"]                        |
      | true        | 203.0.113.9, 198.51.100.7    | 203.0.113.9 | ["203.0.113.9","198.51.100.7"]         |
      | 1           | 203.0.113.9, 198.51.100.7    | 198.51.100.7 | ["198.51.100.7"]                      |
      | 2           | 203.0.113.9, 198.51.100.7    | 203.0.113.9 | ["203.0.113.9","198.51.100.7"]         |
      | 'loopback'  | 203.0.113.9, 198.51.100.7    | 198.51.100.7 | ["198.51.100.7"]                      |
      | 'loopback, 198.51.100.7' | 203.0.113.9, 198.51.100.7 | 203.0.113.9 | ["203.0.113.9","198.51.100.7"] |
      | '10.0.0.0/8' | 203.0.113.9                 | 127.0.0.1   | []                                     |

  @spec:req-properties/req.protocol @spec:settings/trust-proxy @4.x @5.x
  Scenario: without X-Forwarded-For req.ip is the socket address and req.ips is empty
    Given the app:
      """js
      app.set('trust proxy', true)
      app.get('/', (req, res) => res.json({ ip: req.ip, ips: req.ips }))
      """
    When I send "GET /"
    Then the JSON body is '{"ip":"127.0.0.1","ips":[]}'

  @spec:req-properties/req.protocol @spec:objects/request @4.x @5.x @since:4.5.0
  Scenario Outline: with Host "<host>" req.hostname is <hostname>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ hostname: req.hostname }))
      """
    When I send "GET /" with the header "Host: <host>"
    Then the JSON body is '{"hostname":"<hostname>"}'

    Examples:
      | host                | hostname        |
      | example.com         | example.com     |
      | example.com:3000    | example.com     |
      | tobi.ferrets.com:80 | tobi.ferrets.com |
      | [::1]:3000          | [::1]           |
      | [::1]               | [::1]           |
      | 127.0.0.1:8080      | 127.0.0.1       |

  @spec:req-properties/req.protocol @spec:settings/trust-proxy @4.x @5.x @since:4.5.0
  Scenario Outline: with trust proxy <trust>, X-Forwarded-Host "<xfh>" gives req.hostname <hostname>
    Given the app:
      """js
      app.set('trust proxy', <trust>)
      app.get('/', (req, res) => res.json({ hostname: req.hostname }))
      """
    When I send "GET /" with the headers:
      | Host             | internal.local:3000 |
      | X-Forwarded-Host | <xfh>               |
    Then the JSON body is '{"hostname":"<hostname>"}'

    Examples:
      | trust | xfh                       | hostname        |
      | false | public.example            | internal.local  |
      | true  | public.example            | public.example  |
      | true  | public.example:8443       | public.example  |

    @since:4.17.0
    Examples:
      | trust | xfh                       | hostname        |
      | true  | first.example, second.example | first.example |
