@res
Feature: res.format errors
  With no match and no default `res.format` passes a 406 error to the error
  handlers; the error carries status 406 and the message 'Not Acceptable'.

  @spec:res-operations/res.format @spec:errors/format-406 @4.x @5.x
  Scenario: res.format without a match passes a 406 Not Acceptable error to next(err)
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ 'text/plain': () => res.send('text'), json: () => res.json({}) }))
      app.use((err, req, res, next) => res.status(err.status).json({ status: err.status, message: err.message }))
      """
    When I send "GET /" with the header "Accept: image/gif"
    Then the status is 406
    And the JSON body is '{"status":406,"message":"Not Acceptable"}'

  @spec:res-operations/res.format @4.x @5.x
  Scenario: res.format with an extension key sets the full MIME type
    Given the app:
      """js
      app.get('/', (req, res) => res.format({ json: () => res.end('{}') }))
      """
    When I send "GET /" with the header "Accept: application/json"
    Then the header "Content-Type" is "application/json; charset=utf-8"
    And the body is "{}"

  @spec:res-operations/res.format @4.x @5.x
  Scenario: res.format passes req, res and next to the chosen callback
    Given the app:
      """js
      app.get('/', (req, res, next) => res.format({ text: (rq, rs, nx) => rs.json({ req: rq === req, res: rs === res, next: typeof nx }) }))
      """
    When I send "GET /" with the header "Accept: text/plain"
    Then the JSON body is '{"req":true,"res":true,"next":"function"}'
