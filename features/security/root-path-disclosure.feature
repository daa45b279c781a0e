@security
Feature: A path that climbs out of the root and back in is refused
  `fw.static(root)` and `res.sendFile` with `root` refuse a path holding a `..` segment,
  wherever it leads. send before 0.11.1 joined the path to the root first and refused it
  only when the result left the root, so `/../public/hello.txt` was served exactly when
  the root's last directory is named `public`: an attacker learns the root's absolute path
  one guess at a time, from the root up (root path disclosure, CVE-2015-8859; send 0.11.1
  "Fix root path disclosure" checks for `..` before joining). features/fixtures/static/public
  is the root; its hello.txt says "hello static".

  @spec:top-level/fw.static @advisory:CVE-2015-8859 @3.x @4.x @5.x
  Scenario Outline: fw.static does not serve "<path>", which climbs out of the root and back in
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.status(404).send('not served'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('error ' + err.status))
      """
    When I send "GET <path>"
    Then the file "static/public/hello.txt" does not reach the wire
    And the status is 400, 403 or 404

    Examples:
      | path                        |
      | /../public/hello.txt        |
      | /%2e%2e/public/hello.txt    |
      | /sub/../../public/hello.txt |

  @spec:res-operations/res.sendFile @spec:file-options/root @advisory:CVE-2015-8859 @4.x @5.x @since:4.8.0
  Scenario Outline: res.sendFile with root does not send "<path>", which climbs out of the root and back in
    Given the app:
      """js
      app.get('/f/:name', (req, res) => res.sendFile(req.params.name, { root: fixtures + '/static/public' }, (err) => {
        if (err && !res.headersSent) res.status(err.status || 500).send('error ' + err.status)
      }))
      """
    When I send "GET /f/<path>"
    Then the file "static/public/hello.txt" does not reach the wire
    And the status is 400, 403 or 404

    Examples:
      | path                      |
      | ..%2fpublic%2fhello.txt   |
      | ..%2f..%2fstatic%2fpublic%2fhello.txt |
