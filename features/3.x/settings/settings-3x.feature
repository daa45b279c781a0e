@settings
Feature: Application settings (3.x)
  The 3.x settings and their defaults: env is the runtime's environment-mode
  variable, or 'development'; trust proxy is disabled; jsonp callback name
  changes the default callback name of ?callback=; json replacer is null by
  default; json spaces is 2 in development and 0 in production; case sensitive
  routing and strict routing are disabled; view cache is enabled in
  production; view engine is the default engine extension; views defaults to
  the process working directory plus '/views'. The environment mode is read
  when the application is created, so the scenarios that change it restore it
  right after creating their app.

  @spec:settings-3x/env @3.x
  Scenario: env defaults to 'development' when the environment variable is unset
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      delete process.env.NODE_ENV
      const created = fw()
      if (saved !== undefined) process.env.NODE_ENV = saved
      created.get('/', (req, res) => res.send(created.get('env')))
      return created
      """
    When I send "GET /"
    Then the body is "development"

  @spec:settings-3x/env @3.x
  Scenario Outline: env is read from NODE_ENV=<mode> when the app is created
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      process.env.NODE_ENV = '<mode>'
      const created = fw()
      if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved
      created.get('/', (req, res) => res.send(created.get('env')))
      return created
      """
    When I send "GET /"
    Then the body is "<mode>"

    Examples:
      | mode        |
      | production  |
      | test        |
      | staging     |

  @spec:settings-3x/env @3.x
  Scenario: env can be set with app.set after creation
    Given the app:
      """js
      app.set('env', 'production')
      app.get('/', (req, res) => res.send(app.get('env')))
      """
    When I send "GET /"
    Then the body is "production"

  @spec:settings-3x/json-spaces @3.x
  Scenario: json spaces is 2 in development, so res.json indents by two spaces
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      process.env.NODE_ENV = 'development'
      const created = fw()
      if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved
      created.get('/', (req, res) => res.json({ spaces: created.get('json spaces'), list: [1] }))
      return created
      """
    When I send "GET /"
    Then the body is:
      """
      {
        "spaces": 2,
        "list": [
          1
        ]
      }
      """

  @spec:settings-3x/json-spaces @3.x
  Scenario: json spaces is 0 in production, so res.json is compact
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      process.env.NODE_ENV = 'production'
      const created = fw()
      if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved
      created.get('/', (req, res) => res.json({ a: 1, list: [1, 2] }))
      return created
      """
    When I send "GET /"
    Then the body is '{"a":1,"list":[1,2]}'

  @spec:settings-3x/json-spaces @3.x
  Scenario: json spaces set to 4 indents res.json by four spaces
    Given the app:
      """js
      app.set('json spaces', 4)
      app.get('/', (req, res) => res.json({ a: 1 }))
      """
    When I send "GET /"
    Then the body is:
      """
      {
          "a": 1
      }
      """

  @spec:settings-3x/json-spaces @3.x
  Scenario: json spaces set to 0 makes res.json compact in any environment
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.json({ a: 1, b: [true] }))
      """
    When I send "GET /"
    Then the body is '{"a":1,"b":[true]}'

  @spec:settings-3x/json-replacer @3.x
  Scenario: json replacer is null by default
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.json({ replacer: app.get('json replacer') === undefined ? 'unset' : app.get('json replacer'), secret: 's' }))
      """
    When I send "GET /"
    Then the JSON body is '{"replacer":"unset","secret":"s"}'

  @spec:settings-3x/json-replacer @3.x
  Scenario: a json replacer callback filters what res.json serializes
    Given the app:
      """js
      app.set('json spaces', 0)
      app.set('json replacer', (key, value) => key === 'secret' ? undefined : value)
      app.get('/', (req, res) => res.json({ user: 'tobi', secret: 'hidden' }))
      """
    When I send "GET /"
    Then the body is '{"user":"tobi"}'

  @spec:settings-3x/json-replacer @3.x
  Scenario: a json replacer array selects the keys res.jsonp serializes
    Given the app:
      """js
      app.set('json spaces', 0)
      app.set('json replacer', ['a'])
      app.get('/', (req, res) => res.jsonp({ a: 1, b: 2 }))
      """
    When I send "GET /"
    Then the body is '{"a":1}'

  @spec:settings-3x/jsonp-callback-name @3.x
  Scenario: the default jsonp callback name is 'callback'
    Given the app:
      """js
      app.set('json spaces', 0)
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?callback=handle"
    Then the body is "/**/ typeof handle === 'function' && handle({\"a\":1});"
    And the header "Content-Type" is "text/javascript; charset=utf-8"

  @spec:settings-3x/jsonp-callback-name @3.x
  Scenario: jsonp callback name changes the query parameter res.jsonp reads
    Given the app:
      """js
      app.set('json spaces', 0)
      app.set('jsonp callback name', 'cb')
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?cb=mine&callback=theirs"
    Then the body is "/**/ typeof mine === 'function' && mine({\"a\":1});"

  @spec:settings-3x/jsonp-callback-name @3.x
  Scenario: with a renamed jsonp callback, ?callback= alone is plain JSON
    Given the app:
      """js
      app.set('json spaces', 0)
      app.set('jsonp callback name', 'cb')
      app.get('/', (req, res) => res.jsonp({ a: 1 }))
      """
    When I send "GET /?callback=theirs"
    Then the body is '{"a":1}'
    And the header "Content-Type" is "application/json; charset=utf-8"

  @spec:settings-3x/case-sensitive-routing @3.x
  Scenario Outline: case sensitive routing is disabled by default: GET <path> matches '/Foo'
    Given the app:
      """js
      app.get('/Foo', (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body is "matched"

    Examples:
      | path |
      | /Foo |
      | /foo |
      | /FOO |

  @spec:settings-3x/case-sensitive-routing @3.x
  Scenario Outline: with case sensitive routing enabled, GET <path> on '/Foo' is <status>
    Given the app:
      """js
      app.enable('case sensitive routing')
      app.get('/Foo', (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | path | status |
      | /Foo | 200    |
      | /foo | 404    |
      | /FOO | 404    |

  @spec:settings-3x/strict-routing @3.x
  Scenario Outline: strict routing is disabled by default: GET <path> matches '/foo'
    Given the app:
      """js
      app.get('/foo', (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the body is "matched"

    Examples:
      | path  |
      | /foo  |
      | /foo/ |

  @spec:settings-3x/strict-routing @3.x
  Scenario Outline: with strict routing enabled, GET <path> on '<route>' is <status>
    Given the app:
      """js
      app.enable('strict routing')
      app.get('<route>', (req, res) => res.send('matched'))
      """
    When I send "GET <path>"
    Then the status is <status>

    Examples:
      | route | path  | status |
      | /foo  | /foo  | 200    |
      | /foo  | /foo/ | 404    |
      | /foo/ | /foo/ | 200    |
      | /foo/ | /foo  | 404    |

  @spec:settings-3x/trust-proxy @3.x
  Scenario: trust proxy is disabled by default, so X-Forwarded-* headers are ignored
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ trust: app.get('trust proxy'), protocol: req.protocol, ip: req.ip, ips: req.ips }))
      """
    When I send "GET /" with the headers:
      | X-Forwarded-Proto | https    |
      | X-Forwarded-For   | 10.0.0.1 |
    Then the JSON body is '{"trust":false,"protocol":"http","ip":"127.0.0.1","ips":[]}'

  @spec:settings-3x/trust-proxy @3.x
  Scenario: enabling trust proxy makes the app honour X-Forwarded-Proto and X-Forwarded-For
    Given the app:
      """js
      app.enable('trust proxy')
      app.get('/', (req, res) => res.json({ protocol: req.protocol, secure: req.secure, ip: req.ip, ips: req.ips }))
      """
    When I send "GET /" with the headers:
      | X-Forwarded-Proto | https              |
      | X-Forwarded-For   | 10.0.0.1, 10.0.0.2 |
    Then the JSON body is '{"protocol":"https","secure":true,"ip":"10.0.0.1","ips":["10.0.0.1","10.0.0.2"]}'

  # The values trust proxy takes are not shown; Express 3.21 compiles them as 4.x does (a hop
  # count, an address or subnet, named ranges, a comma list or an array). The test client
  # connects from 127.0.0.1.
  @spec:settings-3x/trust-proxy @3.x
  Scenario Outline: trust proxy <value>: the proxy chain and X-Forwarded-Proto are <use>
    Given the app:
      """js
      app.set('trust proxy', <value>)
      app.get('/', (req, res) => res.json({ protocol: req.protocol, ip: req.ip, ips: req.ips }))
      """
    When I send "GET /" with the headers:
      | X-Forwarded-For   | <xff> |
      | X-Forwarded-Proto | https |
    Then the JSON body is:
      """json
      {"protocol":"<protocol>","ip":"<ip>","ips":<ips>}
      """

    Examples:
      | value                      | use                                           | xff                       | protocol | ip              | ips                            |
      | 1                          | trusted for one hop                           | 10.0.0.1, 10.0.0.2        | https    | 10.0.0.2        | ["10.0.0.2"]                   |
      | 3                          | trusted beyond the chain                      | 10.0.0.1, 10.0.0.2        | https    | 10.0.0.1        | ["10.0.0.1","10.0.0.2"]        |
      | 'loopback'                 | trusted from loopback                         | 10.0.0.1, 10.0.0.2        | https    | 10.0.0.2        | ["10.0.0.2"]                   |
      | '127.0.0.1, 10.0.0.2'      | trusted from a comma list                     | 10.0.0.1, 10.0.0.2        | https    | 10.0.0.1        | ["10.0.0.1","10.0.0.2"]        |
      | ['loopback', '10.0.0.0/8'] | trusted from an array with a subnet           | 10.0.0.1, 10.0.0.2        | https    | 10.0.0.1        | ["10.0.0.1","10.0.0.2"]        |
      | '127.0.0.1/255.0.0.0'      | trusted from a subnet by its netmask          | 10.0.0.1, 10.0.0.2        | https    | 10.0.0.2        | ["10.0.0.2"]                   |
      | '127.0.0.0/8, 10.0.0.0/8'  | trusted over an IPv4-mapped IPv6 hop          | 10.0.0.1, ::ffff:10.0.0.2 | https    | 10.0.0.1        | ["10.0.0.1","::ffff:10.0.0.2"] |
      | '0.0.0.0/1'                | trusted over an IPv4-mapped hop by one subnet | 10.0.0.1, ::ffff:10.0.0.2 | https    | 10.0.0.1        | ["10.0.0.1","::ffff:10.0.0.2"] |
      | '127.0.0.0/8, 10.1.0.0/16' | stopped at an IPv4-mapped hop outside         | 10.0.0.1, ::ffff:10.0.0.2 | https    | ::ffff:10.0.0.2 | ["::ffff:10.0.0.2"]            |
      | 'loopback, fe80::/10'      | trusted over an IPv6 link-local hop           | 2001:db8::1, fe80::1      | https    | 2001:db8::1     | ["2001:db8::1","fe80::1"]      |
      | 'loopback, fc00::/7'       | stopped at an IPv6 hop outside                | 2001:db8::1, fe80::1      | https    | fe80::1         | ["fe80::1"]                    |
      | 'uniquelocal'              | not trusted from a range the client is not in | 10.0.0.1, 10.0.0.2        | http     | 127.0.0.1       | []                             |

  @spec:settings-3x/views @3.x
  Scenario: views defaults to the working directory plus '/views'
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ isDefault: app.get('views') === process.cwd() + '/views' }))
      """
    When I send "GET /"
    Then the JSON body is '{"isDefault":true}'

  @spec:settings-3x/views @3.x
  Scenario Outline: the views setting '<dir>' is the directory res.render resolves '<view>' in
    Given the app:
      """js
      const fs = require('node:fs')
      app.engine('tmpl', (file, options, callback) => fs.readFile(file, 'utf8', (err, text) =>
        err ? callback(err) : callback(null, text.replace(/{{(\w+)}}/g, (_, k) => String(options[k])))))
      app.set('views', fixtures + '/3.x/<dir>')
      app.get('/', (req, res) => res.render('<view>', { name: 'tobi' }))
      """
    When I send "GET /"
    Then the body is "<body>"

    Examples:
      | dir         | view           | body        |
      | views       | index.tmpl     | Hello tobi  |
      | views       | users/show.tmpl | User tobi  |
      | other-views | index.tmpl     | Other tobi  |

  @spec:settings-3x/view-engine @3.x
  Scenario: view engine supplies the extension when the view name has none
    Given the app:
      """js
      const fs = require('node:fs')
      app.engine('tmpl', (file, options, callback) => fs.readFile(file, 'utf8', (err, text) =>
        err ? callback(err) : callback(null, text.replace(/{{(\w+)}}/g, (_, k) => String(options[k])))))
      app.set('views', fixtures + '/3.x/views')
      app.set('view engine', 'tmpl')
      app.get('/', (req, res) => res.render('users/show', { name: 'loki' }))
      """
    When I send "GET /"
    Then the body is "User loki"

  @spec:settings-3x/view-engine @3.x
  Scenario: an explicit extension wins over the view engine setting
    Given the app:
      """js
      const fs = require('node:fs')
      const render = (file, options, callback) => fs.readFile(file, 'utf8', (err, text) =>
        err ? callback(err) : callback(null, text.replace(/{{(\w+)}}/g, (_, k) => String(options[k]))))
      app.engine('tmpl', render)
      app.engine('html', render)
      app.set('views', fixtures + '/3.x/views')
      app.set('view engine', 'tmpl')
      app.get('/', (req, res) => res.render('page.html', { name: 'html' }))
      """
    When I send "GET /"
    Then the body is "<p>html</p>"

  @spec:settings-3x/view-cache @3.x
  Scenario: view cache is disabled in development and enabled in production
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      process.env.NODE_ENV = 'development'
      const dev = fw()
      process.env.NODE_ENV = 'production'
      const prod = fw()
      if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved
      app.get('/', (req, res) => res.json({ development: dev.enabled('view cache'), production: prod.enabled('view cache') }))
      """
    When I send "GET /"
    Then the JSON body is '{"development":false,"production":true}'

  @spec:settings-3x/view-cache @3.x
  Scenario Outline: the engine sees cache=<cache> when view cache is <setting>
    Given the app:
      """js
      app.engine('tmpl', (file, options, callback) => callback(null, 'cache=' + options.cache))
      app.set('views', fixtures + '/3.x/views')
      app.set('view cache', <setting>)
      app.get('/', (req, res) => res.render('index.tmpl'))
      """
    When I send "GET /"
    Then the body is "cache=<cache>"

    Examples:
      | setting | cache |
      | true    | true  |
      | false   | false |

  @spec:settings-3x/view-cache @3.x
  Scenario Outline: with view cache <setting> a view removed from disk after a first render renders <second>
    Given the app:
      """js
      const fs = require('node:fs'), os = require('node:os'), path = require('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-view-cache-3x-'))
      fs.writeFileSync(path.join(dir, 'page.tmpl'), 'x')
      app.set('views', dir)
      app.set('view cache', <setting>)
      app.engine('tmpl', (file, options, callback) => callback(null, 'rendered ' + path.basename(file)))
      const first = await new Promise((resolve) => app.render('page.tmpl', (err, html) => resolve(err ? err.message : html)))
      fs.rmSync(dir, { recursive: true })
      app.get('/', (req, res) => res.render('page.tmpl', (err, html) => res.json({ first, second: err ? 'lookup failed' : html })))
      """
    When I send "GET /"
    Then the JSON body is '{"first":"rendered page.tmpl","second":"<second>"}'

    Examples:
      | setting | second             |
      | true    | rendered page.tmpl |
      | false   | lookup failed      |
