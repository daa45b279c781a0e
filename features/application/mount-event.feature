@application
Feature: the mount event
  The `mount` event is emitted on a sub-app when it is mounted on a parent app
  with `use`; `callback(parent)` receives the parent app. It is registered with
  `app.on('mount', callback)`.

  @spec:events/mount @4.x @5.x
  Scenario: mounting a sub-app with use emits mount on the sub-app with the parent
    Given the app:
      """js
      const sub = fw()
      const events = []
      sub.on('mount', (parent) => events.push({ isParent: parent === app }))
      app.use('/sub', sub)
      app.get('/', (req, res) => res.json(events))
      """
    When I send "GET /"
    Then the JSON body is '[{"isParent":true}]'

  @spec:events/mount @4.x @5.x
  Scenario: the mount event fires once per mount, at mount time, not per request
    Given the app:
      """js
      const sub = fw()
      let count = 0
      sub.on('mount', () => { count++ })
      const before = count
      app.use('/a', sub)
      const after = count
      sub.get('/', (req, res) => res.json({ before, after, now: count }))
      """
    When I send "GET /a"
    And I send "GET /a"
    Then the JSON body is '{"before":0,"after":1,"now":1}'

  @spec:events/mount @4.x @5.x @since:4.6.0
  Scenario: mounting on a list of paths emits mount once
    Given the app:
      """js
      const sub = fw()
      let count = 0
      sub.on('mount', () => { count++ })
      app.use(['/a', '/b'], sub)
      app.get('/', (req, res) => res.json({ count }))
      """
    When I send "GET /"
    Then the JSON body is '{"count":1}'

  @spec:events/mount @4.x @5.x
  Scenario: mounting on two parents emits mount with each parent
    Given the app:
      """js
      const other = fw()
      const sub = fw()
      const seen = []
      sub.on('mount', (parent) => seen.push(parent === app ? 'app' : parent === other ? 'other' : '?'))
      app.use('/x', sub)
      other.use('/y', sub)
      app.get('/', (req, res) => res.json(seen))
      """
    When I send "GET /"
    Then the JSON body is '["app","other"]'

  @spec:events/mount @4.x @5.x
  Scenario: when mount fires the sub-app already knows its parent and mountpath
    Given the app:
      """js
      const sub = fw()
      let observed
      sub.on('mount', (parent) => { observed = { parent: sub.parent === parent, mountpath: sub.mountpath } })
      app.use('/shop', sub)
      app.get('/', (req, res) => res.json(observed))
      """
    When I send "GET /"
    Then the JSON body is '{"parent":true,"mountpath":"/shop"}'

  @spec:events/mount @4.x @5.x
  Scenario: mounting a router emits no mount event on the parent's listeners
    Given the app:
      """js
      const router = fw.Router()
      let fired = false
      app.on('mount', () => { fired = true })
      app.use('/r', router)
      app.get('/', (req, res) => res.json({ fired }))
      """
    When I send "GET /"
    Then the JSON body is '{"fired":false}'

  @spec:events/mount @spec:subapp-inheritance/undefaulted-inherited @4.x @5.x
  Scenario: after mount the sub-app sees settings of the parent that it has no default for
    Given the app:
      """js
      const sub = fw()
      let inMount
      app.set('title', 'parent title')
      sub.on('mount', (parent) => { inMount = sub.get('title') })
      app.use('/sub', sub)
      app.get('/', (req, res) => res.json({ inMount }))
      """
    When I send "GET /"
    Then the JSON body is '{"inMount":"parent title"}'
