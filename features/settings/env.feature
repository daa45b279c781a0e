@settings
Feature: the env setting
  `env` is the environment mode, a string; it should be 'production' in
  production. Default: not shown; real Express takes the runtime's
  environment-mode variable (NODE_ENV) when the app is created, else
  'development'.

  @spec:settings/env @4.x @5.x
  Scenario: env defaults to the runtime's environment mode, or 'development'
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ env: app.get('env'), expected: process.env.NODE_ENV || 'development' }))
      """
    When I send "GET /"
    Then the body matches '^\{"env":"([^"]+)","expected":"\1"\}$'

  @spec:settings/env @4.x @5.x
  Scenario: without NODE_ENV, env is 'development'
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      delete process.env.NODE_ENV
      let created
      try { created = fw() } finally { if (saved !== undefined) process.env.NODE_ENV = saved }
      app.get('/', (req, res) => res.json({ env: created.get('env') }))
      """
    When I send "GET /"
    Then the JSON body is '{"env":"development"}'

  @spec:settings/env @4.x @5.x
  Scenario: env is read from NODE_ENV when the application is created
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      process.env.NODE_ENV = 'staging'
      let created
      try { created = fw() } finally { if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved }
      app.get('/', (req, res) => res.json({ env: created.get('env') }))
      """
    When I send "GET /"
    Then the JSON body is '{"env":"staging"}'

  @spec:settings/env @4.x @5.x
  Scenario: env can be set to any string
    Given the app:
      """js
      app.set('env', 'qa')
      app.get('/', (req, res) => res.json({ env: app.get('env') }))
      """
    When I send "GET /"
    Then the JSON body is '{"env":"qa"}'

  @spec:settings/env @spec:errors/next-err @4.x @5.x
  Scenario: in production the default error handler hides the error details
    Given the app:
      """js
      app.set('env', 'production')
      app.get('/', () => { throw new Error('secret detail') })
      """
    When I send "GET /"
    Then the status is 500
    And the body contains "Internal Server Error"
    And the body does not contain "secret detail"

  @spec:settings/env @spec:errors/next-err @4.x @5.x
  Scenario: outside production the default error handler shows the error
    Given the app:
      """js
      app.set('env', 'test')
      app.get('/', () => { throw new Error('secret detail') })
      """
    When I send "GET /"
    Then the status is 500
    And the body contains "Error: secret detail"

  @spec:settings/env @spec:settings/view-cache @4.x @5.x
  Scenario: an application created in production mode enables view cache
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      process.env.NODE_ENV = 'production'
      let prod
      try { prod = fw() } finally { if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved }
      app.set('env', 'development')
      app.get('/', (req, res) => res.json({ env: prod.get('env'), viewCache: prod.enabled('view cache') }))
      """
    When I send "GET /"
    Then the JSON body is '{"env":"production","viewCache":true}'

  @spec:settings/env @spec:settings/view-cache @4.x @5.x
  Scenario: an application created outside production leaves view cache off
    Given the app:
      """js
      const saved = process.env.NODE_ENV
      process.env.NODE_ENV = 'development'
      let dev
      try { dev = fw() } finally { if (saved === undefined) delete process.env.NODE_ENV; else process.env.NODE_ENV = saved }
      app.get('/', (req, res) => res.json({ env: dev.get('env'), viewCache: dev.enabled('view cache') }))
      """
    When I send "GET /"
    Then the JSON body is '{"env":"development","viewCache":false}'
