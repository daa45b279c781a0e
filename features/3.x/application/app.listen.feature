@application
Feature: app.listen (3.x)
  `app.listen()` creates an HTTP server with the app as its handler and binds
  it with the runtime's listen: a port (0 or omitted: the operating system
  picks one), or a UNIX socket path. It returns the server.

  @spec:app-operations/app.listen-port @3.x
  Scenario: app.listen(0, host, callback) binds a free port, calls back and returns the server
    Given the app:
      """js
      const http = require('node:http')
      const get = (options) => new Promise((resolve, reject) => http.get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      app.get('/ping', (req, res) => res.send('pong'))
      let calledBack = false
      let server
      await new Promise((resolve) => { server = app.listen(0, '127.0.0.1', () => { calledBack = true; resolve() }) })
      const { port, address } = server.address()
      const reply = await get({ host: '127.0.0.1', port, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ isServer: server instanceof http.Server, calledBack, portPicked: port > 0, address, reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"isServer":true,"calledBack":true,"portPicked":true,"address":"127.0.0.1","reply":{"status":200,"text":"pong"}}'

  @spec:app-operations/app.listen-port @3.x
  Scenario: app.listen() with no port lets the operating system pick one
    Given the app:
      """js
      const http = require('node:http')
      const { once } = require('node:events')
      app.get('/ping', (req, res) => res.send('pong'))
      const server = app.listen()
      await once(server, 'listening')
      const { port } = server.address()
      const text = await new Promise((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/ping' }, (r) => {
        let t = ''; r.setEncoding('utf8'); r.on('data', (c) => { t += c }); r.on('end', () => resolve(t))
      }).on('error', reject))
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ portPicked: Number.isInteger(port) && port > 0, text }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"portPicked":true,"text":"pong"}'

  @spec:app-operations/app.listen-path @3.x
  Scenario: app.listen(path, callback) listens on a UNIX socket
    Given the app:
      """js
      const http = require('node:http')
      const os = require('node:os')
      const path = require('node:path')
      const socketPath = path.join(os.tmpdir(), 'fw-3x-' + process.pid + '-' + Date.now() + '.sock')
      app.get('/ping', (req, res) => res.send('pong over socket'))
      let server
      await new Promise((resolve) => { server = app.listen(socketPath, resolve) })
      const text = await new Promise((resolve, reject) => http.get({ socketPath, path: '/ping' }, (r) => {
        let t = ''; r.setEncoding('utf8'); r.on('data', (c) => { t += c }); r.on('end', () => resolve(t))
      }).on('error', reject))
      const address = server.address()
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ text, boundToPath: address === socketPath }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"text":"pong over socket","boundToPath":true}'
