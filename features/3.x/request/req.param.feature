@req
Feature: req.param (3.x)
  3.x `req.param(name)` looks in `req.params`, then `req.body`, then
  `req.query`.

  @spec:req-operations/req.param @3.x
  Scenario Outline: req.param('name') with the value in <where> is '<value>'
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.post('<route>', (req, res) => res.json({ value: req.param('name') === undefined ? 'undefined' : req.param('name') }))
      """
    When I send the request:
      """
      POST <path>
      Content-Type: application/x-www-form-urlencoded

      <body>
      """
    Then the JSON body is '{"value":"<value>"}'

    Examples:
      | where                 | route        | path                  | body          | value     |
      | params, body and query | /user/:name | /user/param?name=query | name=body    | param     |
      | body and query        | /user        | /user?name=query      | name=body     | body      |
      | query only            | /user        | /user?name=query      | other=1       | query     |
      | nowhere               | /user        | /user                 | other=1       | undefined |
