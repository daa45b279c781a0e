@security
Feature: Encoded traversal and dotfiles never reach a file they must not
  `fw.static(root)` and `res.sendFile`/`res.download` with `root` serve files inside the
  root only, however the path is encoded: `%2e%2e`, `%2f`, `%5c`, `%00`, double encoding,
  overlong UTF-8, and into a sibling directory whose name starts with the root's
  (directory traversal, CVE-2014-6394: send before 0.8.4 checked that the joined path
  starts with the root's text, so root `public` let `../public-secret/` through). A dotfile,
  or a file in a dot directory, is served only with `dotfiles: 'allow'`, however the dot is
  encoded (send before 0.7.0 looked for a dot only at the start of the still-encoded last
  segment). features/fixtures/static holds secret.txt next to the root and
  public-secret/secret.txt beside it.

  What proves a framework vulnerable is the file on the wire (the first Then of each
  scenario). Each check also proves the request was refused on purpose, not only that the secret is absent
  (a framework answering 500, or nothing useful, to everything would pass that): fw.static
  refuses with a 4xx of its own (400, 403; serve-static before 1.10's fallthrough, as in
  express 4.11.0) or falls through to the app's 404 fallback (serve-static's fallthrough, in
  connect 2 too); res.sendFile passes its 400, 403 or 404 error to the callback. Which of
  these a framework answers is not this check's business (the static and sendFile features
  check it): a refusal is.

  @spec:top-level/fw.static @advisory:CVE-2014-6394 @3.x @4.x @5.x
  Scenario Outline: fw.static does not serve the file above its root for "<path>"
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'allow' }))
      app.use((req, res) => res.status(404).send('not served'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('error ' + err.status))
      """
    When I send "GET <path>"
    Then no file outside the root "static/public" reaches the wire
    And the status is 400, 403 or 404
    And the body matches "^(not served|error 40[034])$"

    Examples:
      | path                          |
      | /../secret.txt                |
      | /%2e%2e/secret.txt            |
      | /%2E%2E%2Fsecret.txt          |
      | /..%2fsecret.txt              |
      | /..%5csecret.txt              |
      | /sub/..%2f..%2fsecret.txt     |
      | /%252e%252e/secret.txt        |
      | /%c0%ae%c0%ae/secret.txt      |
      | /..%00/secret.txt             |
      | /hello.txt%00../../secret.txt |
      | /../public-secret/secret.txt  |
      | /..%2fpublic-secret/secret.txt |
      | /%2e%2e/public-secret/secret.txt |

  @spec:res-operations/res.sendFile @spec:file-options/root @advisory:CVE-2014-6394 @4.x @5.x @since:4.8.0
  Scenario Outline: res.sendFile with root does not send the file above the root for "<path>"
    Given the app:
      """js
      app.get('/f/:name', (req, res) => res.sendFile(req.params.name, { root: fixtures + '/static/public' }, (err) => {
        if (err && !res.headersSent) res.status(err.status || 500).send('error ' + err.status)
      }))
      """
    When I send "GET /f/<path>"
    Then no file outside the root "static/public" reaches the wire
    And the status is 400, 403 or 404
    And the body matches "^error 40[034]$"

    Examples:
      | path                            |
      | ..%2fsecret.txt                 |
      | %2e%2e%2fsecret.txt             |
      | ..%5csecret.txt                 |
      | %252e%252e%252fsecret.txt       |
      | ..%2f..%2fstatic%2fsecret.txt   |
      | ..%2fpublic-secret%2fsecret.txt |

  @spec:top-level/fw.static @spec:static-options/dotfiles @advisory:CWE-538 @4.x @5.x
  Scenario Outline: fw.static with dotfiles '<dotfiles>' does not serve the dotfile "<path>"
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: '<dotfiles>' }))
      """
    When I send "GET <path>"
    Then the file "static/public/<file>" does not reach the wire
    And the status is <refusal>

    # 'deny' is 403 by the spec, 404 in Express 4 and 5, whose fallthrough turns send's 403
    # into next() (features/divergences.md, "dotfiles 'deny' responds 403")
    Examples:
      | dotfiles | path                    | file                 | refusal    |
      | ignore   | /.hidden                | .hidden              | 404        |
      | ignore   | /%2ehidden              | .hidden              | 404        |
      | ignore   | /sub/..%2f.hidden       | .hidden              | 404        |
      | ignore   | /sub/%2eenv             | sub/.env             | 404        |
      | ignore   | /.well-known/file.txt   | .well-known/file.txt | 404        |
      | ignore   | /%2ewell-known/file.txt | .well-known/file.txt | 404        |
      | deny     | /.hidden                | .hidden              | 403 or 404 |
      | deny     | /%2ehidden              | .hidden              | 403 or 404 |
      | deny     | /.well-known/file.txt   | .well-known/file.txt | 403 or 404 |
