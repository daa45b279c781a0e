@static
Feature: fw.static option dotfiles
  `dotfiles` decides how files or directories whose name begins with a dot are
  treated: 'allow' gives them no special treatment; 'deny' responds 403, then calls
  next(); 'ignore' responds 404, then calls next(). The default is 'ignore' in 5.x;
  in 4.x it is undefined: like 'ignore', except that files inside a directory
  beginning with a dot are not ignored.

  @spec:static-options/dotfiles @4.x @5.x @since:4.7.0
  Scenario Outline: fw.static with dotfiles 'allow' serves the dotfile <path>
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'allow' }))
      app.use((req, res) => res.set('X-Next', 'called').send('next called'))
      """
    When I send "GET <path>"
    Then the status is 200
    And the body contains "<body>"
    And the header "X-Next" is absent

    Examples:
      | path                   | body                 |
      | /.hidden               | hidden dotfile       |
      | /.well-known/file.txt  | inside dot directory |
      | /sub/.env              | hidden in sub        |

  @spec:static-options/dotfiles @spec:errors/static-dotfile-deny @4.x @5.x @since:4.13.0
  Scenario Outline: fw.static with dotfiles 'deny' and fallthrough false passes a 403 error for <path> to next(err)
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'deny', fallthrough: false }))
      app.use((req, res) => res.send('next called'))
      app.use((err, req, res, next) => res.status(err.status).send('error ' + err.status))
      """
    When I send "GET <path>"
    Then the status is 403
    And the body is "error 403"

    Examples:
      | path                   |
      | /.hidden               |
      | /.well-known/file.txt  |
      | /sub/.env              |
      | /.well-known/          |

  @spec:static-options/dotfiles @spec:errors/static-dotfile-deny @4.x @5.x @since:4.13.0
  Scenario: fw.static with dotfiles 'deny' and fallthrough false answers 403 through the default error handler
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'deny', fallthrough: false }))
      """
    When I send "GET /.hidden"
    Then the status is 403
    And the body does not contain "hidden dotfile"

  @spec:static-options/dotfiles @spec:errors/static-dotfile-deny @4.x @5.x @since:4.7.0
  Scenario Outline: fw.static with dotfiles 'deny' calls next() for <path> and serves nothing of it
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'deny' }))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.status(404).send('next called') })
      """
    When I send "GET <path>"
    Then the body does not contain "<body>"
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path                   | body                 |
      | /.hidden               | hidden dotfile       |
      | /.well-known/file.txt  | inside dot directory |
      | /sub/.env              | hidden in sub        |

  @spec:static-options/dotfiles @spec:errors/static-dotfile-deny @4.x @5.x @divergence @since:4.7.0
  Scenario Outline: fw.static with dotfiles 'deny' responds 403 for <path>, then calls next()
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'deny' }))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.send('next called') })
      """
    When I send "GET <path>"
    Then the status is 403
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path                   |
      | /.hidden               |
      | /sub/.env              |

  @spec:static-options/dotfiles @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x @since:4.7.0
  Scenario Outline: fw.static with dotfiles 'ignore' calls next() for <path> and serves nothing of it
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'ignore' }))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.status(404).send('next called') })
      """
    When I send "GET <path>"
    Then the status is 404
    And the body does not contain "<body>"
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path                   | body                 |
      | /.hidden               | hidden dotfile       |
      | /.well-known/file.txt  | inside dot directory |
      | /sub/.env              | hidden in sub        |

  @spec:static-options/dotfiles @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x @divergence @since:4.7.0
  Scenario Outline: fw.static with dotfiles 'ignore' responds 404 for <path>, then calls next()
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'ignore' }))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.send('next called') })
      """
    When I send "GET <path>"
    Then the status is 404
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path                   |
      | /.hidden               |
      | /.well-known/file.txt  |

  @spec:static-options/dotfiles @spec:errors/static-dotfile-ignore-or-missing @4.x @5.x @since:4.13.0
  Scenario Outline: fw.static with dotfiles 'ignore' and fallthrough false passes a 404 error for <path> to next(err)
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'ignore', fallthrough: false }))
      app.use((req, res) => res.send('next called'))
      app.use((err, req, res, next) => res.status(err.status).send('error ' + err.status))
      """
    When I send "GET <path>"
    Then the status is 404
    And the body is "error 404"

    Examples:
      | path                   |
      | /.hidden               |
      | /.well-known/file.txt  |
      | /sub/.env              |

  @spec:static-options/dotfiles @4.x @5.x @since:4.13.0
  Scenario Outline: fw.static treats <path> as no dotfile: a dot that does not begin a name
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { dotfiles: 'deny', fallthrough: false }))
      """
    When I send "GET <path>"
    Then the status is 200

    Examples:
      | path            |
      | /hello.txt      |
      | /sub/./file.txt |
      | /./hello.txt    |

  @spec:static-options/dotfiles @spec:v5-differences/static-dotfiles-ignore @5.x
  Scenario Outline: 5.x fw.static by default ignores <path>: nothing of it is served and next() is called
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.status(404).send('next called') })
      """
    When I send "GET <path>"
    Then the status is 404
    And the body does not contain "<body>"
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path                   | body                 |
      | /.hidden               | hidden dotfile       |
      | /sub/.env              | hidden in sub        |
      | /.well-known/file.txt  | inside dot directory |

  @spec:static-options/dotfiles @spec:v5-differences/static-dotfiles-ignore @spec:errors/static-dotfile-ignore-or-missing @5.x @divergence
  Scenario Outline: 5.x fw.static by default responds 404 for <path>, then calls next()
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.send('next called') })
      """
    When I send "GET <path>"
    Then the status is 404
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path                   |
      | /.hidden               |
      | /.well-known/file.txt  |

  @spec:static-options/dotfiles @spec:v5-differences/static-dotfiles-ignore @5.x
  Scenario: 5.x fw.static by default with fallthrough false gives 404 for a file inside a dot directory
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { fallthrough: false }))
      app.use((err, req, res, next) => res.status(err.status).send('error ' + err.status))
      """
    When I send "GET /.well-known/file.txt"
    Then the status is 404
    And the body is "error 404"

  @spec:static-options/dotfiles @4.x
  Scenario Outline: 4.x fw.static by default ignores the dotfile <path>: nothing of it is served and next() is called
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.status(404).send('next called') })
      """
    When I send "GET <path>"
    Then the status is 404
    And the body does not contain "<body>"
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path        | body           |
      | /.hidden    | hidden dotfile |
      | /sub/.env   | hidden in sub  |

  @spec:static-options/dotfiles @spec:errors/static-dotfile-ignore-or-missing @4.x @divergence
  Scenario Outline: 4.x fw.static by default responds 404 for the dotfile <path>, then calls next()
    Given the app:
      """js
      const calls = []
      app.get('/log', (req, res) => res.json(calls))
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res, next) => { calls.push(req.url); if (!res.headersSent) res.send('next called') })
      """
    When I send "GET <path>"
    Then the status is 404
    When I send "GET /log"
    Then the JSON body is '["<path>"]'

    Examples:
      | path        |
      | /.hidden    |
      | /sub/.env   |

  @spec:static-options/dotfiles @spec:v5-differences/static-dotfiles-ignore @4.x
  Scenario: 4.x fw.static by default serves a file inside a directory beginning with a dot
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public'))
      app.use((req, res) => res.set('X-Next', 'called').send('next called'))
      """
    When I send "GET /.well-known/file.txt"
    Then the status is 200
    And the body contains "inside dot directory"
    And the header "X-Next" is absent

  @spec:static-options/dotfiles @4.x @since:4.13.0
  Scenario: 4.x fw.static by default with fallthrough false gives 404 for a dotfile
    Given the app:
      """js
      app.use(fw.static(fixtures + '/static/public', { fallthrough: false }))
      app.use((err, req, res, next) => res.status(err.status).send('error ' + err.status))
      """
    When I send "GET /.hidden"
    Then the status is 404
    And the body is "error 404"
