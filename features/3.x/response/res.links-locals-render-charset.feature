@res
Feature: res.links, res.locals, res.render, res.charset (3.x)
  3.x `res.links(links)` fills the Link header from an object of rel name to
  URL; within an item the attributes are separated by ';' with no commas.
  `res.locals` holds the variables of one request's views. `res.render(view,
  [locals], callback)` renders a view; with a callback it gets (err, html)
  and nothing is sent, without it the HTML is sent and an error goes to
  next(err). `res.charset` (default 'utf-8') is appended to the Content-Type.

  @spec:res-3x/links @3.x
  Scenario: res.links joins the links, each '<url>; rel="name"'
    Given the app:
      """js
      app.get('/', (req, res) => res.links({
        next: 'http://api.example.com/users?page=2',
        last: 'http://api.example.com/users?page=5',
      }).end())
      """
    When I send "GET /"
    Then the header "Link" is exactly '<http://api.example.com/users?page=2>; rel="next", <http://api.example.com/users?page=5>; rel="last"'

  @spec:res-3x/links @3.x
  Scenario: a second res.links call appends to the Link header
    Given the app:
      """js
      app.get('/', (req, res) => res.links({ prev: '/p/1' }).links({ next: '/p/3' }).end())
      """
    When I send "GET /"
    Then the header "Link" is '</p/1>; rel="prev", </p/3>; rel="next"'

  @spec:res-3x/links @3.x
  Scenario: a single link has no comma
    Given the app:
      """js
      app.get('/', (req, res) => res.links({ self: '/me' }).end())
      """
    When I send "GET /"
    Then the header "Link" is exactly '</me>; rel="self"'

  @spec:res-3x/locals @3.x
  Scenario: res.locals is a function that merges like app.locals
    Given the app:
      """js
      app.get('/', (req, res) => { res.locals({ a: 1 }); res.locals.b = 2; res.json({ type: typeof res.locals, a: res.locals.a, b: res.locals.b }) })
      """
    When I send "GET /"
    Then the JSON body is '{"type":"function","a":1,"b":2}'

  @spec:res-3x/locals @3.x
  Scenario: res.locals set in middleware reach the view
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, options.user + ' ' + options.title))
      app.set('views', fixtures + '/3.x/views')
      app.locals.title = 'app'
      app.use((req, res, next) => { res.locals.user = 'tobi'; next() })
      app.get('/', (req, res) => res.render('index.tmpl'))
      """
    When I send "GET /"
    Then the body is "tobi app"

  @spec:res-3x/locals @3.x
  Scenario: res.locals override app.locals and render locals override both
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, [options.a, options.b, options.c].join(',')))
      app.set('views', fixtures + '/3.x/views')
      app.locals({ a: 'app', b: 'app', c: 'app' })
      app.get('/', (req, res) => { res.locals({ b: 'res', c: 'res' }); res.render('index.tmpl', { c: 'render' }) })
      """
    When I send "GET /"
    Then the body is "app,res,render"

  @spec:res-3x/locals @3.x
  Scenario: res.locals last for one request only
    Given the app:
      """js
      app.get('/set', (req, res) => { res.locals.flag = 'set'; res.send('ok') })
      app.get('/read', (req, res) => res.json({ flag: res.locals.flag === undefined ? 'absent' : res.locals.flag }))
      """
    When I send "GET /set"
    And I send "GET /read"
    Then the JSON body is '{"flag":"absent"}'

  @spec:res-3x/render @3.x
  Scenario: res.render sends the rendered HTML
    Given the app:
      """js
      const fs = require('node:fs')
      app.engine('tmpl', (file, options, callback) => fs.readFile(file, 'utf8', (err, text) =>
        err ? callback(err) : callback(null, text.replace(/{{(\w+)}}/g, (_, k) => String(options[k])))))
      app.set('views', fixtures + '/3.x/views')
      app.set('view engine', 'tmpl')
      app.get('/', (req, res) => res.render('index', { name: 'tobi' }))
      """
    When I send "GET /"
    Then the body is "Hello tobi"
    And the header "Content-Type" is "text/html; charset=utf-8"

  @spec:res-3x/render @3.x
  Scenario: res.render with a callback passes the HTML and sends nothing itself
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, '<b>' + options.name + '</b>'))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('index.tmpl', { name: 'x' }, (err, html) => res.json({ html, sent: res.headersSent })))
      """
    When I send "GET /"
    Then the JSON body is '{"html":"<b>x</b>","sent":false}'

  @spec:res-3x/render @3.x
  Scenario: res.render(view, callback) takes the callback as second argument
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, 'rendered'))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('index.tmpl', (err, html) => res.send('got ' + html)))
      """
    When I send "GET /"
    Then the body is "got rendered"

  @spec:res-3x/render @3.x
  Scenario: without a callback a render error goes to next(err)
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(new Error('template broke')))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('index.tmpl'))
      app.use((err, req, res, next) => res.send(500, 'caught: ' + err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "caught: template broke"

  @spec:res-3x/render @3.x
  Scenario: res.render with a callback passes an error the engine throws to it and does not call next
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => { throw new Error('engine threw') })
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('index.tmpl', (err, html) => res.send(502, 'callback: ' + err.message)))
      app.use((err, req, res, next) => res.send(500, 'error handler: ' + err.message))
      """
    When I send "GET /"
    Then the status is 502
    And the body is "callback: engine threw"

  @spec:res-3x/render @3.x
  Scenario: an error the engine throws without a callback goes to next(err)
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => { throw new Error('engine threw') })
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('index.tmpl'))
      app.use((err, req, res, next) => res.send(500, 'error handler: ' + err.message))
      """
    When I send "GET /"
    Then the status is 500
    And the body is "error handler: engine threw"

  @spec:res-3x/render @3.x
  Scenario: a missing view goes to next(err)
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, 'never'))
      app.set('views', fixtures + '/3.x/views')
      app.get('/', (req, res) => res.render('nope.tmpl'))
      app.use((err, req, res, next) => res.send(500, err.message.split(' in views')[0]))
      """
    When I send "GET /"
    Then the status is 500
    And the body is 'Failed to lookup view "nope.tmpl"'

  @spec:res-3x/charset @spec:res-properties/res.charset @3.x
  Scenario: res.send of a string has charset utf-8 by default
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/html; charset=utf-8"

  @spec:res-3x/charset @spec:res-properties/res.charset @3.x
  Scenario Outline: res.charset '<charset>' is appended to a Content-Type set with res.<how>
    Given the app:
      """js
      app.get('/', (req, res) => { res.charset = '<charset>'; res.<how>; res.end('x') })
      """
    When I send "GET /"
    Then the header "Content-Type" is "<type>; charset=<charset>"

    Examples:
      | charset    | how                            | type       |
      | iso-8859-1 | set('Content-Type', 'text/plain') | text/plain |
      | value      | type('html')                   | text/html  |
      | utf-16     | type('text/csv')               | text/csv   |

  @spec:res-3x/charset @spec:res-properties/res.charset @3.x
  Scenario: res.charset is appended to the Content-Type of res.send(Buffer)
    Given the app:
      """js
      app.get('/', (req, res) => { res.charset = 'iso-8859-1'; res.send(Buffer.from('x')) })
      """
    When I send "GET /"
    Then the header "Content-Type" is "application/octet-stream; charset=iso-8859-1"

  @spec:res-3x/charset @spec:res-properties/res.charset @divergence @3.x
  Scenario: res.charset is appended to the Content-Type of res.send(string)
    Given the app:
      """js
      app.get('/', (req, res) => { res.charset = 'value'; res.send('some html') })
      """
    When I send "GET /"
    Then the header "Content-Type" is "text/html; charset=value"
