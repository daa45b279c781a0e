@security
Feature: The rich query parser bounds array indexes and nesting
  The rich (extended) query parser builds arrays and nested objects from the keys. An index
  is taken as an array slot only up to a small limit, and a key nests only a few levels: qs
  before 1.0.0 made `a[999999999]=x` an array of a billion slots (memory and CPU for every
  app that walks or serialises it, CVE-2014-7191; on node 20 qs 0.6.6 compacts such an
  array at the top level, not one inside another: `b[0][999999999]=x`, which `res.json`
  took 100 s to serialise) and nested a key as deep as the brackets
  went (CVE-2014-10064). What is counted is the work the app is handed: the slots it walks
  and the levels it recurses through: an array of more than 1,000 slots, or more than 33
  levels, proves the framework vulnerable. express 4.7.4 and 3.15.3 were the last with qs 0.6.6
  (expressjs.com).

  @spec:req-properties/req.query @spec:settings/query-parser @advisory:CVE-2014-7191 @4.x @5.x
  Scenario: the extended query parser makes no array of a billion slots of ?a[999999999]=x&b[0][999999999]=x
    Given the app:
      """js
      app.set('query parser', 'extended')
      // the length of the longest array anywhere in req.query: the slots a walk over it visits
      const longest = (v) => (v && typeof v === 'object'
        ? Math.max(Array.isArray(v) ? v.length : 0, ...Object.keys(v).map((k) => longest(v[k])))
        : 0)
      app.get('/', (req, res) => res.send('longest ' + longest(req.query)))
      """
    When I send "GET /?a[999999999]=x&b[0][999999999]=x"
    Then the app is handed no array longer than 1000 items
    And the body is "longest 1"

  @spec:req-properties/req.query @spec:settings/query-parser @advisory:CVE-2014-10064 @4.x @5.x
  Scenario: the extended query parser nests a key of 4,000 brackets fewer than 33 levels deep
    Given the app:
      """js
      app.set('query parser', 'extended')
      app.get('/', (req, res) => {
        let depth = 0
        for (let v = req.query; v && typeof v === 'object'; v = v[Object.keys(v)[0]]) depth++
        res.send('depth ' + depth)
      })
      """
    When I send "GET /?a{N}=x" with "{N}" standing for "[a]" repeated 4000 times
    Then the app is handed no object nested deeper than 33 levels
    And the body matches "^depth ([1-9]|[12]\d|3[0-3])$"

  @spec:req-3x/query @advisory:CVE-2014-7191 @3.x
  Scenario: 3.x req.query makes no array of a billion slots of ?a[999999999]=x&b[0][999999999]=x
    Given the app:
      """js
      // the length of the longest array anywhere in req.query: the slots a walk over it visits
      const longest = (v) => (v && typeof v === 'object'
        ? Math.max(Array.isArray(v) ? v.length : 0, ...Object.keys(v).map((k) => longest(v[k])))
        : 0)
      app.get('/', (req, res) => res.send('longest ' + longest(req.query)))
      """
    When I send "GET /?a[999999999]=x&b[0][999999999]=x"
    Then the app is handed no array longer than 1000 items
    And the body is "longest 1"

  @spec:req-3x/query @advisory:CVE-2014-10064 @3.x
  Scenario: 3.x req.query nests a key of 4,000 brackets fewer than 33 levels deep
    Given the app:
      """js
      app.get('/', (req, res) => {
        let depth = 0
        for (let v = req.query; v && typeof v === 'object'; v = v[Object.keys(v)[0]]) depth++
        res.send('depth ' + depth)
      })
      """
    When I send "GET /?a{N}=x" with "{N}" standing for "[a]" repeated 4000 times
    Then the app is handed no object nested deeper than 33 levels
    And the body matches "^depth ([1-9]|[12]\d|3[0-3])$"
