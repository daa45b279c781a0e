@res
Feature: res.end
  `res.end([data[, encoding]][, callback])` ends the response (the runtime's
  own method); without data the body is empty.

  @spec:res-operations/res.end @4.x @5.x
  Scenario: res.end without data ends the response with an empty body
    Given the app:
      """js
      app.get('/', (req, res) => res.status(204).end())
      """
    When I send "GET /"
    Then the status is 204
    And the body is empty

  @spec:res-operations/res.end @4.x @5.x
  Scenario: res.end without data on a 200 sends no body and no Content-Type
    Given the app:
      """js
      app.get('/', (req, res) => res.end())
      """
    When I send "GET /"
    Then the status is 200
    And the body is empty
    And the header "Content-Type" is absent

  @spec:res-operations/res.end @4.x @5.x
  Scenario: res.end with data sends it as is without adding a Content-Type
    Given the app:
      """js
      app.get('/', (req, res) => res.end('raw text'))
      """
    When I send "GET /"
    Then the body is "raw text"
    And the header "Content-Type" is absent
    And the header "ETag" is absent

  @spec:res-operations/res.end @4.x @5.x
  Scenario: res.end with data and an encoding decodes the data
    Given the app:
      """js
      app.get('/', (req, res) => res.end('68656c6c6f', 'hex'))
      """
    When I send "GET /"
    Then the body is "hello"

  @spec:res-operations/res.end @4.x @5.x
  Scenario: res.end calls its callback once the response is finished
    Given the app:
      """js
      let finished = false
      app.get('/', (req, res) => res.end('done', () => { finished = true }))
      app.get('/check', (req, res) => res.json({ finished }))
      """
    When I send "GET /"
    Then the body is "done"
    When I send "GET /check"
    Then the JSON body is '{"finished":true}'
