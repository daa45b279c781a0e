@application
Feature: app.configure (3.x)
  `app.configure([env], callback)` calls callback when env equals
  `app.get('env')`, or always when env is omitted. It is legacy.

  @spec:app-3x/configure @3.x
  Scenario: app.configure(callback) without an env always calls back, with the app as this
    Given the app:
      """js
      app.set('env', 'anything')
      const calls = []
      app.configure(function () { calls.push(this === app) })
      app.get('/', (req, res) => res.json({ calls }))
      """
    When I send "GET /"
    Then the JSON body is '{"calls":[true]}'

  @spec:app-3x/configure @3.x
  Scenario Outline: app.configure('<env>', callback) in env '<current>' calls back: <called>
    Given the app:
      """js
      app.set('env', '<current>')
      let called = false
      app.configure('<env>', () => { called = true })
      app.get('/', (req, res) => res.json({ called }))
      """
    When I send "GET /"
    Then the JSON body is '{"called":<called>}'

    Examples:
      | current     | env         | called |
      | development | development | true   |
      | production  | production  | true   |
      | production  | development | false  |
      | development | production  | false  |
      | stage       | stage       | true   |

  @spec:app-3x/configure @3.x
  Scenario: app.configure with several envs calls back when any of them is current
    Given the app:
      """js
      app.set('env', 'stage')
      const seen = []
      app.configure('stage', 'production', () => seen.push('stage-or-production'))
      app.configure('development', 'test', () => seen.push('development-or-test'))
      app.get('/', (req, res) => res.json({ seen }))
      """
    When I send "GET /"
    Then the JSON body is '{"seen":["stage-or-production"]}'

  @spec:app-3x/configure @3.x
  Scenario: app.configure calls back immediately and returns the app for chaining
    Given the app:
      """js
      const order = []
      const returned = app.configure(() => order.push('callback'))
      order.push('after')
      app.get('/', (req, res) => res.json({ order, chained: returned === app }))
      """
    When I send "GET /"
    Then the JSON body is '{"order":["callback","after"],"chained":true}'
