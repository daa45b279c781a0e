@middleware
Feature: bodyParser, json, urlencoded, multipart (3.x)
  `bodyParser` wraps json, urlencoded and multipart parsing. It populates
  `req.body` and `req.files`, and accepts multipart parser options such as
  keepExtensions (default false) and uploadDir. json, urlencoded and multipart
  are also available one by one (their options: not shown).

  @spec:middleware-3x/bodyparser @3.x
  Scenario Outline: bodyParser parses the <type> body <body>
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: <type>

      <body>
      """
    Then the JSON body is '{"body":<json>}'

    Examples:
      | type                                   | body          | json          |
      | application/json                       | {"a":[1,2]}   | {"a":[1,2]}   |
      | application/json; charset=utf-8        | {"b":true}    | {"b":true}    |
      | application/x-www-form-urlencoded      | a=1&b[c]=2    | {"a":"1","b":{"c":"2"}} |

  @spec:middleware-3x/bodyparser @3.x
  Scenario: bodyParser answers 400 for malformed JSON
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.post('/', (req, res) => res.send('never'))
      app.use((err, req, res, next) => res.send(err.status, 'status ' + err.status))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"a":
      """
    Then the status is 400
    And the body is "status 400"

  @spec:middleware-3x/bodyparser @3.x
  Scenario: bodyParser puts multipart fields in req.body and files in req.files
    Given the app:
      """js
      const fs = require('node:fs')
      app.use(fw.bodyParser({ uploadDir: require('node:os').tmpdir() }))
      app.post('/', (req, res) => {
        const file = req.files.avatar
        fs.unlinkSync(file.path)
        res.json({ body: req.body, name: file.name, size: file.size, type: file.type })
      })
      """
    When I upload a multipart form to "/" with the parts:
      | name   | filename | type      | content |
      | user   |          |           | tobi    |
      | avatar | me.png   | image/png | PNGDATA |
    Then the JSON body is '{"body":{"user":"tobi"},"name":"me.png","size":7,"type":"image/png"}'

  @spec:middleware-3x/bodyparser @3.x
  Scenario: uploadDir is the directory uploaded files are written to
    Given the app:
      """js
      const fs = require('node:fs')
      const path = require('node:path')
      const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'fw3x-'))
      app.use(fw.bodyParser({ uploadDir: dir }))
      app.post('/', (req, res) => {
        const file = req.files.doc
        const inDir = path.dirname(file.path) === dir
        const content = fs.readFileSync(file.path, 'utf8')
        fs.rmSync(dir, { recursive: true })
        res.json({ inDir, content })
      })
      """
    When I upload the file "notes.txt" with content "kept here" as field "doc" to "/"
    Then the JSON body is '{"inDir":true,"content":"kept here"}'

  @spec:middleware-3x/bodyparser @3.x
  Scenario: with keepExtensions true, the saved file keeps its extension
    Given the app:
      """js
      const fs = require('node:fs')
      const path = require('node:path')
      app.use(fw.bodyParser({ uploadDir: require('node:os').tmpdir(), keepExtensions: true }))
      app.post('/', (req, res) => {
        const file = req.files.doc
        fs.unlinkSync(file.path)
        res.json({ ext: path.extname(file.path) })
      })
      """
    When I upload the file "notes.txt" with content "x" as field "doc" to "/"
    Then the JSON body is '{"ext":".txt"}'

  @spec:middleware-3x/bodyparser @divergence @3.x
  Scenario: with keepExtensions false, the saved file has no extension
    Given the app:
      """js
      const fs = require('node:fs')
      const path = require('node:path')
      app.use(fw.bodyParser({ uploadDir: require('node:os').tmpdir(), keepExtensions: false }))
      app.post('/', (req, res) => { fs.unlinkSync(req.files.doc.path); res.json({ ext: path.extname(req.files.doc.path) }) })
      """
    When I upload the file "notes.txt" with content "x" as field "doc" to "/"
    Then the JSON body is '{"ext":""}'

  @spec:middleware-3x/bodyparser @divergence @3.x
  Scenario: keepExtensions is false by default
    Given the app:
      """js
      const fs = require('node:fs')
      const path = require('node:path')
      app.use(fw.bodyParser({ uploadDir: require('node:os').tmpdir() }))
      app.post('/', (req, res) => { fs.unlinkSync(req.files.doc.path); res.json({ ext: path.extname(req.files.doc.path) }) })
      """
    When I upload the file "photo.jpg" with content "x" as field "doc" to "/"
    Then the JSON body is '{"ext":""}'

  @spec:middleware-3x/bodyparser @divergence @3.x
  Scenario: bodyParser without uploadDir stores uploads in the system's temporary directory
    Given the app:
      """js
      const fs = require('node:fs')
      app.use(fw.bodyParser())
      app.post('/', (req, res) => { const file = req.files.doc; const content = fs.readFileSync(file.path, 'utf8'); fs.unlinkSync(file.path); res.json({ content }) })
      """
    When I upload the file "notes.txt" with content "tmp" as field "doc" to "/"
    Then the status is 200
    And the JSON body is '{"content":"tmp"}'

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: fw.json parses JSON only
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"name":"tobi"}
      """
    Then the JSON body is '{"body":{"name":"tobi"}}'

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: fw.json leaves a form body unparsed
    Given the app:
      """js
      app.use(fw.json())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/x-www-form-urlencoded

      name=tobi
      """
    Then the JSON body is '{"body":{}}'

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: fw.urlencoded parses a form body into nested objects
    Given the app:
      """js
      app.use(fw.urlencoded())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/x-www-form-urlencoded

      user[name]=tobi&user[email]=tobi%40example.com
      """
    Then the JSON body is '{"body":{"user":{"name":"tobi","email":"tobi@example.com"}}}'

  # Its options are not shown; Express 3.21 hands them to body-parser 1.13, as 4.x does.
  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: fw.urlencoded({ extended: false }) parses a form body into flat string fields
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: false }))
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/x-www-form-urlencoded

      user[name]=tobi&tag=a&tag=b&empty=
      """
    Then the JSON body is '{"body":{"user[name]":"tobi","tag":["a","b"],"empty":""}}'

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @3.x
  Scenario: fw.multipart parses a multipart form
    Given the app:
      """js
      const fs = require('node:fs')
      app.use(fw.multipart({ uploadDir: require('node:os').tmpdir() }))
      app.post('/', (req, res) => { fs.unlinkSync(req.files.doc.path); res.json({ body: req.body, name: req.files.doc.name }) })
      """
    When I upload a multipart form to "/" with the parts:
      | name  | filename | type       | content |
      | title |          |            | Hello   |
      | doc   | a.txt    | text/plain | aaa     |
    Then the JSON body is '{"body":{"title":"Hello"},"name":"a.txt"}'

  # Bytes after the end of a gzip member are read as the next member: 400 "incorrect header
  # check" (features/body-parsers/inflate.feature, GHSA-27r3-jxmh-p828); the process lives.
  @spec:middleware-3x/bodyparser @3.x
  Scenario Outline: bodyParser refuses a gzip <type> body followed by extra bytes with 400, and lives
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.post('/', (req, res) => res.send('parsed'))
      app.get('/alive', (req, res) => res.send('alive'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When I send "POST /" with the gzip-encoded body "<body>" of type "<type>", followed by the bytes "AAAAAAAAAAAAAAA"
    Then the status is 400
    And the body is "refused 400"
    When I send "GET /alive"
    Then the body is "alive"

    Examples:
      | type                              | body |
      | application/json                  | {}   |
      | application/x-www-form-urlencoded | a=1  |
