@settings
Feature: sub-app inheritance of settings
  1. A sub-app does not inherit settings that have a default; the value must
  be set on the sub-app. 2. A sub-app inherits settings that have no default.
  3. Exception: `trust proxy` is inherited although it has a default.
  4. Exception: `view cache` is not inherited in production (environment
  mode 'production'). In these scenarios the sub-app is mounted with
  `app.use` on the parent (`app`).

  Rule: a sub-app does not inherit settings that have a default

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/jsonp-callback-name @4.x @5.x
    Scenario: jsonp callback name set on the parent is not inherited
      Given the app:
        """js
        app.set('jsonp callback name', 'cb')
        const sub = fw()
        sub.get('/', (req, res) => res.jsonp({ setting: sub.get('jsonp callback name') }))
        app.use('/sub', sub)
        """
      When I send "GET /sub?callback=f&cb=g"
      Then the body is "/**/ typeof f === 'function' && f({\"setting\":\"callback\"});"

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/etag @4.x @5.x
    Scenario: etag disabled on the parent is not inherited
      Given the app:
        """js
        app.set('etag', false)
        const sub = fw()
        sub.get('/', (req, res) => res.send('hello'))
        app.use('/sub', sub)
        app.get('/', (req, res) => res.send('hello'))
        """
      When I send "GET /sub"
      Then the header "ETag" is present
      When I send "GET /"
      Then the header "ETag" is absent

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/subdomain-offset @4.x @5.x
    Scenario: subdomain offset set on the parent is not inherited
      Given the app:
        """js
        app.set('subdomain offset', 3)
        const sub = fw()
        sub.get('/', (req, res) => res.json({ offset: sub.get('subdomain offset'), subdomains: req.subdomains }))
        app.use('/sub', sub)
        """
      When I send "GET /sub" with the header "Host: tobi.ferrets.example.com"
      Then the JSON body is '{"offset":2,"subdomains":["ferrets","tobi"]}'

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/query-parser @5.x
    Scenario: query parser disabled on the parent is not inherited
      Given the app:
        """js
        app.set('query parser', false)
        const sub = fw()
        sub.get('/', (req, res) => res.json(req.query))
        app.use('/sub', sub)
        """
      When I send "GET /sub?a=1"
      Then the JSON body is '{"a":"1"}'

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/query-parser @4.x @divergence @since:4.7.0
    Scenario: query parser disabled on the parent is not inherited (4.x)
      Given the app:
        """js
        app.set('query parser', false)
        const sub = fw()
        sub.get('/', (req, res) => res.json(req.query))
        app.use('/sub', sub)
        """
      When I send "GET /sub?a=1"
      Then the JSON body is '{"a":"1"}'

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/env @4.x @5.x
    Scenario: env set on the parent is not inherited
      Given the app:
        """js
        app.set('env', 'parent-env')
        const sub = fw()
        sub.get('/', (req, res) => res.json({ inherited: sub.get('env') === 'parent-env', own: sub.get('env') === (process.env.NODE_ENV || 'development') }))
        app.use('/sub', sub)
        """
      When I send "GET /sub"
      Then the JSON body is '{"inherited":false,"own":true}'

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/query-parser @5.x
    Scenario: a defaulted setting must be set on the sub-app itself to change there
      Given the app:
        """js
        const sub = fw()
        sub.set('query parser', false)
        sub.get('/', (req, res) => res.json(req.query))
        app.use('/sub', sub)
        app.get('/', (req, res) => res.json(req.query))
        """
      When I send "GET /sub?a=1"
      Then the JSON body is '{}'
      When I send "GET /?a=1"
      Then the JSON body is '{"a":"1"}'

    @spec:subapp-inheritance/defaulted-not-inherited @spec:settings/query-parser @4.x @divergence
    Scenario: a defaulted setting must be set on the sub-app itself to change there (4.x)
      Given the app:
        """js
        const sub = fw()
        sub.set('query parser', false)
        sub.get('/', (req, res) => res.json(req.query))
        app.use('/sub', sub)
        app.get('/', (req, res) => res.json(req.query))
        """
      When I send "GET /sub?a=1"
      Then the JSON body is '{}'
      When I send "GET /?a=1"
      Then the JSON body is '{"a":"1"}'

  Rule: a sub-app inherits settings that have no default

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/json-spaces @4.x @5.x
    Scenario: json spaces set on the parent is inherited
      Given the app:
        """js
        app.set('json spaces', 1)
        const sub = fw()
        sub.get('/', (req, res) => res.json({ a: 1 }))
        app.use('/sub', sub)
        """
      When I send "GET /sub"
      Then the body is:
        """
        {
         "a": 1
        }
        """

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/json-replacer @4.x @5.x
    Scenario: json replacer set on the parent is inherited
      Given the app:
        """js
        app.set('json replacer', ['keep'])
        const sub = fw()
        sub.get('/', (req, res) => res.json({ keep: 1, drop: 2 }))
        app.use('/sub', sub)
        """
      When I send "GET /sub"
      Then the body is '{"keep":1}'

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/json-escape @4.x @5.x @since:4.16.0
    Scenario: json escape enabled on the parent is inherited
      Given the app:
        """js
        app.enable('json escape')
        const sub = fw()
        sub.get('/', (req, res) => res.json({ html: '<' }))
        app.use('/sub', sub)
        """
      When I send "GET /sub"
      Then the body is '{"html":"\u003c"}'

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/case-sensitive-routing @4.x @5.x
    Scenario: case sensitive routing enabled on the parent is inherited by a sub-app that adds its routes after mounting
      Given the app:
        """js
        app.enable('case sensitive routing')
        const sub = fw()
        app.use('/sub', sub)
        sub.get('/Foo', (req, res) => res.json({ setting: sub.get('case sensitive routing') }))
        """
      When I send "GET /sub/foo"
      Then the status is 404
      When I send "GET /sub/Foo"
      Then the JSON body is '{"setting":true}'

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/case-sensitive-routing @4.x @5.x @divergence
    Scenario: case sensitive routing enabled on the parent is inherited by a sub-app whose routes exist before mounting
      Given the app:
        """js
        app.enable('case sensitive routing')
        const sub = fw()
        sub.get('/Foo', (req, res) => res.json({ setting: sub.get('case sensitive routing') }))
        app.use('/sub', sub)
        """
      When I send "GET /sub/foo"
      Then the status is 404
      When I send "GET /sub/Foo"
      Then the JSON body is '{"setting":true}'

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/strict-routing @4.x @5.x
    Scenario: strict routing enabled on the parent is inherited by a sub-app that adds its routes after mounting
      Given the app:
        """js
        app.enable('strict routing')
        const sub = fw()
        app.use('/sub', sub)
        sub.get('/foo', (req, res) => res.json({ setting: sub.get('strict routing') }))
        """
      When I send "GET /sub/foo/"
      Then the status is 404
      When I send "GET /sub/foo"
      Then the JSON body is '{"setting":true}'

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/strict-routing @4.x @5.x @divergence
    Scenario: strict routing enabled on the parent is inherited by a sub-app whose routes exist before mounting
      Given the app:
        """js
        app.enable('strict routing')
        const sub = fw()
        sub.get('/foo', (req, res) => res.send('foo'))
        app.use('/sub', sub)
        """
      When I send "GET /sub/foo/"
      Then the status is 404
      When I send "GET /sub/foo"
      Then the body is "foo"

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/view-engine @4.x @5.x
    Scenario: view engine set on the parent is inherited
      Given the app:
        """js
        const path = require('node:path')
        app.set('view engine', 'ejs')
        const sub = fw()
        sub.set('views', path.join(fixtures, 'views'))
        sub.get('/', (req, res) => res.render('index', { title: 'inherited engine' }))
        app.use('/sub', sub)
        """
      When I send "GET /sub"
      Then the body is "<p>inherited engine</p>"

    @spec:subapp-inheritance/undefaulted-inherited @4.x @5.x
    Scenario: a custom setting of the parent is inherited, and changes after mounting show through
      Given the app:
        """js
        app.set('title', 'before')
        const sub = fw()
        sub.get('/', (req, res) => res.json({ title: sub.get('title') }))
        app.use('/sub', sub)
        app.set('title', 'after')
        """
      When I send "GET /sub"
      Then the JSON body is '{"title":"after"}'

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/json-spaces @4.x @5.x
    Scenario: a value set on the sub-app wins over the inherited one
      Given the app:
        """js
        app.set('json spaces', 4)
        const sub = fw()
        sub.set('json spaces', 0)
        sub.get('/', (req, res) => res.json({ a: 1 }))
        app.use('/sub', sub)
        """
      When I send "GET /sub"
      Then the body is '{"a":1}'

    @spec:subapp-inheritance/undefaulted-inherited @4.x @5.x
    Scenario: a setting set on the sub-app does not flow back to the parent
      Given the app:
        """js
        const sub = fw()
        app.use('/sub', sub)
        sub.set('title', 'sub only')
        app.get('/', (req, res) => res.json({ title: app.get('title') ?? null }))
        """
      When I send "GET /"
      Then the JSON body is '{"title":null}'

    @spec:subapp-inheritance/undefaulted-inherited @spec:settings/json-spaces @4.x @5.x
    Scenario: settings are inherited through two levels of sub-apps
      Given the app:
        """js
        app.set('json spaces', 1)
        const mid = fw(), leaf = fw()
        mid.use('/leaf', leaf)
        app.use('/mid', mid)
        leaf.get('/', (req, res) => res.json({ a: 1 }))
        """
      When I send "GET /mid/leaf"
      Then the body is:
        """
        {
         "a": 1
        }
        """

  Rule: trust proxy is inherited although it has a default

    @spec:subapp-inheritance/trust-proxy-inherited @spec:settings/trust-proxy @4.x @5.x
    Scenario: trust proxy enabled on the parent is inherited by the sub-app
      Given the app:
        """js
        app.enable('trust proxy')
        const sub = fw()
        sub.get('/', (req, res) => res.json({ protocol: req.protocol, ip: req.ip }))
        app.use('/sub', sub)
        """
      When I send "GET /sub" with the headers:
        | X-Forwarded-Proto | https    |
        | X-Forwarded-For   | 10.0.0.1 |
      Then the JSON body is '{"protocol":"https","ip":"10.0.0.1"}'

    @spec:subapp-inheritance/trust-proxy-inherited @spec:settings/trust-proxy @4.x @5.x @since:4.3.0
    Scenario: a trust proxy hop count on the parent is inherited by the sub-app
      Given the app:
        """js
        app.set('trust proxy', 1)
        const sub = fw()
        sub.get('/', (req, res) => res.json({ ip: req.ip, ips: req.ips }))
        app.use('/sub', sub)
        """
      When I send "GET /sub" with the header "X-Forwarded-For: 10.0.0.1, 10.0.0.2"
      Then the JSON body is '{"ip":"10.0.0.2","ips":["10.0.0.2"]}'

    @spec:subapp-inheritance/trust-proxy-inherited @spec:settings/trust-proxy @4.x @5.x
    Scenario: trust proxy set on the sub-app itself is kept
      Given the app:
        """js
        app.enable('trust proxy')
        const sub = fw()
        sub.set('trust proxy', false)
        sub.get('/', (req, res) => res.json({ protocol: req.protocol }))
        app.use('/sub', sub)
        """
      When I send "GET /sub" with the header "X-Forwarded-Proto: https"
      Then the JSON body is '{"protocol":"http"}'

  Rule: view cache is not inherited in production

    @spec:subapp-inheritance/view-cache-production @spec:settings/view-cache @4.x @5.x
    Scenario: a sub-app created in production keeps view cache enabled although the parent disabled it
      Given the app:
        """js
        app.disable('view cache')
        const saved = process.env.NODE_ENV
        process.env.NODE_ENV = 'production'
        let sub
        try { sub = fw() } finally { if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved }
        app.use('/sub', sub)
        sub.get('/', (req, res) => res.json({ env: sub.get('env'), parent: app.enabled('view cache'), sub: sub.enabled('view cache') }))
        """
      When I send "GET /sub"
      Then the JSON body is '{"env":"production","parent":false,"sub":true}'

    @spec:subapp-inheritance/view-cache-production @spec:subapp-inheritance/undefaulted-inherited @spec:settings/view-cache @4.x @5.x
    Scenario: outside production a sub-app inherits the parent's view cache
      Given the app:
        """js
        const saved = process.env.NODE_ENV
        process.env.NODE_ENV = 'development'
        let parent, sub
        try { parent = fw(); sub = fw() } finally { if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved }
        parent.enable('view cache')
        parent.use('/sub', sub)
        sub.get('/', (req, res) => res.json({ sub: sub.enabled('view cache') }))
        return parent
        """
      When I send "GET /sub"
      Then the JSON body is '{"sub":true}'
