@res
Feature: res.location
  `res.location(path)` sets the Location header. The URL is encoded if needed
  and passed on without validation. 4.x: 'back' means the Referer value or '/'
  (deprecated in 4.21.0).

  @spec:res-operations/res.location @4.x @5.x
  Scenario Outline: res.location('<path>') sets Location "<wire>"
    Given the app:
      """js
      app.get('/a/b', (req, res) => res.location('<path>').end())
      """
    When I send "GET /a/b"
    Then the status is 200
    And the header "Location" is "<wire>"

    Examples:
      | path                            | wire                              |
      | http://example.com/x            | http://example.com/x              |
      | https://example.com:8443/p?q=1  | https://example.com:8443/p?q=1    |
      | //cdn.example.com/lib.js        | //cdn.example.com/lib.js          |
      | /admin                          | /admin                            |
      | admin/new                       | admin/new                         |
      | ../x                            | ../x                              |
      | ..                              | ..                                |
      | ./                              | ./                                |
      | /search?q=a&lang=en#top         | /search?q=a&lang=en#top           |
      | /already%20encoded              | /already%20encoded                |
      | mailto:someone@example.com      | mailto:someone@example.com        |

    @since:4.14.0
    Examples:
      | path                            | wire                              |
      | /a b                            | /a%20b                            |
      | /ü                              | /%C3%BC                           |
      | /bad%zz                         | /bad%25zz                         |
      | /q?x=<y>                        | /q?x=%3Cy%3E                      |
      | not a url at all                | not%20a%20url%20at%20all          |

  @spec:res-operations/res.location @4.x @5.x
  Scenario: res.location does not change the status
    Given the app:
      """js
      app.get('/', (req, res) => res.location('/elsewhere').send('still here'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "still here"
    And the header "Location" is "/elsewhere"

  @spec:res-operations/res.location @4.x @5.x
  Scenario: res.location returns the response for chaining
    Given the app:
      """js
      app.get('/', (req, res) => res.location('/next').status(201).end())
      """
    When I send "GET /"
    Then the status is 201
    And the header "Location" is "/next"

  @spec:res-operations/res.location @4.x
  Scenario Outline: 4.x res.location('back') uses the <header> header
    Given the app:
      """js
      app.get('/', (req, res) => res.location('back').end())
      """
    When I send "GET /" with the header "<header>: http://example.com/from"
    Then the header "Location" is "http://example.com/from"

    Examples:
      | header   |
      | Referer  |
      | Referrer |

  @spec:res-operations/res.location @4.x
  Scenario: 4.x res.location('back') without a Referer is '/'
    Given the app:
      """js
      app.get('/', (req, res) => res.location('back').end())
      """
    When I send "GET /"
    Then the header "Location" is "/"

  @spec:res-operations/res.location @5.x
  Scenario: 5.x res.location('back') is an ordinary relative URL
    Given the app:
      """js
      app.get('/', (req, res) => res.location('back').end())
      """
    When I send "GET /" with the header "Referer: http://example.com/from"
    Then the header "Location" is "back"
