@res
Feature: Response properties
  `res.app` is the same application as `req.app`; `res.headersSent` is true
  once headers were sent; `res.locals` holds variables valid for one
  request-response cycle only; `res.req` is the related request.

  @spec:res-properties/res.app @4.x @5.x
  Scenario: res.app is the application handling the request and equals req.app
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ isApp: res.app === app, sameAsReqApp: res.app === req.app }))
      """
    When I send "GET /"
    Then the JSON body is '{"isApp":true,"sameAsReqApp":true}'

  @spec:res-properties/res.app @4.x @5.x
  Scenario: res.app inside a mounted sub-app is the sub-app
    Given the app:
      """js
      const sub = fw()
      sub.get('/', (req, res) => res.json({ isSub: res.app === sub, isParent: res.app === app }))
      app.use('/sub', sub)
      """
    When I send "GET /sub"
    Then the JSON body is '{"isSub":true,"isParent":false}'

  @spec:res-properties/res.headersSent @4.x @5.x
  Scenario: res.headersSent is false before the response is sent and true after
    Given the app:
      """js
      let after
      app.get('/', (req, res) => {
        res.set('X-Before', String(res.headersSent))
        res.send('sent')
        after = res.headersSent
      })
      app.get('/after', (req, res) => res.json({ after }))
      """
    When I send "GET /"
    Then the header "X-Before" is "false"
    And the body is "sent"
    When I send "GET /after"
    Then the JSON body is '{"after":true}'

  @spec:res-properties/res.headersSent @4.x @5.x
  Scenario: res.headersSent is true as soon as headers are flushed, before the body ends
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' })
        res.end(String(res.headersSent))
      })
      """
    When I send "GET /"
    Then the body is "true"

  @spec:res-properties/res.locals @4.x @5.x
  Scenario: res.locals starts empty for each request
    Given the app:
      """js
      app.get('/', (req, res) => {
        const before = Object.keys(res.locals)
        res.locals.user = 'ann'
        res.json({ before })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"before":[]}'
    When I send "GET /"
    Then the JSON body is '{"before":[]}'

  @spec:res-properties/res.locals @4.x @5.x
  Scenario: res.locals set by middleware is visible to later handlers of the same request only
    Given the app:
      """js
      app.use((req, res, next) => {
        res.locals.seen = (res.locals.seen || []).concat(req.path)
        next()
      })
      app.get('/a', (req, res) => res.json(res.locals))
      app.get('/b', (req, res) => res.json(res.locals))
      """
    When I send "GET /a"
    Then the JSON body is '{"seen":["/a"]}'
    When I send "GET /b"
    Then the JSON body is '{"seen":["/b"]}'

  @spec:res-properties/res.locals @4.x @5.x
  Scenario: res.locals is distinct from app.locals
    Given the app:
      """js
      app.locals.site = 'fw'
      app.get('/', (req, res) => res.json({ distinct: res.locals !== app.locals, site: res.locals.site === undefined }))
      """
    When I send "GET /"
    Then the JSON body is '{"distinct":true,"site":true}'

  @spec:res-properties/res.req @4.x @5.x
  Scenario: res.req is the request of the cycle and req.res points back
    Given the app:
      """js
      app.get('/path', (req, res) => res.json({ same: res.req === req, back: req.res === res, url: res.req.url }))
      """
    When I send "GET /path?q=1"
    Then the JSON body is '{"same":true,"back":true,"url":"/path?q=1"}'
