@application
Feature: Asynchronous context across the interface's callbacks
  An application that keeps per-request context in `AsyncLocalStorage` (the
  runtime's standard mechanism) finds it in every callback the interface calls
  for that request: parameter callbacks, error handlers, and the completion
  callbacks of res.sendFile, res.download and res.render. The spec does not
  name this; real Express keeps it, and so must a drop-in replacement.

  Background:
    Given the app:
      """js
      const { AsyncLocalStorage } = require('node:async_hooks')
      const context = new AsyncLocalStorage()
      const seen = {}
      const record = (where) => { seen[where] = context.getStore() ?? 'lost' }
      app.use((req, res, next) => context.run('request ' + req.path, next))
      app.param('id', (req, res, next) => { record('param'); next() })
      app.get('/param/:id', (req, res) => res.send('ok'))
      app.get('/error', (req, res, next) => setImmediate(() => next(new Error('boom'))))
      app.get('/sendFile', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt', () => record('sendFile')))
      app.get('/download', (req, res) => res.download(fixtures + '/files/public/hello.txt', () => record('download')))
      app.engine('tpl', (file, options, done) => setImmediate(() => done(null, 'rendered')))
      app.set('views', fixtures + '/views')
      app.get('/render', (req, res) => res.render('hello.tpl', (err, html) => { record('render'); res.send(html) }))
      app.get('/seen', (req, res) => res.json(seen))
      app.use((err, req, res, next) => { record('error handler'); res.status(500).send('handled') })
      """

  @spec:app-operations/app.param @4.x @5.x
  Scenario: an app.param callback runs in the request's context
    When I send "GET /param/1"
    And I send "GET /seen"
    Then the JSON body is '{"param":"request /param/1"}'

  @spec:errors/next-err @4.x @5.x
  Scenario: an error handler reached by an asynchronous next(err) runs in the request's context
    When I send "GET /error"
    And I send "GET /seen"
    Then the JSON body is '{"error handler":"request /error"}'

  @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: the callback of res.sendFile runs in the request's context
    When I send "GET /sendFile"
    And I send "GET /seen"
    Then the JSON body is '{"sendFile":"request /sendFile"}'

  @spec:res-operations/res.download @4.x @5.x
  Scenario: the callback of res.download runs in the request's context
    When I send "GET /download"
    And I send "GET /seen"
    Then the JSON body is '{"download":"request /download"}'

  @spec:res-operations/res.render @4.x @5.x
  Scenario: the callback of res.render runs in the request's context
    When I send "GET /render"
    Then the body is "rendered"
    When I send "GET /seen"
    Then the JSON body is '{"render":"request /render"}'
