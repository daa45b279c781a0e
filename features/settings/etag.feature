@settings
Feature: the etag setting
  The `etag` setting sets the ETag response header. Default and values: not
  shown; real Express defaults to weak ETags and accepts true (weak), false
  (no ETag), 'weak', 'strong' and a function (body, encoding) returning the tag.

  @spec:settings/etag @4.x @5.x
  Scenario: by default res.send sets a weak ETag
    Given the app:
      """js
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" is 'W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"'

  @spec:settings/etag @4.x @5.x
  Scenario Outline: app.set('etag', <value>) gives the ETag <etag>
    Given the app:
      """js
      app.set('etag', <value>)
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" is '<etag>'

    Examples:
      | value                                        | etag                            |
      | true                                         | W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00" |
      | 'weak'                                       | W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00" |
      | 'strong'                                     | "5-qvTGHdzF6KLavt4PO0gs2a6pQ00"   |
      | (body, encoding) => '"custom-' + body.length + '"' | "custom-5"                |

  @spec:settings/etag @4.x @5.x
  Scenario: app.set('etag', false) sends no ETag
    Given the app:
      """js
      app.set('etag', false)
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" is absent

  @spec:settings/etag @4.x @5.x
  Scenario: a custom etag function receives the body and its encoding
    Given the app:
      """js
      app.set('etag', (body, encoding) => '"' + Buffer.isBuffer(body) + '-' + encoding + '-' + body.toString() + '"')
      app.get('/', (req, res) => res.send('abc'))
      """
    When I send "GET /"
    Then the header "ETag" is '"true-undefined-abc"'

  @spec:settings/etag @4.x @5.x
  Scenario: a custom etag function returning nothing sends no ETag
    Given the app:
      """js
      app.set('etag', () => undefined)
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" is absent

  @spec:settings/etag @4.x @5.x
  Scenario: an unknown etag value is rejected when set
    Given the app:
      """js
      let error
      try { app.set('etag', 'bogus') } catch (err) { error = err.message }
      app.get('/', (req, res) => res.json({ error }))
      """
    When I send "GET /"
    Then the JSON body is '{"error":"unknown value for etag function: bogus"}'

  @spec:settings/etag @4.x @5.x
  Scenario: the setting's ETag makes a matching If-None-Match a 304
    Given the app:
      """js
      app.set('etag', 'strong')
      app.get('/', (req, res) => res.send('hello'))
      """
    When I send "GET /" with the header 'If-None-Match: "5-qvTGHdzF6KLavt4PO0gs2a6pQ00"'
    Then the status is 304
    And the body is empty

  @spec:settings/etag @4.x @5.x
  Scenario: res.json responses get the setting's ETag too
    Given the app:
      """js
      app.set('etag', 'strong')
      app.get('/', (req, res) => res.json({ a: 1 }))
      """
    When I send "GET /"
    Then the header "ETag" matches '^"7-'

  @spec:settings/etag @4.x @5.x
  Scenario: an ETag set by the handler is kept
    Given the app:
      """js
      app.get('/', (req, res) => res.set('ETag', '"mine"').send('hello'))
      """
    When I send "GET /"
    Then the header "ETag" is '"mine"'
