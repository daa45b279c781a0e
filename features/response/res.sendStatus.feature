@res
Feature: res.sendStatus
  `res.sendStatus(statusCode)` sets the status and sends the registered status
  text as the body; for an unknown code the body is the number.

  @spec:res-operations/res.sendStatus @4.x @5.x
  Scenario Outline: res.sendStatus(<code>) sends "<text>"
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(<code>))
      """
    When I send "GET /"
    Then the status is <code>
    And the body is "<text>"
    And the header "Content-Type" is "text/plain; charset=utf-8"

    Examples:
      | code | text                  |
      | 200  | OK                    |
      | 201  | Created               |
      | 404  | Not Found             |
      | 500  | Internal Server Error |

  @spec:res-operations/res.sendStatus @spec:errors/sendStatus-unknown-code @4.x @5.x
  Scenario: res.sendStatus with an unknown code sends the code as the body
    Given the app:
      """js
      app.get('/', (req, res) => res.sendStatus(599))
      """
    When I send "GET /"
    Then the status is 599
    And the body is "599"
