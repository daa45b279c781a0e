@files
Feature: File transfer errors
  When `res.sendFile` or `res.download` fails, fn(err) is called; fn must end
  the response or pass control on. Without fn the error goes to next(err)
  (a directory goes to next()).

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: an error given to sendFile's fn does not also reach next(err)
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/missing.txt', (err) => {
        setTimeout(() => res.json({ code: err.code, errorHandlerRuns: res.locals.errorHandlerRuns || 0 }), 30)
      }))
      app.use((err, req, res, next) => { res.locals.errorHandlerRuns = (res.locals.errorHandlerRuns || 0) + 1 })
      """
    When I send "GET /"
    Then the JSON body is '{"code":"ENOENT","errorHandlerRuns":0}'

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario Outline: sendFile of <what> calls fn with an error of status <status> and code <code>
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(<path>, (err) => {
        res.status(200).json({ status: err.status ?? null, code: err.code, headersSent: res.headersSent })
      }))
      """
    When I send "GET /"
    Then the JSON body is:
      """
      {"status":<status>,"code":"<code>","headersSent":false}
      """

    Examples:
      | what          | path                                      | status | code    |
      | a missing file | fixtures + '/files/public/missing.txt'   | 404    | ENOENT  |
      | a directory    | fixtures + '/files/public/sub'           | null   | EISDIR  |
      | a file below a file | fixtures + '/files/public/hello.txt/x' | 404 | ENOTDIR |

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: sendFile of a missing file without fn passes a 404 error to the error handler
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/missing.txt'))
      app.use((err, req, res, next) => res.status(err.status).json({ handled: err.status }))
      """
    When I send "GET /"
    Then the status is 404
    And the JSON body is '{"handled":404}'

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: sendFile of a missing file without fn or error handler answers 404
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/missing.txt'))
      """
    When I send "GET /"
    Then the status is 404

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: sendFile of a directory without fn calls next() without an error
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/sub'))
      app.get('/', (req, res) => res.send('next route'))
      app.use((err, req, res, next) => res.status(500).send('error handler'))
      """
    When I send "GET /"
    Then the status is 200
    And the body is "next route"

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: sendFile of a denied dotfile without fn passes a 403 error on
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/.env', { dotfiles: 'deny' }))
      app.use((err, req, res, next) => res.status(err.status).json({ handled: err.status }))
      """
    When I send "GET /"
    Then the status is 403
    And the JSON body is '{"handled":403}'

  @spec:errors/file-transfer-error @spec:res-operations/res.download @4.x @5.x
  Scenario: download of a missing file without fn passes a 404 error to the error handler
    Given the app:
      """js
      app.get('/', (req, res) => res.download(fixtures + '/files/public/missing.txt'))
      app.use((err, req, res, next) => res.status(err.status).json({ handled: err.status, disposition: res.get('Content-Disposition') === undefined }))
      """
    When I send "GET /"
    Then the status is 404
    And the JSON body is '{"handled":404,"disposition":true}'

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: sendFile of an absolute path with a '..' segment and no root calls fn with a 403 error
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/sub/../hello.txt', (err) => {
        res.status(200).json({ status: err ? err.status : null, headersSent: res.headersSent })
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"status":403,"headersSent":false}'

  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.8.0 @4.x @5.x
  Scenario: a null byte in the sendFile path is a 400 error
    Given the app:
      """js
      app.get('/', (req, res) => res.sendFile(fixtures + '/files/public/hello.txt\u0000.png', (err) => {
        res.status(200).json({ status: err.status })
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"status":400}'

  # The app resets the connection itself right after res.sendFile began, as a peer's reset
  # would: the transfer is watching the connection then, and no race with the client.
  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.9.0 @4.x @5.x
  Scenario: sendFile whose connection is reset during the transfer calls fn with an ECONNABORTED error
    Given the app:
      """js
      let settle
      const outcome = new Promise((resolve) => { settle = resolve })
      app.get('/reset', (req, res) => {
        res.sendFile(fixtures + '/files/public/hello.txt', (err) => settle({ code: err ? err.code : null }))
        req.socket.destroy(Object.assign(new Error('reset by peer'), { code: 'ECONNRESET' }))
      })
      app.get('/outcome', (req, res) => outcome.then((o) => res.json(o)))
      """
    When I send on one connection:
      """
      GET /reset HTTP/1.1

      """
    Then the responses on the connection are:
      | status |
    When I send "GET /outcome"
    Then the JSON body is '{"code":"ECONNABORTED"}'

  # The connection is closed by the app itself before res.sendFile is called, so
  # the abort is the same on every run: no race with the client.
  @spec:errors/file-transfer-error @spec:res-operations/res.sendFile @since:4.9.0 @4.x @5.x
  Scenario: sendFile for a request whose connection has closed calls fn with an ECONNABORTED error
    Given the app:
      """js
      let settle
      const outcome = new Promise((resolve) => { settle = resolve })
      app.get('/abort', (req, res) => {
        res.once('close', () => res.sendFile(fixtures + '/files/public/hello.txt', (err) => {
          settle({ code: err ? err.code : null, headersSent: res.headersSent })
        }))
        req.socket.destroy()
      })
      app.get('/outcome', (req, res) => outcome.then((o) => res.json(o)))
      """
    When I send on one connection:
      """
      GET /abort HTTP/1.1

      """
    Then the responses on the connection are:
      | status |
    When I send "GET /outcome"
    Then the JSON body is '{"code":"ECONNABORTED","headersSent":false}'
