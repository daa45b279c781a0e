@res
Feature: res.attachment
  `res.attachment([filename])` sets Content-Disposition to 'attachment'. With a
  filename it sets the filename parameter and sets Content-Type from the
  extension.

  @spec:res-operations/res.attachment @4.x @5.x
  Scenario: res.attachment without a filename sets only "attachment"
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment().end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is "attachment"
    And the header "Content-Type" is absent

  @spec:res-operations/res.attachment @4.x @5.x
  Scenario Outline: res.attachment('<filename>') sets the filename and Content-Type <type>
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('<filename>').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="<name>"'
    And the header "Content-Type" is "<type>"

    Examples:
      | filename        | name        | type                     |
      | report.pdf      | report.pdf  | application/pdf          |
      | photo.png       | photo.png   | image/png                |
      | notes.txt       | notes.txt   | text/plain; charset=utf-8 |
      | page.html       | page.html   | text/html; charset=utf-8 |
      | data.json       | data.json   | application/json; charset=utf-8 |
      | sheet.csv       | sheet.csv   | text/csv; charset=utf-8  |

  @spec:res-operations/res.attachment @4.x
  Scenario: 4.x res.attachment('/') types the empty extension as octet-stream
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('/').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is "application/octet-stream"

  @spec:res-operations/res.attachment @5.x @since:5.3.0
  Scenario: 5.x res.attachment('/') has an empty base name and sets no Content-Type
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('/').end())
      """
    When I send "GET /"
    Then the header "Content-Type" is absent
    And the header "Content-Disposition" is 'attachment; filename=""'

  @spec:res-operations/res.attachment @4.x
  Scenario: 4.x res.attachment always quotes the filename
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('report.pdf').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="report.pdf"'

  @spec:res-operations/res.attachment @5.x @since:5.3.0
  Scenario: 5.x res.attachment quotes the filename only when it needs quoting
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('report.pdf').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is "attachment; filename=report.pdf"

  @spec:res-operations/res.attachment @4.x @5.x
  Scenario: res.attachment keeps only the base name of a filename with directories
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('path/to/logo.png').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="logo.png"'
    And the header "Content-Type" is "image/png"

  @spec:res-operations/res.attachment @4.x @5.x
  Scenario: res.attachment quotes a filename with spaces
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('annual report.pdf').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is "attachment; filename=\"annual report.pdf\""

  @spec:res-operations/res.attachment @5.x
  Scenario: res.attachment encodes a non-ASCII filename with filename*
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('€ rates.txt').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is "attachment; filename=\"? rates.txt\"; filename*=UTF-8''%E2%82%AC%20rates.txt"

  @spec:res-operations/res.attachment @4.x @5.x
  Scenario: res.attachment with an unknown extension sets a generic Content-Type
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('blob.unknownext').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="blob.unknownext"'
    And the header "Content-Type" is "application/octet-stream"

  @spec:res-operations/res.attachment @4.x
  Scenario: 4.x res.attachment sends an ISO-8859-1 filename as it is, without filename*
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('résumé.txt').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="résumé.txt"'

  @spec:res-operations/res.attachment @5.x @since:5.3.0
  Scenario: 5.x res.attachment sends a filename outside ASCII with filename*, ISO-8859-1 included
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('résumé.txt').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is "attachment; filename=\"r?sum?.txt\"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt"

  @spec:res-operations/res.attachment @4.x
  Scenario: 4.x res.attachment keeps a backslash as part of the filename
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('a\\b.txt').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="a\\b.txt"'
    And the header "Content-Type" is "text/plain; charset=utf-8"

  @spec:res-operations/res.attachment @5.x @since:5.3.0
  Scenario: 5.x res.attachment keeps a backslash as part of the filename
    Given the app:
      """js
      app.get('/', (req, res) => res.attachment('a\\b.txt').end())
      """
    When I send "GET /"
    Then the header "Content-Disposition" is 'attachment; filename="a\\b.txt"'
    And the header "Content-Type" is "text/plain; charset=utf-8"
