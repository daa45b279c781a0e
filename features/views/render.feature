@views
Feature: res.render and app.render
  `res.render(view [, locals] [, callback])` renders a view and sends the
  HTML. view is an absolute path or relative to the `views` setting; the
  extension comes from `view engine` if none. With a callback, the callback
  gets (err, html) and nothing is sent. Without it, an error calls next(err).
  `app.render(view, [locals], callback)` renders a view to an HTML string
  passed to callback(err, html) and does not send a response.

  @spec:res-operations/res.render @4.x @5.x
  Scenario: res.render sends the rendered HTML with an HTML content type
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('index.ejs', { title: 'Hello' }))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "<p>Hello</p>"
    And the header "Content-Type" is "text/html; charset=utf-8"
    And the header "Content-Length" is "12"

  @spec:res-operations/res.render @4.x @5.x
  Scenario: res.render accepts an absolute view path
    Given the app:
      """js
      const path = require('node:path')
      app.set('views', path.join(fixtures, 'views', 'other'))
      app.get('/', (req, res) => res.render(path.join(fixtures, 'views', 'sub', 'page.ejs'), { heading: 'absolute' }))
      """
    When I send "GET /"
    Then the body is "<h1>absolute</h1>"

  @spec:res-operations/res.render @4.x @5.x
  Scenario: res.render keeps the status set before it
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.status(201).render('index.ejs', { title: 'created' }))
      """
    When I send "GET /"
    Then the status is 201
    And the body is "<p>created</p>"

  @spec:res-operations/res.render @4.x @5.x
  Scenario: res.render with a callback passes the HTML and sends nothing itself
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('index.ejs', { title: 'cb' }, (err, html) => res.json({ err, html, headersSent: res.headersSent })))
      """
    When I send "GET /"
    Then the JSON body is '{"err":null,"html":"<p>cb</p>","headersSent":false}'

  @spec:res-operations/res.render @4.x @5.x
  Scenario: res.render with a callback and no locals
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.locals.title = 'locals only'
      app.get('/', (req, res) => res.render('index.ejs', (err, html) => res.send('[' + html + ']')))
      """
    When I send "GET /"
    Then the body is "[<p>locals only</p>]"

  @spec:res-operations/res.render @spec:errors/render-error @4.x @5.x
  Scenario: res.render with a callback passes the error to it and does not call next
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('missing.ejs', (err, html) => res.json({ error: err instanceof Error, html: html === undefined })))
      app.use((err, req, res, next) => res.status(500).send('error handler'))
      """
    When I send "GET /"
    Then the status is 200
    And the JSON body is '{"error":true,"html":true}'

  @spec:errors/render-error @spec:res-operations/res.render @4.x @5.x
  Scenario: a missing view without a callback calls next(err)
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('missing.ejs'))
      app.use((err, req, res, next) => res.status(500).json({ handled: true, hasView: 'view' in err }))
      """
    When I send "GET /"
    Then the status is 500
    And the JSON body is '{"handled":true,"hasView":true}'

  @spec:errors/render-error @spec:res-operations/res.render @4.x @5.x
  Scenario: an error thrown by the template without a callback calls next(err)
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('broken.ejs'))
      app.use((err, req, res, next) => res.status(500).send(err.message.includes('template exploded') ? 'template error handled' : err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "template error handled"

  @spec:errors/render-error @4.x @5.x
  Scenario: a render error without a callback or error handler gives a 500 from the default handler
    Given the app:
      """js
      app.set('env', 'production')
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('missing.ejs'))
      """
    When I send "GET /"
    Then the status is 500
    And the body does not contain "<p>"

  @spec:errors/render-error @4.x @5.x
  Scenario: the render error reaches next(err) and skips the remaining regular handlers
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => res.render('missing.ejs'))
      app.use((req, res) => res.send('regular middleware'))
      app.use((err, req, res, next) => res.status(500).send('error middleware'))
      """
    When I send "GET /"
    Then the body is "error middleware"

  @spec:res-operations/res.render @spec:res-properties/res.locals @4.x @5.x
  Scenario: res.locals are available to the template for this request only
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/set', (req, res) => { res.locals.title = 'from res.locals'; res.render('index.ejs') })
      app.get('/unset', (req, res) => res.render('index.ejs', (err) => res.send(err ? 'title is not defined' : 'defined')))
      """
    When I send "GET /set"
    Then the body is "<p>from res.locals</p>"
    When I send "GET /unset"
    Then the body is "title is not defined"

  @spec:app-operations/app.render @4.x @5.x
  Scenario: app.render passes the HTML to the callback
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      const result = await new Promise((resolve) => app.render('index.ejs', { title: 'app.render' }, (err, html) => resolve({ err, html })))
      app.get('/', (req, res) => res.json(result))
      """
    When I send "GET /"
    Then the JSON body is '{"err":null,"html":"<p>app.render</p>"}'

  @spec:app-operations/app.render @4.x @5.x
  Scenario: app.render takes the callback as second argument when there are no locals
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.locals.title = 'no locals'
      const html = await new Promise((resolve, reject) => app.render('index.ejs', (err, html) => err ? reject(err) : resolve(html)))
      app.get('/', (req, res) => res.send(html))
      """
    When I send "GET /"
    Then the body is "<p>no locals</p>"

  @spec:app-operations/app.render @4.x @5.x
  Scenario: app.render uses view engine for a view without an extension
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.set('view engine', 'ejs')
      const html = await new Promise((resolve, reject) => app.render('sub/page', { heading: 'engine' }, (err, html) => err ? reject(err) : resolve(html)))
      app.get('/', (req, res) => res.send(html))
      """
    When I send "GET /"
    Then the body is "<h1>engine</h1>"

  @spec:app-operations/app.render @4.x @5.x
  Scenario: app.render passes a lookup error to the callback
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      const result = await new Promise((resolve) => app.render('nope.ejs', {}, (err, html) => resolve({ message: err && err.message.split(' in ')[0], html: html === undefined })))
      app.get('/', (req, res) => res.json(result))
      """
    When I send "GET /"
    Then the JSON body is:
      """json
      {"message":"Failed to lookup view \"nope.ejs\"","html":true}
      """

  @spec:app-operations/app.render @4.x @5.x
  Scenario: app.render passes an error the engine throws to the callback
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.engine('tpl', (file, options, callback) => { throw new Error('engine threw') })
      app.get('/', (req, res) => app.render('hello.tpl', (err, html) => res.json({ message: err && err.message, html: html === undefined })))
      """
    When I send "GET /"
    Then the JSON body is '{"message":"engine threw","html":true}'

  @spec:res-operations/res.render @spec:errors/render-error @4.x @5.x
  Scenario: res.render with a callback passes an error the engine throws to it and does not call next
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.engine('tpl', (file, options, callback) => { throw new Error('engine threw') })
      app.get('/', (req, res) => res.render('hello.tpl', (err, html) => res.status(502).send('callback: ' + err.message)))
      app.use((err, req, res, next) => res.status(500).send('error handler: ' + err.message))
      """
    When I send "GET /"
    Then the status is 502
    And the body is "callback: engine threw"

  @spec:errors/render-error @spec:res-operations/res.render @4.x @5.x
  Scenario: an error the engine throws without a callback calls next(err)
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.engine('tpl', (file, options, callback) => { throw new Error('engine threw') })
      app.get('/', (req, res) => res.render('hello.tpl'))
      app.use((req, res) => res.send('regular middleware'))
      app.use((err, req, res, next) => res.status(500).send('error handler: ' + err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "error handler: engine threw"

  @spec:app-operations/app.render @4.x @5.x
  Scenario: app.render does not send a response
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.get('/', (req, res) => {
        app.render('index.ejs', { title: 'not sent' }, (err, html) => {
          res.json({ headersSent: res.headersSent, length: html.length })
        })
      })
      """
    When I send "GET /"
    Then the JSON body is '{"headersSent":false,"length":15}'

  @spec:app-operations/app.render @4.x @5.x
  Scenario: app.render sees app.locals but not any request's res.locals
    Given the app:
      """js
      app.set('views', require('node:path').join(fixtures, 'views'))
      app.locals.who = 'app'
      app.get('/', (req, res) => {
        res.locals.request = 'res'
        app.render('locals.ejs', (err, html) => res.send(html))
      })
      """
    When I send "GET /"
    Then the body is "app|none|none"
