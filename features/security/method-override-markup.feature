@security
Feature: methodOverride takes only a method name, never markup
  Express 3's `methodOverride()` replaces `req.method` with `_method` of the body or the
  X-HTTP-Method-Override header only when it names an HTTP method. connect before 2.8.1
  took any string, and its 404 "Cannot <method> <url>" echoed it unescaped: markup sent as
  the method came back in the body (reflected XSS, CVE-2013-7370; connect 2.8.1 still
  took it from the header, CVE-2013-7371). connect sent that 404 as text/plain without
  `X-Content-Type-Options: nosniff`, which Internet Explorer sniffed as HTML.

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @advisory:CVE-2013-7370 @3.x
  Scenario: methodOverride does not echo markup sent as _method in the body
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.use(fw.methodOverride())
      app.put('/user', (req, res) => res.send('put'))
      """
    When I send the request:
      """
      POST /user
      Content-Type: application/x-www-form-urlencoded

      _method=<script>alert(1)</script>
      """
    Then a browser renders no markup taken from "<script>alert(1)</script>"
    And the body does not contain "<SCRIPT>"

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @advisory:CVE-2013-7370 @advisory:CVE-2013-7371 @3.x
  Scenario: methodOverride does not echo markup sent in X-HTTP-Method-Override
    Given the app:
      """js
      app.use(fw.methodOverride())
      app.put('/user', (req, res) => res.send('put'))
      """
    When I send "POST /user" with the header "X-HTTP-Method-Override: <script>alert(1)</script>"
    Then a browser renders no markup taken from "<script>alert(1)</script>"
    And the body does not contain "<SCRIPT>"
