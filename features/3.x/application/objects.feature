@application
Feature: The objects and top-level functions (3.x)
  `fw()` creates an application: a plain callable function that can be passed
  as the request handler of the runtime's HTTP and HTTPS servers. The request
  and response are enhanced versions of the runtime's objects; all built-in
  fields and methods remain available. `req.app` and `res.app` refer to the
  application. `fw.static(root)` serves files from the directory root.

  @spec:objects/application @spec:top-level/fw @3.x
  Scenario: fw() returns a callable function taking (req, res, next)
    Given the app:
      """js
      const report = fw()
      report.get('/', (req, res) => res.json({ type: typeof app, arity: app.length, fresh: fw() !== fw() }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","arity":3,"fresh":true}'

  @spec:objects/application @spec:top-level/fw @3.x
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
      report.get('/', (req, res) => res.json({ body, inheritsServer: app instanceof http.Server }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"body":"served by http.createServer","inheritsServer":false}'

  @spec:objects/application @3.x
  Scenario: the application is a request handler for the runtime's HTTPS server
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure }))
      """
    And the app is served over TLS
    When I send "GET /"
    Then the JSON body is '{"protocol":"https","secure":true}'

  @spec:objects/request @3.x
  Scenario: the request is the runtime's request with helpers added
    Given the app:
      """js
      const http = require('node:http')
      app.get('/', (req, res) => res.json({
        isIncoming: req instanceof http.IncomingMessage,
        method: req.method,
        url: req.url,
        httpVersion: req.httpVersion,
        header: req.headers['x-custom'],
        helpers: [typeof req.get, typeof req.accepts, typeof req.is, typeof req.param],
        app: req.app === app,
      }))
      """
    When I send "GET /?a=1" with the header "X-Custom: yes"
    Then the JSON body is:
      """json
      {"isIncoming":true,"method":"GET","url":"/?a=1","httpVersion":"1.1","header":"yes","helpers":["function","function","function","function"],"app":true}
      """

  @spec:objects/response @3.x
  Scenario: the response is the runtime's response with helpers added
    Given the app:
      """js
      const http = require('node:http')
      app.get('/', (req, res) => {
        res.setHeader('X-Native', 'kept')
        res.json({
          isServerResponse: res instanceof http.ServerResponse,
          helpers: [typeof res.send, typeof res.json, typeof res.sendfile, typeof res.render],
          app: res.app === app,
          req: res.req === req,
        })
      })
      """
    When I send "GET /"
    Then the header "X-Native" is "kept"
    And the JSON body is '{"isServerResponse":true,"helpers":["function","function","function","function"],"app":true,"req":true}'

  @spec:objects/response @3.x
  Scenario: the runtime's writeHead and end remain available
    Given the app:
      """js
      app.get('/', (req, res) => { res.writeHead(201, { 'Content-Type': 'text/plain' }); res.end('native') })
      """
    When I send "GET /"
    Then the status is 201
    And the body is "native"

  @spec:top-level/fw.static @3.x
  Scenario: fw.static serves a file from its root with the Content-Type of its extension
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /hello.txt"
    Then the status is 200
    And the body is "hello from static"
    And the header "Content-Type" is "text/plain; charset=UTF-8"

  @spec:top-level/fw.static @3.x
  Scenario: fw.static serves index.html for a directory
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /"
    Then the body is "<h1>index</h1>"

  @spec:top-level/fw.static @3.x
  Scenario: fw.static calls next() for a missing file
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      app.use((req, res) => res.status(404).send('not here'))
      """
    When I send "GET /missing.txt"
    Then the status is 404
    And the body is "not here"

  @spec:top-level/fw.static @3.x
  Scenario: fw.static mounted at a path serves files below it
    Given the app:
      """js
      app.use('/static', fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /static/hello.txt"
    Then the body is "hello from static"

  @spec:top-level/fw.static @3.x
  Scenario: fw.static redirects a directory without a trailing slash
    Given the app:
      """js
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /sub"
    Then the status is 303
    And the header "Location" is "/sub/"
