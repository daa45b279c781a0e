@application
Feature: app.set, app.get, app.enable, app.disable, app.enabled, app.disabled
  `app.set(name, value)` assigns a setting and `app.get(name)` returns it;
  `get` with a single string argument is the setting getter, with a path and
  callbacks it is the GET router. `app.enable(name)` / `app.disable(name)` set
  a Boolean setting to true / false, the same as `app.set(name, true/false)`.
  `app.enabled(name)` / `app.disabled(name)` return true if the setting is
  true / false.

  @spec:app-operations/app.set @4.x @5.x
  Scenario Outline: app.set stores <value> and app.get returns it unchanged
    Given the app:
      """js
      app.set('my setting', <value>)
      app.get('/', (req, res) => res.json({ value: app.get('my setting') }))
      """
    When I send "GET /"
    Then the JSON body is:
      """json
      {"value": <value>}
      """

    Examples:
      | value          |
      | "a string"     |
      | 42             |
      | true           |
      | false          |
      | null           |
      | ["a", "b"]     |
      | {"nested": 1}  |

  @spec:app-operations/app.set @4.x @5.x
  Scenario: app.get of a setting that was never set returns undefined
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ isUndefined: app.get('never set') === undefined }))
      """
    When I send "GET /"
    Then the JSON body is '{"isUndefined":true}'

  @spec:app-operations/app.set @4.x @5.x
  Scenario: setting names are exact: case and spaces matter
    Given the app:
      """js
      app.set('Title', 'upper')
      app.get('/', (req, res) => res.json({ upper: app.get('Title'), lower: app.get('title') ?? null, spaced: app.get(' Title') ?? null }))
      """
    When I send "GET /"
    Then the JSON body is '{"upper":"upper","lower":null,"spaced":null}'

  @spec:app-operations/app.set @4.x @5.x
  Scenario: a later app.set replaces the value
    Given the app:
      """js
      app.set('title', 'first')
      app.set('title', 'second')
      app.get('/', (req, res) => res.json({ title: app.get('title') }))
      """
    When I send "GET /"
    Then the JSON body is '{"title":"second"}'

  @spec:app-operations/app.set @4.x @5.x
  Scenario: app.set returns the application so calls chain
    Given the app:
      """js
      const returned = app.set('a', 1)
      returned.set('b', 2)
      app.get('/', (req, res) => res.json({ chained: returned === app, a: app.get('a'), b: app.get('b') }))
      """
    When I send "GET /"
    Then the JSON body is '{"chained":true,"a":1,"b":2}'

  @spec:app-operations/app.set @4.x @5.x
  Scenario: app.set with only a name is a getter too
    Given the app:
      """js
      app.set('title', 'via set')
      app.get('/', (req, res) => res.json({ title: app.set('title') }))
      """
    When I send "GET /"
    Then the JSON body is '{"title":"via set"}'

  @spec:app-operations/app.set @4.x @5.x
  Scenario: app.get with one string argument reads a setting and registers no route
    Given the app:
      """js
      app.set('/status', 'a setting whose name looks like a path')
      const value = app.get('/status')
      app.use((req, res) => res.status(404).json({ value, routed: false }))
      """
    When I send "GET /status"
    Then the status is 404
    And the JSON body is '{"value":"a setting whose name looks like a path","routed":false}'

  @spec:app-operations/app.set @4.x @5.x
  Scenario: app.get with a path and a callback registers a GET route
    Given the app:
      """js
      app.set('/status', 'a setting')
      app.get('/status', (req, res) => res.send('the route'))
      """
    When I send "GET /status"
    Then the body is "the route"

  @spec:app-operations/app.set @4.x @5.x
  Scenario: the settings are visible in app.settings
    Given the app:
      """js
      app.set('title', 'in settings')
      app.get('/', (req, res) => res.json({ title: app.settings.title }))
      """
    When I send "GET /"
    Then the JSON body is '{"title":"in settings"}'

  @spec:app-operations/app.set @4.x @5.x
  Scenario: settings of one application are not visible in another
    Given the app:
      """js
      const other = fw()
      other.set('title', 'other')
      app.get('/', (req, res) => res.json({ title: app.get('title') ?? null }))
      """
    When I send "GET /"
    Then the JSON body is '{"title":null}'

  @spec:app-operations/app.enable @4.x @5.x
  Scenario: app.enable sets the setting to true
    Given the app:
      """js
      app.enable('feature')
      app.get('/', (req, res) => res.json({ value: app.get('feature') }))
      """
    When I send "GET /"
    Then the JSON body is '{"value":true}'

  @spec:app-operations/app.enable @4.x @5.x
  Scenario: app.disable sets the setting to false
    Given the app:
      """js
      app.set('feature', 'on')
      app.disable('feature')
      app.get('/', (req, res) => res.json({ value: app.get('feature') }))
      """
    When I send "GET /"
    Then the JSON body is '{"value":false}'

  @spec:app-operations/app.enable @4.x @5.x
  Scenario: app.enable and app.disable return the application so calls chain
    Given the app:
      """js
      const a = app.enable('x')
      const b = app.disable('y')
      app.get('/', (req, res) => res.json({ enableChains: a === app, disableChains: b === app }))
      """
    When I send "GET /"
    Then the JSON body is '{"enableChains":true,"disableChains":true}'

  @spec:app-operations/app.enable @spec:settings/etag @4.x @5.x
  Scenario: app.disable on a built-in setting has the same effect as app.set(name, false)
    Given the app:
      """js
      app.disable('etag')
      app.get('/', (req, res) => res.send('no etag'))
      """
    When I send "GET /"
    Then the header "ETag" is absent

  @spec:app-operations/app.enable @spec:settings/case-sensitive-routing @4.x @5.x
  Scenario: app.enable on a built-in setting has the same effect as app.set(name, true)
    Given the app:
      """js
      app.enable('case sensitive routing')
      app.get('/Foo', (req, res) => res.json({ setting: app.get('case sensitive routing') }))
      """
    When I send "GET /foo"
    Then the status is 404
    When I send "GET /Foo"
    Then the JSON body is '{"setting":true}'

  @spec:app-operations/app.enabled @4.x @5.x
  Scenario Outline: app.enabled and app.disabled for a setting set to <value>
    Given the app:
      """js
      app.set('feature', <value>)
      app.get('/', (req, res) => res.json({ enabled: app.enabled('feature'), disabled: app.disabled('feature') }))
      """
    When I send "GET /"
    Then the JSON body is '{"enabled":<enabled>,"disabled":<disabled>}'

    Examples:
      | value | enabled | disabled |
      | true  | true    | false    |
      | false | false   | true     |

  @spec:app-operations/app.enabled @4.x @5.x
  Scenario: app.enabled and app.disabled after app.enable and app.disable
    Given the app:
      """js
      app.enable('on')
      app.disable('off')
      app.get('/', (req, res) => res.json({
        on: [app.enabled('on'), app.disabled('on')],
        off: [app.enabled('off'), app.disabled('off')],
      }))
      """
    When I send "GET /"
    Then the JSON body is '{"on":[true,false],"off":[false,true]}'

  @spec:app-operations/app.enabled @4.x @5.x
  Scenario: a setting that was never set is not enabled and is disabled
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ enabled: app.enabled('never set'), disabled: app.disabled('never set') }))
      """
    When I send "GET /"
    Then the JSON body is '{"enabled":false,"disabled":true}'

  @spec:app-operations/app.enabled @4.x @5.x
  Scenario: app.enabled and app.disabled return Booleans
    Given the app:
      """js
      app.enable('x')
      app.get('/', (req, res) => res.json({ enabled: typeof app.enabled('x'), disabled: typeof app.disabled('x') }))
      """
    When I send "GET /"
    Then the JSON body is '{"enabled":"boolean","disabled":"boolean"}'

  @spec:app-operations/app.enabled @spec:settings/etag @4.x @5.x
  Scenario: the built-in etag setting is enabled by default
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ enabled: app.enabled('etag') }))
      """
    When I send "GET /"
    Then the JSON body is '{"enabled":true}'

  @spec:app-operations/app.enabled @spec:settings/trust-proxy @4.x @5.x
  Scenario: the built-in trust proxy setting is disabled by default
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ disabled: app.disabled('trust proxy') }))
      """
    When I send "GET /"
    Then the JSON body is '{"disabled":true}'
