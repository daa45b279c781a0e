@res
Feature: res.format negotiation over arbitrary Accept headers
  `res.format(object)` performs content negotiation on the Accept header via
  `req.accepts`; with no match and no default it responds 406 'Not Acceptable'.
  Content-Type is set on selection.

  @spec:res-operations/res.format @spec:errors/format-406 @property @4.x @5.x
  Scenario: res.format picks the offered type of highest quality, or answers 406
    Given the app:
      """js
      app.get('/', (req, res) => res.format({
        'text/plain': () => res.send('text/plain'),
        'text/html': () => res.send('text/html'),
        'application/json': () => res.send('application/json'),
      }))
      """
    Then the property "format-negotiation" holds
