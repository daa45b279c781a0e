@limits
Feature: limit on the number of urlencoded parameters
  `fw.urlencoded` accepts at most `parameterLimit` parameters (default 1000); more
  parameters raise an error.

  @spec:limits/parameter-count @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended <extended> accepts <count> parameters by default
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended> }))
      app.post('/', (req, res) => res.json({ count: Object.keys(req.body).length, last: req.body.p<count> }))
      """
    When I send "POST /" with a urlencoded body of <count> parameters
    Then the status is 200
    And the JSON body is '{"count":<count>,"last":"<count>"}'

    Examples:
      | extended | count |
      | false    | 1     |
      | true     | 1     |
      | false    | 999   |
      | false    | 1000  |
      | true     | 1000  |

  @spec:limits/parameter-count @spec:errors/body-parameter-limit @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended <extended> raises a 413 error for 1001 parameters by default
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended> }))
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with a urlencoded body of 1001 parameters
    Then the status is 413
    And the JSON body is '{"status":413}'

    Examples:
      | extended |
      | false    |
      | true     |

  @spec:limits/parameter-count @spec:errors/body-parameter-limit @spec:body-parsers/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with extended <extended> and parameterLimit <limit> answers <status> to <count> parameters
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: <extended>, parameterLimit: <limit> }))
      app.post('/', (req, res) => res.json({ count: Object.keys(req.body).length }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status }))
      """
    When I send "POST /" with a urlencoded body of <count> parameters
    Then the status is <status>

    Examples:
      | extended | limit | count | status |
      | false    | 1     | 1     | 200    |
      | false    | 1     | 2     | 413    |
      | true     | 1     | 1     | 200    |
      | true     | 1     | 2     | 413    |
      | false    | 10    | 10    | 200    |
      | false    | 10    | 11    | 413    |
      | true     | 10    | 10    | 200    |
      | true     | 10    | 11    | 413    |
      | false    | 2000  | 2000  | 200    |
      | false    | 2000  | 2001  | 413    |
      | true     | 2000  | 2000  | 200    |
      | true     | 2000  | 2001  | 413    |

  @spec:limits/parameter-count @spec:errors/body-parameter-limit @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded with parameterLimit 2 passes the error to next(err) and skips the route
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false, parameterLimit: 2 }))
      app.post('/', (req, res) => res.send('reached the route'))
      app.use((err, req, res, next) => res.status(499).send('error handler: ' + err.status))
      """
    When I send "POST /" with the body "a=1&b=2&c=3" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the status is 499
    And the body is "error handler: 413"

  @spec:limits/parameter-count @spec:errors/body-parameter-limit @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded counts repeated keys as separate parameters
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false, parameterLimit: 2 }))
      app.post('/', (req, res) => res.json(req.body))
      app.use((err, req, res, next) => res.status(err.status).send('too many'))
      """
    When I send "POST /" with the body "a=1&a=2&a=3" encoded as "utf-8" and Content-Type "application/x-www-form-urlencoded"
    Then the status is 413
    And the body is "too many"

  @spec:limits/parameter-count @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded with parameterLimit <limit> throws a TypeError when created
    Given the app:
      """js
      try {
        fw.urlencoded({ extended: false, parameterLimit: <limit> })
        app.get('/', (req, res) => res.send('created'))
      } catch (err) {
        app.get('/', (req, res) => res.send(err.name))
      }
      """
    When I send "GET /"
    Then the body is "TypeError"

    Examples:
      | limit |
      | 0     |
      | -1    |
      | 'abc' |
