@versioning
Feature: differences of 5.x from 4.x
  The given differences of 5.x from 4.x: `req.body` is `undefined` rather
  than `{}` when nothing is parsed; `fw.urlencoded` `extended` defaults to
  false; `fw.static` `dotfiles` defaults to 'ignore'; `app.router` exists;
  rejected promises and thrown errors in callbacks reach next(err); the 'back'
  forms and the `app.param(callback)` forms are not described; wildcard
  patterns use '{*splat}'. Each difference is pinned from both sides: a 5.x
  scenario expecting the 5.x behaviour and a 4.x scenario expecting the 4.x
  behaviour, so that a framework of one generation fails the other profile.

  Rule: req.body is undefined (5.x) rather than {} (4.x) when nothing is parsed

    @spec:v5-differences/body-undefined @spec:errors/body-unparsed @5.x
    Scenario: 5.x: with a body parser and no body, req.body is undefined
      Given the app:
        """js
        app.use(fw.json())
        app.post('/', (req, res) => res.json({ type: typeof req.body }))
        """
      When I send "POST /"
      Then the JSON body is '{"type":"undefined"}'

    @spec:v5-differences/body-undefined @spec:errors/body-unparsed @4.x
    Scenario: 4.x: with a body parser and no body, req.body is {}
      Given the app:
        """js
        app.use(fw.json())
        app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
        """
      When I send "POST /"
      Then the JSON body is '{"type":"object","body":{}}'

    @spec:v5-differences/body-undefined @spec:errors/body-unparsed @5.x
    Scenario: 5.x: with a body of an unmatched type, req.body is undefined
      Given the app:
        """js
        app.use(fw.urlencoded())
        app.post('/', (req, res) => res.json({ type: typeof req.body }))
        """
      When I send the request:
        """
        POST /
        Content-Type: text/plain

        a=1
        """
      Then the JSON body is '{"type":"undefined"}'

    @spec:v5-differences/body-undefined @spec:errors/body-unparsed @4.x
    Scenario: 4.x: with a body of an unmatched type, req.body is {}
      Given the app:
        """js
        app.use(fw.urlencoded({ extended: false }))
        app.post('/', (req, res) => res.json({ type: typeof req.body, body: req.body }))
        """
      When I send the request:
        """
        POST /
        Content-Type: text/plain

        a=1
        """
      Then the JSON body is '{"type":"object","body":{}}'

  Rule: fw.urlencoded extended defaults to false (5.x) rather than true (4.x)

    @spec:v5-differences/urlencoded-extended-false @spec:body-parsers/fw.urlencoded @5.x
    Scenario: 5.x: fw.urlencoded() without options keeps bracketed keys flat
      Given the app:
        """js
        app.use(fw.urlencoded())
        app.post('/', (req, res) => res.json(req.body))
        """
      When I send the request:
        """
        POST /
        Content-Type: application/x-www-form-urlencoded

        a[b]=1&a[c]=2&d=3
        """
      Then the JSON body is '{"a[b]":"1","a[c]":"2","d":"3"}'

    @spec:v5-differences/urlencoded-extended-false @spec:body-parsers/fw.urlencoded @4.x
    Scenario: 4.x: fw.urlencoded() without options nests bracketed keys
      Given the app:
        """js
        app.use(fw.urlencoded())
        app.post('/', (req, res) => res.json(req.body))
        """
      When I send the request:
        """
        POST /
        Content-Type: application/x-www-form-urlencoded

        a[b]=1&a[c]=2&d=3
        """
      Then the JSON body is '{"a":{"b":"1","c":"2"},"d":"3"}'

  Rule: fw.static dotfiles defaults to 'ignore' (5.x) rather than undefined (4.x)

    @spec:v5-differences/static-dotfiles-ignore @spec:static-options/dotfiles @5.x
    Scenario: 5.x: by default a file inside a dot-directory is ignored
      Given the app:
        """js
        const calls = []
        app.get('/log', (req, res) => res.json(calls))
        app.use(fw.static(require('node:path').join(fixtures, 'application', 'static')))
        app.use((req, res) => { calls.push(req.url); if (!res.headersSent) res.status(404).send('next called') })
        """
      When I send "GET /.hidden/inside.txt"
      Then the status is 404
      And the body does not contain "inside hidden dir"
      When I send "GET /log"
      Then the JSON body is '["/.hidden/inside.txt"]'

    @spec:v5-differences/static-dotfiles-ignore @spec:static-options/dotfiles @4.x
    Scenario: 4.x: by default a file inside a dot-directory is served
      Given the app:
        """js
        app.use(fw.static(require('node:path').join(fixtures, 'application', 'static')))
        app.use((req, res) => res.status(404).send('next: ' + req.url))
        """
      When I send "GET /.hidden/inside.txt"
      Then the status is 200
      And the body is "inside hidden dir"

    @spec:v5-differences/static-dotfiles-ignore @spec:static-options/dotfiles @4.x @5.x
    Scenario: in both generations a dotfile itself is ignored by default
      Given the app:
        """js
        const calls = []
        app.get('/log', (req, res) => res.json(calls))
        app.use(fw.static(require('node:path').join(fixtures, 'application', 'static')))
        app.use((req, res) => { calls.push(req.url); if (!res.headersSent) res.status(404).send('next called') })
        """
      When I send "GET /.secret.txt"
      Then the status is 404
      And the body does not contain "secret"
      When I send "GET /log"
      Then the JSON body is '["/.secret.txt"]'

  Rule: app.router exists in 5.x; 4.x has no app.router

    @spec:v5-differences/app-router @spec:app-properties/app.router @5.x
    Scenario: 5.x: app.router is the application's built-in router
      Given the app:
        """js
        app.router.get('/via-router', (req, res) => res.send('routed through app.router'))
        """
      When I send "GET /via-router"
      Then the body is "routed through app.router"

    @spec:v5-differences/app-router @spec:app-properties/app.router @4.x
    Scenario: 4.x: reading app.router throws
      Given the app:
        """js
        let outcome
        try { outcome = typeof app.router } catch (err) { outcome = 'threw: ' + err.message.split('\n')[0] }
        app.get('/', (req, res) => res.json({ outcome }))
        """
      When I send "GET /"
      Then the JSON body is '{"outcome":"threw: \'app.router\' is deprecated!"}'

  Rule: a rejected promise returned by a callback reaches next(err) in 5.x only

    @spec:v5-differences/async-errors @spec:errors/async-throw @5.x
    Scenario: 5.x: a rejected promise returned by a handler reaches the error handler
      Given the app:
        """js
        app.get('/', (req, res) => {
          const rejected = Promise.reject(new Error('rejected'))
          rejected.catch(() => {}) // keeps 4.x from an unhandled rejection
          setTimeout(() => { if (!res.headersSent) res.send('not forwarded') }, 50)
          return rejected
        })
        app.use((err, req, res, next) => res.status(500).send('forwarded: ' + err.message))
        """
      When I send "GET /"
      Then the status is 500
      And the body is "forwarded: rejected"

    @spec:v5-differences/async-errors @spec:errors/async-throw @4.x
    Scenario: 4.x: a rejected promise returned by a handler does not reach the error handler
      Given the app:
        """js
        app.get('/', (req, res) => {
          const rejected = Promise.reject(new Error('rejected'))
          rejected.catch(() => {}) // keeps 4.x from an unhandled rejection
          setTimeout(() => { if (!res.headersSent) res.send('not forwarded') }, 50)
          return rejected
        })
        app.use((err, req, res, next) => res.status(500).send('forwarded: ' + err.message))
        """
      When I send "GET /"
      Then the status is 200
      And the body is "not forwarded"

    @spec:v5-differences/async-errors @spec:errors/async-throw @5.x
    Scenario: 5.x: an error thrown in an async middleware reaches the error handler
      Given the app:
        """js
        app.use(async (req, res, next) => {
          await null
          throw new Error('thrown after await')
        })
        app.use((err, req, res, next) => res.status(500).send('forwarded: ' + err.message))
        """
      When I send "GET /"
      Then the status is 500
      And the body is "forwarded: thrown after await"

    @spec:v5-differences/async-errors @spec:errors/next-err @4.x @5.x
    Scenario: in both generations a synchronous throw reaches the error handler
      Given the app:
        """js
        app.get('/', () => { throw new Error('sync') })
        app.use((err, req, res, next) => res.status(500).send('forwarded: ' + err.message))
        """
      When I send "GET /"
      Then the status is 500
      And the body is "forwarded: sync"

  Rule: 'back' in res.redirect and res.location is a 4.x form only

    @spec:v5-differences/no-back @spec:res-operations/res.redirect @4.x
    Scenario: 4.x: res.redirect('back') redirects to the Referer
      Given the app:
        """js
        app.get('/', (req, res) => res.redirect('back'))
        """
      When I send "GET /" with the header "Referer: http://example.com/from"
      Then the status is 302
      And the header "Location" is "http://example.com/from"

    @spec:v5-differences/no-back @spec:res-operations/res.redirect @4.x
    Scenario: 4.x: res.redirect('back') without a Referer redirects to '/'
      Given the app:
        """js
        app.get('/x', (req, res) => res.redirect('back'))
        """
      When I send "GET /x"
      Then the header "Location" is "/"

    @spec:v5-differences/no-back @spec:res-operations/res.location @4.x
    Scenario: 4.x: res.location('back') uses the Referrer header
      Given the app:
        """js
        app.get('/', (req, res) => res.location('back').end())
        """
      When I send "GET /" with the header "Referrer: /previous"
      Then the header "Location" is "/previous"

    @spec:v5-differences/no-back @spec:res-operations/res.redirect @5.x
    Scenario: 5.x: res.redirect('back') is an ordinary relative path
      Given the app:
        """js
        app.get('/', (req, res) => res.redirect('back'))
        """
      When I send "GET /" with the header "Referer: http://example.com/from"
      Then the status is 302
      And the header "Location" is "back"

    @spec:v5-differences/no-back @spec:res-operations/res.location @5.x
    Scenario: 5.x: res.location('back') is an ordinary relative path
      Given the app:
        """js
        app.get('/', (req, res) => res.location('back').end())
        """
      When I send "GET /" with the header "Referrer: /previous"
      Then the header "Location" is "back"

  Rule: app.param(callback) is a 4.x form only

    @spec:v5-differences/no-param-function @spec:app-operations/app.param-callback @4.x
    Scenario: 4.x: app.param(callback) replaces the behaviour of app.param(name, x)
      Given the app:
        """js
        app.param((name, expected) => (req, res, next, value) => value === expected ? next() : res.status(403).send('forbidden ' + name))
        app.param('id', '1')
        app.get('/user/:id', (req, res) => res.send('user ' + req.params.id))
        """
      When I send "GET /user/2"
      Then the status is 403
      And the body is "forbidden id"
      When I send "GET /user/1"
      Then the body is "user 1"

    @spec:v5-differences/no-param-function @spec:app-operations/app.param @5.x
    Scenario: 5.x: app.param(callback) is rejected
      Given the app:
        """js
        let outcome = 'accepted'
        try { app.param((name, option) => (req, res, next) => next()) } catch (err) { outcome = err.name }
        app.get('/', (req, res) => res.json({ outcome }))
        """
      When I send "GET /"
      Then the JSON body is '{"outcome":"TypeError"}'

  Rule: wildcards are written '{*splat}' in 5.x and '*' in 4.x

    @spec:v5-differences/splat-wildcard @5.x
    Scenario: 5.x: '{*splat}' matches the rest of the path as a list of segments
      Given the app:
        """js
        app.get('/files/{*splat}', (req, res) => res.json(req.params))
        """
      When I send "GET /files/a/b.txt"
      Then the JSON body is '{"splat":["a","b.txt"]}'

    @spec:v5-differences/splat-wildcard @5.x
    Scenario: 5.x: a bare '*' in a path is rejected when the route is defined
      Given the app:
        """js
        let outcome = 'accepted'
        try { app.get('/files/*', (req, res) => res.end()) } catch (err) { outcome = err.name }
        app.get('/', (req, res) => res.json({ outcome }))
        """
      When I send "GET /"
      Then the JSON body is '{"outcome":"TypeError"}'

    @spec:v5-differences/splat-wildcard @4.x
    Scenario: 4.x: '*' matches the rest of the path as req.params[0]
      Given the app:
        """js
        app.get('/files/*', (req, res) => res.json(req.params))
        """
      When I send "GET /files/a/b.txt"
      Then the JSON body is '{"0":"a/b.txt"}'

    @spec:v5-differences/splat-wildcard @4.x
    Scenario: 4.x: '{*splat}' is not a wildcard
      Given the app:
        """js
        app.get('/files/{*splat}', (req, res) => res.json(req.params))
        """
      When I send "GET /files/a/b.txt"
      Then the status is 404
