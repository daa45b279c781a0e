@application
Feature: The objects: application, request, response, router, route
  `fw()` creates an application: a plain callable function that can be passed
  as the request handler of the runtime's HTTP and HTTPS servers and does not
  inherit from them. The request and response are enhanced versions of the
  runtime's objects; all built-in fields and methods remain available.
  `req.app` and `res.app` refer to the application using the middleware;
  `req.res` and `res.req` refer to each other. A router is a mini-application
  that can only do middleware and routing, usable as a callback or as the
  argument of `use()`; every application has a built-in router. A route is a
  single path with handlers for several HTTP verbs.

  @spec:objects/application @spec:top-level/fw @4.x @5.x
  Scenario: fw() returns a callable function that takes (req, res, next)
    Given the app:
      """js
      const report = fw()
      report.get('/', (req, res) => res.json({ type: typeof app, arity: app.length }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","arity":3}'

  @spec:objects/application @spec:top-level/fw @4.x @5.x
  Scenario: an application with nothing mounted answers every request 404
    Given the app:
      """js
      // fw() as it comes: no middleware, no route, no setting
      """
    When I send "GET /anything"
    Then the status is 404
    When I send "POST /"
    Then the status is 404

  @spec:top-level/fw @4.x
  Scenario Outline: 4.x reading fw.<name>, middleware bundled in 3.x, throws an error saying it is no longer bundled
    Given the app:
      """js
      let message = null
      try { fw.<name> } catch (e) { message = e.message }
      app.get('/', (req, res) => res.json({ said: /no longer bundled/.test(message || ''), names: (message || '').includes('<name>') }))
      """
    When I send "GET /"
    Then the JSON body is '{"said":true,"names":true}'

    Examples:
      | name         |
      | bodyParser   |
      | cookieParser |
      | logger       |
      | session      |
      | compress     |
      | methodOverride |

  @spec:objects/application @spec:top-level/fw @4.x @5.x
  Scenario: the application is a request handler for the runtime's HTTP server
    Given the app:
      """js
      const http = require('node:http')
      const { once } = require('node:events')
      app.get('/hello', (req, res) => res.send('served by http.createServer'))
      const server = http.createServer(app).listen(0, '127.0.0.1')
      await once(server, 'listening')
      const body = await new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: server.address().port, path: '/hello' }, (r) => {
          let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve(text))
        }).on('error', reject)
      })
      server.close()
      const report = fw()
      report.get('/', (req, res) => res.json({ body }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"body":"served by http.createServer"}'

  @spec:objects/application @spec:top-level/fw @4.x @5.x
  Scenario: the application is a request handler for the runtime's HTTPS server
    Given the app:
      """js
      const https = require('node:https')
      const fs = require('node:fs')
      const path = require('node:path')
      const { once } = require('node:events')
      app.get('/hello', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      const server = https.createServer({
        key: fs.readFileSync(path.join(fixtures, 'tls', 'key.pem')),
        cert: fs.readFileSync(path.join(fixtures, 'tls', 'cert.pem')),
      }, app).listen(0, '127.0.0.1')
      await once(server, 'listening')
      const body = await new Promise((resolve, reject) => {
        https.get({ host: '127.0.0.1', port: server.address().port, path: '/hello', rejectUnauthorized: false }, (r) => {
          let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve(text))
        }).on('error', reject)
      })
      server.close()
      const report = fw()
      report.get('/', (req, res) => res.type('json').send(body))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"protocol":"https","secure":true}'

  @spec:objects/application @4.x @5.x
  Scenario: the application does not inherit from the runtime's server
    Given the app:
      """js
      const http = require('node:http')
      const https = require('node:https')
      const report = fw()
      report.get('/', (req, res) => res.json({
        httpServer: app instanceof http.Server,
        httpsServer: app instanceof https.Server,
        hasListen: typeof app.listen,
        hasClose: typeof app.close,
      }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"httpServer":false,"httpsServer":false,"hasListen":"function","hasClose":"undefined"}'

  @spec:objects/application @spec:top-level/fw @4.x @5.x
  Scenario: each call of fw() creates a distinct application with its own settings
    Given the app:
      """js
      const a = fw(), b = fw()
      a.set('title', 'A')
      const report = fw()
      report.get('/', (req, res) => res.json({ same: a === b, a: a.get('title'), b: b.get('title') ?? null }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"same":false,"a":"A","b":null}'

  @spec:objects/application @4.x @5.x
  Scenario Outline: the application offers <member> for routing, settings and rendering
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ type: typeof app.<member> }))
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function"}'

    Examples:
      | member  |
      | use     |
      | get     |
      | post    |
      | all     |
      | route   |
      | param   |
      | set     |
      | enable  |
      | disable |
      | enabled |
      | engine  |
      | render  |
      | listen  |
      | path    |

  @spec:objects/request @4.x @5.x
  Scenario: the request is the runtime's incoming message with its built-in fields
    Given the app:
      """js
      const http = require('node:http')
      app.get('/path', (req, res) => res.json({
        incoming: req instanceof http.IncomingMessage,
        method: req.method,
        url: req.url,
        httpVersion: req.httpVersion,
        header: req.headers['x-probe'],
        rawHeaders: req.rawHeaders.includes('X-Probe'),
        socket: typeof req.socket.remoteAddress,
      }))
      """
    When I send "GET /path?q=1" with the header "X-Probe: yes"
    Then the JSON body is:
      """json
      {"incoming":true,"method":"GET","url":"/path?q=1","httpVersion":"1.1","header":"yes","rawHeaders":true,"socket":"string"}
      """

  @spec:objects/request @4.x @5.x
  Scenario: the request stays a readable stream with its built-in methods
    Given the app:
      """js
      app.post('/', (req, res) => {
        const chunks = []
        req.on('data', (c) => chunks.push(c))
        req.on('end', () => res.send('read: ' + Buffer.concat(chunks).toString()))
      })
      """
    When I send the request:
      """
      POST /
      Content-Type: text/plain

      hello
      """
    Then the body is "read: hello"

  @spec:objects/response @4.x @5.x
  Scenario: the response is the runtime's server response with its built-in methods
    Given the app:
      """js
      const http = require('node:http')
      app.get('/', (req, res) => {
        const isServerResponse = res instanceof http.ServerResponse
        res.statusCode = 203
        res.setHeader('X-Built-In', 'setHeader')
        res.writeHead(203, { 'X-Write-Head': String(isServerResponse) })
        res.write('written ')
        res.end('and ended')
      })
      """
    When I send "GET /"
    Then the status is 203
    And the header "X-Built-In" is "setHeader"
    And the header "X-Write-Head" is "true"
    And the body is "written and ended"

  @spec:objects/response @4.x @5.x
  Scenario: the response keeps its built-in statusCode and getHeader next to the helpers
    Given the app:
      """js
      app.get('/', (req, res) => {
        res.status(418).set('X-A', 'a')
        res.json({ statusCode: res.statusCode, getHeader: res.getHeader('x-a'), headersSent: res.headersSent })
      })
      """
    When I send "GET /"
    Then the status is 418
    And the JSON body is '{"statusCode":418,"getHeader":"a","headersSent":false}'

  @spec:objects/application @spec:objects/request @spec:objects/response @4.x @5.x
  Scenario: req.app and res.app are the application using the middleware
    Given the app:
      """js
      app.use((req, res) => res.json({ reqApp: req.app === app, resApp: res.app === app }))
      """
    When I send "GET /"
    Then the JSON body is '{"reqApp":true,"resApp":true}'

  @spec:objects/application @spec:objects/request @spec:objects/response @4.x @5.x
  Scenario: inside a mounted sub-app req.app and res.app are the sub-app
    Given the app:
      """js
      const sub = fw()
      sub.get('/', (req, res) => res.json({ reqSub: req.app === sub, resSub: res.app === sub, reqParent: req.app === app }))
      app.use('/sub', sub)
      """
    When I send "GET /sub"
    Then the JSON body is '{"reqSub":true,"resSub":true,"reqParent":false}'

  @spec:objects/application @spec:objects/request @4.x @5.x
  Scenario: after a sub-app hands on with next(), req.app is the parent again
    Given the app:
      """js
      const sub = fw()
      sub.use((req, res, next) => next())
      app.use('/sub', sub)
      app.use((req, res) => res.json({ parent: req.app === app, resParent: res.app === app }))
      """
    When I send "GET /sub/x"
    Then the JSON body is '{"parent":true,"resParent":true}'

  @spec:objects/request @spec:objects/response @4.x @5.x
  Scenario: req.res and res.req refer to each other
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ reqRes: req.res === res, resReq: res.req === req }))
      """
    When I send "GET /"
    Then the JSON body is '{"reqRes":true,"resReq":true}'

  @spec:objects/request @spec:objects/response @4.x @5.x
  Scenario: the parameter names req and res are only conventions
    Given the app:
      """js
      app.get('/', (request, response) => response.json({ linked: request.res === response }))
      """
    When I send "GET /"
    Then the JSON body is '{"linked":true}'

  @spec:objects/router @spec:top-level/fw.Router @4.x @5.x
  Scenario: a router is usable as the argument of app.use()
    Given the app:
      """js
      const router = fw.Router()
      router.get('/hello', (req, res) => res.send('from router'))
      app.use('/r', router)
      """
    When I send "GET /r/hello"
    Then the body is "from router"

  @spec:objects/router @4.x @5.x
  Scenario: a router is usable as a plain callback
    Given the app:
      """js
      const router = fw.Router()
      router.get('/hello', (req, res) => res.send('router as callback'))
      app.get('/hello', (req, res, next) => router(req, res, next))
      """
    When I send "GET /hello"
    Then the body is "router as callback"

  @spec:objects/router @4.x @5.x
  Scenario: a router is usable as the argument of use() of another router
    Given the app:
      """js
      const outer = fw.Router()
      const inner = fw.Router()
      inner.get('/leaf', (req, res) => res.json({ baseUrl: req.baseUrl, path: req.path }))
      outer.use('/inner', inner)
      app.use('/outer', outer)
      """
    When I send "GET /outer/inner/leaf"
    Then the JSON body is '{"baseUrl":"/outer/inner","path":"/leaf"}'

  @spec:objects/router @4.x @5.x
  Scenario: a router that does not match calls next so the app continues
    Given the app:
      """js
      const router = fw.Router()
      router.get('/only', (req, res) => res.send('only'))
      app.use(router)
      app.use((req, res) => res.send('after router'))
      """
    When I send "GET /elsewhere"
    Then the body is "after router"

  @spec:objects/router @4.x @5.x
  Scenario: a router can only do middleware and routing: it has no settings or rendering
    Given the app:
      """js
      const router = fw.Router()
      app.get('/', (req, res) => res.json({
        use: typeof router.use, get: typeof router.get, route: typeof router.route, param: typeof router.param,
        set: typeof router.set, render: typeof router.render, listen: typeof router.listen, engine: typeof router.engine,
      }))
      """
    When I send "GET /"
    Then the JSON body is:
      """json
      {"use":"function","get":"function","route":"function","param":"function","set":"undefined","render":"undefined","listen":"undefined","engine":"undefined"}
      """

  @spec:objects/route @spec:app-operations/app.route @4.x @5.x
  Scenario Outline: a route serves several verbs on one path: <method>
    Given the app:
      """js
      app.route('/book')
        .get((req, res) => res.send('get book'))
        .post((req, res) => res.send('post book'))
        .put((req, res) => res.send('put book'))
        .delete((req, res) => res.send('delete book'))
      """
    When I send "<method> /book"
    Then the body is "<body>"

    Examples:
      | method | body        |
      | GET    | get book    |
      | POST   | post book   |
      | PUT    | put book    |
      | DELETE | delete book |

  @spec:objects/route @4.x @5.x
  Scenario: a route's all() runs for every verb before the verb handlers
    Given the app:
      """js
      app.route('/book')
        .all((req, res, next) => { res.set('X-All', 'ran'); next() })
        .patch((req, res) => res.send('patched'))
      """
    When I send "PATCH /book"
    Then the header "X-All" is "ran"
    And the body is "patched"

  @spec:objects/route @4.x @5.x
  Scenario: a route of a router serves the path relative to the mount point
    Given the app:
      """js
      const router = fw.Router()
      router.route('/item').get((req, res) => res.json({ path: req.route.path }))
      app.use('/shop', router)
      """
    When I send "GET /shop/item"
    Then the JSON body is '{"path":"/item"}'

  @spec:objects/router @4.x @5.x
  Scenario: every application has a built-in router that routes and uses middleware in order
    Given the app:
      """js
      const order = []
      app.use((req, res, next) => { order.push('use'); next() })
      app.get('/', (req, res, next) => { order.push('get'); next() })
      app.all('/', (req, res) => { order.push('all'); res.json(order) })
      """
    When I send "GET /"
    Then the JSON body is '["use","get","all"]'
