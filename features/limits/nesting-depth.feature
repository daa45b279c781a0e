@limits
Feature: depth limit of the rich urlencoded parser
  `fw.urlencoded` with `extended: true` parses nested keys up to a depth of 32 and refuses a
  deeper form with 400 (body-parser 1.20.3, Express 4.20.0). Whether a framework is safe from
  unbounded nesting (CVE-2024-45590) is checked in features/security/urlencoded-limits.feature.

  @spec:body-parsers/fw.urlencoded @spec:top-level/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded extended refuses a form nested 40 levels deep with 400
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: true }))
      app.post('/', (req, res) => res.json(req.body))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/x-www-form-urlencoded

      a[1][2][3][4][5][6][7][8][9][10][11][12][13][14][15][16][17][18][19][20][21][22][23][24][25][26][27][28][29][30][31][32][33][34][35][36][37][38][39][40]=x
      """
    Then the status is 400
    And the body is "refused 400"

  @spec:body-parsers/fw.urlencoded @spec:top-level/fw.urlencoded @4.x @5.x @since:4.16.0
  Scenario: fw.urlencoded extended still parses a form nested 32 levels deep
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: true }))
      app.post('/', (req, res) => {
        let depth = 0
        for (let v = req.body; v && typeof v === 'object'; v = v[Object.keys(v)[0]]) depth++
        res.json({ depth })
      })
      """
    When I send the request:
      """
      POST /
      Content-Type: application/x-www-form-urlencoded

      a[1][2][3][4][5][6][7][8][9][10][11][12][13][14][15][16][17][18][19][20][21][22][23][24][25][26][27][28][29][30][31][32]=x
      """
    Then the JSON body is '{"depth":33}'
