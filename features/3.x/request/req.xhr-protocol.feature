@req
Feature: req.xhr, req.protocol, req.secure, req.subdomains, req.res (3.x)
  3.x `req.xhr` is true when X-Requested-With is 'XMLHttpRequest';
  `req.protocol` is 'http', or 'https' over TLS, or with trust proxy the
  X-Forwarded-Proto value; `req.secure` is `req.protocol == 'https'`;
  `req.subdomains` lists the subdomains of the host, most significant last,
  after dropping `subdomain offset` parts; `req.res` is the response.

  @spec:req-3x/xhr @3.x
  Scenario Outline: X-Requested-With "<value>" makes req.xhr <xhr>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ xhr: req.xhr }))
      """
    When I send "GET /" with the header "X-Requested-With: <value>"
    Then the JSON body is '{"xhr":<xhr>}'

    Examples:
      | value          | xhr   |
      | XMLHttpRequest | true  |
      | xmlhttprequest | true  |
      | fetch          | false |

  @spec:req-3x/xhr @3.x
  Scenario: without X-Requested-With req.xhr is false
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ xhr: req.xhr }))
      """
    When I send "GET /"
    Then the JSON body is '{"xhr":false}'

  @spec:req-3x/protocol @spec:req-3x/secure @3.x
  Scenario: over plain HTTP req.protocol is 'http' and req.secure is false
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    When I send "GET /"
    Then the JSON body is '{"protocol":"http","secure":false}'

  @spec:req-3x/protocol @spec:req-3x/secure @3.x
  Scenario: over TLS req.protocol is 'https' and req.secure is true
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    And the app is served over TLS
    When I send "GET /"
    Then the JSON body is '{"protocol":"https","secure":true}'

  @spec:req-3x/protocol @spec:req-3x/secure @3.x
  Scenario Outline: with trust proxy, X-Forwarded-Proto "<proto>" gives req.protocol <protocol>
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    When I send "GET /" with the header "X-Forwarded-Proto: <proto>"
    Then the JSON body is '{"protocol":"<protocol>","secure":<secure>}'

    Examples:
      | proto       | protocol | secure |
      | https       | https    | true   |
      | http        | http     | false  |
      | https, http | https    | true   |

  @spec:req-3x/protocol @3.x
  Scenario: without trust proxy X-Forwarded-Proto is ignored
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    When I send "GET /" with the header "X-Forwarded-Proto: https"
    Then the JSON body is '{"protocol":"http","secure":false}'

  @spec:req-3x/subdomains @3.x
  Scenario Outline: Host "<host>" gives req.subdomains <subdomains>
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.subdomains))
      """
    When I send "GET /" with the header "Host: <host>"
    Then the JSON body is '<subdomains>'

    Examples:
      | host                          | subdomains          |
      | tobi.ferrets.example.com      | ["ferrets","tobi"]  |
      | www.example.com:3000          | ["www"]             |
      | example.com                   | []                  |
      | localhost                     | []                  |
      | 127.0.0.1                     | []                  |

  @spec:req-3x/subdomains @3.x
  Scenario: subdomain offset 3 drops one more part
    Given the app:
      """js
      app.set('subdomain offset', 3)
      app.get('/', (req, res) => res.json(req.subdomains))
      """
    When I send "GET /" with the header "Host: tobi.ferrets.example.co.uk"
    Then the JSON body is '["ferrets","tobi"]'

  @spec:req-3x/res @3.x
  Scenario: req.res is the response and res.req the request
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ res: req.res === res, req: res.req === req }))
      """
    When I send "GET /"
    Then the JSON body is '{"res":true,"req":true}'

  @spec:req-3x/res @3.x
  Scenario: req.res can answer from a helper that only gets the request
    Given the app:
      """js
      const reply = (req) => req.res.send('answered through req.res')
      app.get('/', (req) => reply(req))
      """
    When I send "GET /"
    Then the body is "answered through req.res"
