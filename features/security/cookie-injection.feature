@security
Feature: res.cookie refuses what would inject cookie attributes
  A cookie name, value, path or domain holding `;`, CR, LF or another control character
  would end the cookie early and add attributes the app did not set (`Domain=`, `Path=`,
  `HttpOnly` dropped...). `res.cookie` refuses such an argument (it throws), and no
  `Set-Cookie` reaches the wire with an attribute the request chose (CVE-2024-47764, cookie).
  The app takes the attacker's text from the query and answers 400 when res.cookie throws.
  What proves a framework vulnerable is an attribute or a header the request wrote in the
  response (the first Then); that res.cookie refuses (400) is conformance.

  @spec:res-operations/res.cookie @spec:cookie-options/path @spec:cookie-options/domain @advisory:CVE-2024-47764 @4.x @5.x
  Scenario Outline: res.cookie with the <field> "<text>" is refused and sets no cookie
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/', (req, res) => {
        const t = req.query.t
        const args = { name: [t, 'v'], path: ['c', 'v', { path: t }], domain: ['c', 'v', { domain: t }] }['<field>']
        try {
          res.cookie(...args)
        } catch (err) {
          return res.status(400).send('refused')
        }
        res.send('set')
      })
      """
    When I send "GET /?t=<encoded>"
    Then no header, body or cookie attribute the request wrote reaches the response
    And the status is 400
    And the header "Set-Cookie" is absent

    Examples:
      | field  | text                         | encoded                                  |
      | name   | a=b; Domain=evil.example     | a%3Db%3B%20Domain%3Devil.example         |
      | name   | a;HttpOnly                   | a%3BHttpOnly                             |
      | name   | a\r\nX-Injected: 1           | a%0D%0AX-Injected%3A%201                 |
      | path   | /; Domain=evil.example       | %2F%3B%20Domain%3Devil.example           |
      | path   | /\x00                        | %2F%00                                   |
      | domain | example.com; Path=/admin     | example.com%3B%20Path%3D%2Fadmin         |
      | domain | example.com\r\nX-Injected: 1 | example.com%0D%0AX-Injected%3A%201       |

  @spec:res-operations/res.cookie @advisory:CVE-2024-47764 @4.x @5.x
  Scenario: res.cookie encodes a value holding ';' so that it adds no attribute
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/', (req, res) => res.cookie('c', req.query.t).send('set'))
      """
    When I send "GET /?t=v%3B%20Domain%3Devil.example"
    Then no header, body or cookie attribute the request wrote reaches the response
    And the header "Set-Cookie" is "c=v%3B%20Domain%3Devil.example; Path=/"
