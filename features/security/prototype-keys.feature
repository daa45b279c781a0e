@security
Feature: Prototype keys in parsed queries and forms
  `req.query` with the extended parser and `fw.urlencoded({ extended: true })` parse
  nested keys. A key such as `__proto__` or `constructor[prototype]` is data: no parsed
  object gets a prototype the request chose, and `Object.prototype` is never touched
  (qs prototype pollution, CVE-2022-24999). The app reports, from inside, the paths of
  parsed objects whose prototype is not `Object.prototype`, `Array.prototype` or null: such
  an object, or a changed `Object.prototype`, proves the framework vulnerable.

  @spec:req-properties/req.query @spec:settings/query-parser @advisory:CVE-2022-24999 @4.x @5.x
  Scenario Outline: the extended query parser gives no object a prototype from "<query>"
    Given the app:
      """js
      app.set('query parser', 'extended')
      const ownKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join()
      const before = ownKeys()
      const chosen = (v, at, seen = new Set()) => {
        if (v === null || typeof v !== 'object' || seen.has(v)) return []
        seen.add(v)
        const p = Object.getPrototypeOf(v)
        const here = p === null || p === Object.prototype || p === Array.prototype ? [] : [at]
        return here.concat(...Object.getOwnPropertyNames(v).map((k) => chosen(v[k], at + '.' + k, seen)))
      }
      app.get('/', (req, res) => res.json({
        chosen: chosen(req.query, 'query'),
        objectPrototype: ownKeys() === before && ({}).x === undefined ? 'untouched' : 'changed',
      }))
      """
    When I send "GET /?<query>"
    Then the app finds no prototype the request chose
    And the JSON body is '{"chosen":[],"objectPrototype":"untouched"}'

    Examples:
      | query                                              |
      | a[__proto__][x]=1                                  |
      | a%5B__proto__%5D%5Bx%5D=1                          |
      | a[__proto__]=b&a[__proto__]&a[length]=100000000    |
      | a[b][__proto__][x]=1                               |
      | a[][__proto__][x]=1                                |
      | a[0][__proto__][x]=1                               |
      | __proto__[x]=1                                     |
      | constructor[prototype][x]=1                        |
      | a[constructor][prototype][x]=1                     |
      | a[__proto__][__proto__][x]=1                       |

  @spec:body-parsers/fw.urlencoded @spec:top-level/fw.urlencoded @advisory:CVE-2022-24999 @4.x @5.x @since:4.16.0
  Scenario Outline: fw.urlencoded extended gives no object a prototype from the form "<form>"
    Given the app:
      """js
      app.use(fw.urlencoded({ extended: true }))
      const ownKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join()
      const before = ownKeys()
      const chosen = (v, at, seen = new Set()) => {
        if (v === null || typeof v !== 'object' || seen.has(v)) return []
        seen.add(v)
        const p = Object.getPrototypeOf(v)
        const here = p === null || p === Object.prototype || p === Array.prototype ? [] : [at]
        return here.concat(...Object.getOwnPropertyNames(v).map((k) => chosen(v[k], at + '.' + k, seen)))
      }
      app.post('/', (req, res) => res.json({
        chosen: chosen(req.body, 'body'),
        objectPrototype: ownKeys() === before && ({}).x === undefined ? 'untouched' : 'changed',
      }))
      """
    When I send the request:
      """
      POST /
      Content-Type: application/x-www-form-urlencoded

      <form>
      """
    Then the app finds no prototype the request chose
    And the JSON body is '{"chosen":[],"objectPrototype":"untouched"}'

    Examples:
      | form                                               |
      | a[__proto__][x]=1                                  |
      | a%5B__proto__%5D%5Bx%5D=1                          |
      | a[__proto__]=b&a[__proto__]&a[length]=100000000    |
      | a[b][__proto__][x]=1                               |
      | a[][__proto__][x]=1                                |
      | a[0][__proto__][x]=1                               |
      | __proto__[x]=1                                     |
      | constructor[prototype][x]=1                        |
      | a[constructor][prototype][x]=1                     |
