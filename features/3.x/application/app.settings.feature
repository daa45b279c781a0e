@application
Feature: app.set, app.get, app.enable, app.disable, app.enabled, app.disabled (3.x)
  `app.set(name, value)` assigns a setting, `app.get(name)` returns it.
  `app.enable(name)` / `app.disable(name)` set it to true / false;
  `app.enabled(name)` / `app.disabled(name)` return true if it is truthy /
  falsy.

  @spec:app-operations/app.set @3.x
  Scenario: app.set assigns a value that app.get returns, and chains
    Given the app:
      """js
      const returned = app.set('title', 'My Site')
      app.get('/', (req, res) => res.json({ title: app.get('title'), chained: returned === app, unknown: app.get('nope') === undefined }))
      """
    When I send "GET /"
    Then the JSON body is '{"title":"My Site","chained":true,"unknown":true}'

  @spec:app-operations/app.set @3.x
  Scenario: app.set with one argument returns the setting
    Given the app:
      """js
      app.set('answer', 42)
      app.get('/', (req, res) => res.json({ answer: app.set('answer') }))
      """
    When I send "GET /"
    Then the JSON body is '{"answer":42}'

  @spec:app-operations/app.set @3.x
  Scenario: settings are kept in app.settings
    Given the app:
      """js
      app.set('custom', 'yes')
      app.get('/', (req, res) => res.json({ custom: app.settings.custom }))
      """
    When I send "GET /"
    Then the JSON body is '{"custom":"yes"}'

  @spec:app-operations/app.enable @3.x
  Scenario: app.enable sets true and app.disable sets false
    Given the app:
      """js
      app.enable('feature')
      app.disable('other')
      app.get('/', (req, res) => res.json({ feature: app.get('feature'), other: app.get('other') }))
      """
    When I send "GET /"
    Then the JSON body is '{"feature":true,"other":false}'

  @spec:app-operations/app.enable @3.x
  Scenario: app.disable('x-powered-by') removes the X-Powered-By header that is on by default
    Given the app:
      """js
      app.disable('x-powered-by')
      app.get('/', (req, res) => res.send('ok'))
      """
    When I send "GET /"
    Then the header "X-Powered-By" is absent

  @spec:app-operations/app.enable @3.x
  Scenario: X-Powered-By is sent by default
    Given the app:
      """js
      app.get('/', (req, res) => res.send('ok'))
      """
    When I send "GET /"
    Then the header "X-Powered-By" is "Express"

  @spec:app-operations/app.enabled @3.x
  Scenario Outline: app.enabled / app.disabled for a setting set to <value>
    Given the app:
      """js
      app.set('flag', <value>)
      app.get('/', (req, res) => res.json({ enabled: app.enabled('flag'), disabled: app.disabled('flag') }))
      """
    When I send "GET /"
    Then the JSON body is '{"enabled":<enabled>,"disabled":<disabled>}'

    Examples:
      | value     | enabled | disabled |
      | true      | true    | false    |
      | false     | false   | true     |
      | 'yes'     | true    | false    |
      | 0         | false   | true     |
      | undefined | false   | true     |

  @spec:app-operations/app.enabled @3.x
  Scenario: an unknown setting is disabled
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ enabled: app.enabled('never set'), disabled: app.disabled('never set') }))
      """
    When I send "GET /"
    Then the JSON body is '{"enabled":false,"disabled":true}'

  @spec:app-operations/app.set @3.x
  Scenario: a mounted app inherits settings it does not set itself
    Given the app:
      """js
      const sub = fw()
      app.set('title', 'parent')
      sub.get('/', (req, res) => res.json({ title: sub.get('title') }))
      app.use('/sub', sub)
      """
    When I send "GET /sub"
    Then the JSON body is '{"title":"parent"}'
