@middleware
Feature: directory (3.x)
  `directory(path)` serves directory listings. Options: hidden (default
  false: dotfiles are not listed), icons (default false), filter (default
  false; a function that selects the entries to list). The listing is HTML,
  plain text or JSON by the Accept header.

  @spec:middleware-3x/directory @3.x
  Scenario: a plain-text listing lists the entries without hidden files
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public'))
      """
    When I send "GET /" with the header "Accept: text/plain"
    Then the body is:
      """
      data.csv
      data.json
      hello.txt
      index.html
      sub

      """

  @spec:middleware-3x/directory @3.x
  Scenario: a JSON listing is an array of names
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public'))
      """
    When I send "GET /" with the header "Accept: application/json"
    Then the JSON body is '["data.csv","data.json","hello.txt","index.html","sub"]'

  @spec:middleware-3x/directory @3.x
  Scenario: an HTML listing links every entry
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public'))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then the header "Content-Type" is "text/html; charset=utf-8"
    And the body contains "<title>listing directory /</title>"
    And the body contains 'href="/hello.txt"'
    And the body contains 'href="/sub"'
    And the body does not contain ".hidden"

  @spec:middleware-3x/directory @3.x
  Scenario: hidden true lists dotfiles
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public', { hidden: true }))
      """
    When I send "GET /" with the header "Accept: application/json"
    Then the JSON body is '[".hidden","data.csv","data.json","hello.txt","index.html","sub"]'

  @spec:middleware-3x/directory @3.x
  Scenario: a filter function selects the entries listed
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public', { filter: (name) => name.startsWith('data') }))
      """
    When I send "GET /" with the header "Accept: application/json"
    Then the JSON body is '["data.csv","data.json"]'

  @spec:middleware-3x/directory @3.x
  Scenario Outline: icons <icons> <shows> file-type icons in the HTML listing
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public', { icons: <icons> }))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then the body <check> 'class="icon'

    Examples:
      | icons | shows      | check            |
      | true  | shows      | contains         |
      | false | does not show | does not contain |

  @spec:middleware-3x/directory @3.x
  Scenario: a subdirectory is listed under its own path
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public'))
      """
    When I send "GET /sub/" with the header "Accept: application/json"
    Then the JSON body is '["index.html"]'

  @spec:middleware-3x/directory @3.x
  Scenario: a file path is not a directory and goes to the next middleware
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public'))
      app.use(fw.static(fixtures + '/3.x/public'))
      """
    When I send "GET /hello.txt"
    Then the body is "hello from static"

  @spec:middleware-3x/directory @3.x
  Scenario: a path that climbs out of the root is refused
    Given the app:
      """js
      app.use(fw.directory(fixtures + '/3.x/public/sub'))
      """
    When I send "GET /%2e%2e/" with the header "Accept: application/json"
    Then the status is 403
