@res
Feature: res.vary
  `res.vary(field)` adds field to the Vary header if it is not already there.

  @spec:res-operations/res.vary @4.x @5.x
  Scenario: res.vary creates the Vary header
    Given the app:
      """js
      app.get('/', (req, res) => res.vary('Accept').end())
      """
    When I send "GET /"
    Then the header "Vary" is "Accept"

  @spec:res-operations/res.vary @4.x @5.x
  Scenario Outline: res.vary('<added>') on "Accept" gives "<wire>"
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.vary('Accept')
        res.vary(<added>)
        res.end()
      })
      """
    When I send "GET /"
    Then the header "Vary" is "<wire>"

    Examples:
      | added                     | wire                        |
      | 'Accept'                  | Accept                      |
      | 'accept'                  | Accept                      |
      | 'Origin'                  | Accept, Origin              |
      | 'Origin, User-Agent'      | Accept, Origin, User-Agent  |
      | ['Origin', 'Accept']      | Accept, Origin              |
      | '*'                       | *                           |

  @spec:res-operations/res.vary @4.x @5.x
  Scenario: res.vary keeps a Vary header set before
    Given the app:
      """js
      app.get('/', (req, res) => res.set('Vary', 'Cookie').vary('Accept-Encoding').end())
      """
    When I send "GET /"
    Then the header "Vary" is "Cookie, Accept-Encoding"

  @spec:res-operations/res.vary @4.x @5.x
  Scenario: res.vary adds nothing once Vary is "*"
    Given the app:
      """js
      app.get('/', (req, res) => res.set('Vary', '*').vary('Accept').end())
      """
    When I send "GET /"
    Then the header "Vary" is "*"

  @spec:res-operations/res.vary @5.x
  Scenario: 5.x res.vary without a field throws a TypeError, which reaches the error handler
    Given the app:
      """js
      app.get('/', (req, res) => res.vary().send('no error'))
      app.use((err, req, res, next) => res.status(500).send(err instanceof TypeError ? 'TypeError' : 'another error'))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "TypeError"

  @spec:res-operations/res.vary @4.x
  Scenario: 4.x res.vary without a field, or with an empty list, adds nothing
    Given the app:
      """js
      app.get('/', (req, res) => res.vary().vary([]).send('no error'))
      """
    When I send "GET /"
    Then the body is "no error"
    And the header "Vary" is absent
