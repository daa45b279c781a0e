@application
Feature: app.listen
  `app.listen([port[, host[, backlog]]][, callback])` binds and listens; with
  the port omitted or 0 the operating system picks a free port. It returns the
  server object, and all forms of the runtime's listen are supported.
  `app.listen(path, [callback])` listens on a UNIX socket path, the same as
  the runtime's server listen. The app code below listens, sends itself one
  request with `get`, closes the server and serves a report of what it observed.

  @spec:app-operations/app.listen-port @4.x @5.x
  Scenario: app.listen(0, host, callback) binds a free port, calls back and returns the server
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      const http = require('node:http')
      const { once } = require('node:events')
      app.get('/ping', (req, res) => res.send('pong'))
      let calledBack = false
      const server = app.listen(0, '127.0.0.1', () => { calledBack = true })
      await once(server, 'listening')
      const { port, address } = server.address()
      const reply = await get({ host: '127.0.0.1', port, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ isServer: server instanceof http.Server, calledBack, portPicked: port > 0, address, reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is:
      """json
      {"isServer":true,"calledBack":true,"portPicked":true,"address":"127.0.0.1","reply":{"status":200,"text":"pong"}}
      """

  @spec:app-operations/app.listen-port @5.x
  Scenario: 5.x app.listen on a port already in use passes the error to the callback
    Given the app:
      """js
      const { once } = require('node:events')
      const first = require('node:http').createServer()
      first.listen(0, '127.0.0.1')
      await once(first, 'listening')
      const { port } = first.address()
      const outcome = await new Promise((resolve) => {
        const server = app.listen(port, '127.0.0.1', (err) => {
          resolve({ code: err ? err.code : null, listening: server.listening })
          if (server.listening) server.close()
        })
      })
      await new Promise((resolve) => first.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json(outcome))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"code":"EADDRINUSE","listening":false}'

  @spec:app-operations/app.listen-port @4.x @5.x
  Scenario: app.listen() with no port lets the operating system pick one
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      const { once } = require('node:events')
      app.get('/ping', (req, res) => res.send('pong'))
      const server = app.listen()
      await once(server, 'listening')
      const { port } = server.address()
      const reply = await get({ host: '127.0.0.1', port, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ portPicked: Number.isInteger(port) && port > 0, reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"portPicked":true,"reply":{"status":200,"text":"pong"}}'

  @spec:app-operations/app.listen-port @4.x @5.x
  Scenario: app.listen(callback) calls back once the server listens
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      app.get('/ping', (req, res) => res.send('pong'))
      let server
      const port = await new Promise((resolve) => { server = app.listen(() => resolve(server.address().port)) })
      const reply = await get({ host: '127.0.0.1', port, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"reply":{"status":200,"text":"pong"}}'

  @spec:app-operations/app.listen-port @4.x @5.x
  Scenario: app.listen accepts the runtime's options-object form
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      const { once } = require('node:events')
      app.get('/ping', (req, res) => res.send('pong'))
      const server = app.listen({ port: 0, host: '127.0.0.1' })
      await once(server, 'listening')
      const { port, address } = server.address()
      const reply = await get({ host: '127.0.0.1', port, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ address, reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"address":"127.0.0.1","reply":{"status":200,"text":"pong"}}'

  @spec:app-operations/app.listen-port @4.x @5.x
  Scenario: app.listen(0, host, backlog, callback) accepts a backlog
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      app.get('/ping', (req, res) => res.send('pong'))
      let server
      const port = await new Promise((resolve) => { server = app.listen(0, '127.0.0.1', 511, () => resolve(server.address().port)) })
      const reply = await get({ host: '127.0.0.1', port, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"reply":{"status":200,"text":"pong"}}'

  @spec:app-operations/app.listen-port @4.x @5.x
  Scenario: each call of app.listen starts a separate server for the same app
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      const { once } = require('node:events')
      let hits = 0
      app.get('/ping', (req, res) => res.send('hit ' + (++hits)))
      const one = app.listen(0, '127.0.0.1'), two = app.listen(0, '127.0.0.1')
      await Promise.all([once(one, 'listening'), once(two, 'listening')])
      const a = await get({ host: '127.0.0.1', port: one.address().port, path: '/ping' })
      const b = await get({ host: '127.0.0.1', port: two.address().port, path: '/ping' })
      const distinct = one !== two && one.address().port !== two.address().port
      await Promise.all([new Promise((r) => one.close(r)), new Promise((r) => two.close(r))])
      const report = fw()
      report.get('/', (req, res) => res.json({ distinct, a: a.text, b: b.text }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"distinct":true,"a":"hit 1","b":"hit 2"}'

  @spec:app-operations/app.listen-path @4.x @5.x
  Scenario: app.listen(path, callback) listens on a UNIX socket path
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      const os = require('node:os')
      const path = require('node:path')
      const fs = require('node:fs')
      const socketPath = path.join(os.tmpdir(), `fw-listen-${process.pid}-${Date.now()}.sock`)
      app.get('/ping', (req, res) => res.json({ pong: true, url: req.url }))
      let calledBack = false
      let server
      await new Promise((resolve) => { server = app.listen(socketPath, () => { calledBack = true; resolve() }) })
      const address = server.address()
      const isSocket = fs.statSync(socketPath).isSocket()
      const reply = await get({ socketPath, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ calledBack, addressIsPath: address === socketPath, isSocket, reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is:
      """json
      {"calledBack":true,"addressIsPath":true,"isSocket":true,"reply":{"status":200,"text":"{\"pong\":true,\"url\":\"/ping\"}"}}
      """

  @spec:app-operations/app.listen-path @4.x @5.x
  Scenario: app.listen(path) without a callback returns a server listening on the socket
    Given the app:
      """js
      const get = (options) => new Promise((resolve, reject) => require('node:http').get(options, (r) => {
        let text = ''; r.setEncoding('utf8'); r.on('data', (c) => { text += c }); r.on('end', () => resolve({ status: r.statusCode, text }))
      }).on('error', reject))
      const os = require('node:os')
      const path = require('node:path')
      const http = require('node:http')
      const { once } = require('node:events')
      const socketPath = path.join(os.tmpdir(), `fw-listen-nocb-${process.pid}-${Date.now()}.sock`)
      app.get('/ping', (req, res) => res.send('pong over socket'))
      const server = app.listen(socketPath)
      await once(server, 'listening')
      const reply = await get({ socketPath, path: '/ping' })
      await new Promise((resolve) => server.close(resolve))
      const report = fw()
      report.get('/', (req, res) => res.json({ isServer: server instanceof http.Server, reply }))
      return report
      """
    When I send "GET /"
    Then the JSON body is '{"isServer":true,"reply":{"status":200,"text":"pong over socket"}}'
