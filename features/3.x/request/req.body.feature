@req
Feature: req.body and req.files (3.x)
  3.x `req.body` holds the parsed request body, default `{}` with the
  body-parsing middleware. `req.files` holds the uploaded files, default `{}`;
  each has size, path, name, type, hash and lastModifiedDate.

  @spec:req-3x/body @3.x
  Scenario: without a body-parsing middleware req.body is undefined
    Given the app:
      """js
      app.post('/', (req, res) => res.json({ body: req.body === undefined ? 'undefined' : req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/json

      {"a":1}
      """
    Then the JSON body is '{"body":"undefined"}'

  @spec:req-3x/body @3.x
  Scenario: with bodyParser a request without a body has req.body {}
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.get('/', (req, res) => res.json({ body: req.body, files: req.files }))
      """
    When I send "GET /"
    Then the JSON body is '{"body":{},"files":{}}'

  @spec:req-3x/body @3.x
  Scenario Outline: bodyParser parses the <type> body <body> into req.body
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.post('/', (req, res) => res.json(req.body))
      """
    When I send the request:
      """
      POST /
      Content-Type: <type>

      <body>
      """
    Then the JSON body is '<json>'

    Examples:
      | type                              | body                    | json                           |
      | application/json                  | {"user":{"name":"tj"}}  | {"user":{"name":"tj"}}         |
      | application/x-www-form-urlencoded | user[name]=tj&email=x   | {"user":{"name":"tj"},"email":"x"} |
      | application/x-www-form-urlencoded | a=1&a=2                 | {"a":["1","2"]}                |

  @spec:req-3x/body @3.x
  Scenario: an unrecognised Content-Type leaves req.body {}
    Given the app:
      """js
      app.use(fw.bodyParser())
      app.post('/', (req, res) => res.json({ body: req.body }))
      """
    When I send the request:
      """
      POST /
      Content-Type: text/plain

      just text
      """
    Then the JSON body is '{"body":{}}'

  @spec:req-3x/files @3.x
  Scenario: an uploaded file is in req.files with size, path, name and type
    Given the app:
      """js
      const fs = require('node:fs')
      app.use(fw.bodyParser({ uploadDir: require('node:os').tmpdir() }))
      app.post('/upload', (req, res) => {
        const file = req.files.doc
        const saved = fs.readFileSync(file.path, 'utf8')
        fs.unlinkSync(file.path)
        res.json({ size: file.size, name: file.name, type: file.type, saved, body: req.body })
      })
      """
    When I upload the file "notes.txt" with content "file content" as field "doc" to "/upload"
    Then the JSON body is '{"size":12,"name":"notes.txt","type":"text/plain","saved":"file content","body":{}}'

  @spec:req-3x/files @3.x
  Scenario: fields and files of one multipart form go to req.body and req.files
    Given the app:
      """js
      const fs = require('node:fs')
      app.use(fw.bodyParser({ uploadDir: require('node:os').tmpdir() }))
      app.post('/upload', (req, res) => {
        const names = Object.keys(req.files).sort()
        for (const n of names) fs.unlinkSync(req.files[n].path)
        res.json({ body: req.body, files: names.map((n) => req.files[n].name + ':' + req.files[n].size) })
      })
      """
    When I upload a multipart form to "/upload" with the parts:
      | name       | filename | type       | content |
      | title      |          |            | Report  |
      | user[name] |          |            | tobi    |
      | first      | a.txt    | text/plain | aaa     |
      | second     | b.csv    | text/csv   | b,b     |
    Then the JSON body is '{"body":{"title":"Report","user":{"name":"tobi"}},"files":["a.txt:3","b.csv:3"]}'

  @spec:req-3x/files @divergence @3.x
  Scenario: each uploaded file has a hash and a lastModifiedDate
    Given the app:
      """js
      const fs = require('node:fs')
      app.use(fw.bodyParser({ uploadDir: require('node:os').tmpdir() }))
      app.post('/upload', (req, res) => {
        const file = req.files.doc
        fs.unlinkSync(file.path)
        res.json({ hash: typeof file.hash, lastModifiedDate: file.lastModifiedDate instanceof Date })
      })
      """
    When I upload the file "notes.txt" with content "x" as field "doc" to "/upload"
    Then the JSON body is '{"hash":"string","lastModifiedDate":true}'
