@middleware
Feature: csrf (3.x)
  `csrf` protects state-changing requests with a token named '_csrf', checked
  against `req.csrfToken()`. The value is read from `req.body`, `req.query`,
  and the `X-CSRF-Token` header. It needs session support; a request without
  a valid token is refused with 403. GET, HEAD and OPTIONS are not checked.

  Background:
    Given the app:
      """js
      app.use(fw.cookieParser())
      app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat' }))
      app.use(fw.bodyParser())
      app.use(fw.csrf())
      app.get('/form', (req, res) => res.send(req.csrfToken()))
      app.post('/transfer', (req, res) => res.send('transferred'))
      app.use((err, req, res, next) => res.send(err.status || 500, err.message))
      """

  @spec:middleware-3x/csrf @3.x
  Scenario: a token in the body field _csrf is accepted
    When I send "GET /form"
    And I send the request with the cookies of the previous response:
      """
      POST /transfer
      Content-Type: application/x-www-form-urlencoded

      amount=10&_csrf={previous body}
      """
    Then the status is 200
    And the body is "transferred"

  @spec:middleware-3x/csrf @3.x
  Scenario: a token in the query parameter _csrf is accepted
    When I send "GET /form"
    And I send the request with the cookies of the previous response:
      """
      POST /transfer?_csrf={previous body}
      """
    Then the status is 200

  @spec:middleware-3x/csrf @3.x
  Scenario: a token in the X-CSRF-Token header is accepted
    When I send "GET /form"
    And I send the request with the cookies of the previous response:
      """
      POST /transfer
      X-CSRF-Token: {previous body}
      """
    Then the status is 200
    And the body is "transferred"

  @spec:middleware-3x/csrf @3.x
  Scenario: a POST without a token is refused with 403
    When I send "GET /form"
    And I send the request with the cookies of the previous response:
      """
      POST /transfer
      Content-Type: application/x-www-form-urlencoded

      amount=10
      """
    Then the status is 403

  @spec:middleware-3x/csrf @3.x
  Scenario: a POST with a wrong token is refused with 403
    When I send "GET /form"
    And I send the request with the cookies of the previous response:
      """
      POST /transfer
      X-CSRF-Token: not-the-token
      """
    Then the status is 403

  @spec:middleware-3x/csrf @3.x
  Scenario Outline: a <method> request is not checked
    When I send "<method> /form"
    Then the status is 200

    Examples:
      | method |
      | GET    |
      | HEAD   |

  @spec:middleware-3x/csrf @3.x
  Scenario: a PUT, like a POST, needs the token
    When I send "PUT /transfer"
    Then the status is 403
