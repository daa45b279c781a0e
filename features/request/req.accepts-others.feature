@req
Feature: req.acceptsCharsets, req.acceptsEncodings, req.acceptsLanguages
  `req.acceptsCharsets(charset [, ...])`, `req.acceptsEncodings(encoding [, ...])`
  and `req.acceptsLanguages([lang, ...])` return the first accepted value by
  Accept-Charset, Accept-Encoding and Accept-Language, else false. With no
  argument, `req.acceptsLanguages()` returns the array of all languages in the
  header.

  @spec:req-operations/req.acceptsCharsets @4.x @5.x
  Scenario Outline: with Accept-Charset "<header>", req.acceptsCharsets(<args>) is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsCharsets(<args>) }))
      """
    When I send "GET /" with the header "Accept-Charset: <header>"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | header                         | args                      | result        |
      | utf-8                          | 'utf-8'                   | "utf-8"       |
      | utf-8                          | 'iso-8859-1'              | false         |
      | utf-8, iso-8859-1;q=0.5        | 'iso-8859-1', 'utf-8'     | "utf-8"       |
      | utf-8;q=0.2, iso-8859-1        | 'utf-8', 'iso-8859-1'     | "iso-8859-1"  |
      | UTF-8                          | 'utf-8'                   | "utf-8"       |
      | *                              | 'windows-1252'            | "windows-1252" |
      | *, utf-8;q=0                   | 'utf-8'                   | false         |
      | utf-8, iso-8859-1              | ['iso-8859-1', 'utf-8']   | "utf-8"       |

  @spec:req-operations/req.acceptsCharsets @4.x @5.x
  Scenario: without Accept-Charset every charset is accepted and the first argument is returned
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsCharsets('iso-8859-1', 'utf-8') }))
      """
    When I send "GET /"
    Then the JSON body is '{"result":"iso-8859-1"}'

  @spec:req-operations/req.acceptsCharsets @4.x @5.x
  Scenario: req.acceptsCharsets() without arguments lists the accepted charsets, best first
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.acceptsCharsets()))
      """
    When I send "GET /" with the header "Accept-Charset: iso-8859-1;q=0.5, utf-8"
    Then the JSON body is '["utf-8","iso-8859-1"]'

  @spec:req-operations/req.acceptsEncodings @4.x @5.x
  Scenario Outline: with Accept-Encoding "<header>", req.acceptsEncodings(<args>) is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsEncodings(<args>) }))
      """
    When I send "GET /" with the header "Accept-Encoding: <header>"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | header                  | args                   | result     |
      | gzip                    | 'gzip'                 | "gzip"     |
      | gzip, deflate           | 'br', 'gzip'           | "gzip"     |
      | gzip;q=0.5, deflate     | 'gzip', 'deflate'      | "deflate"  |
      | gzip                    | 'br'                   | false      |
      | gzip                    | 'identity'             | "identity" |
      | gzip, identity;q=0      | 'identity'             | false      |
      | *                       | 'br'                   | "br"       |
      | *;q=0                   | 'identity'             | false      |
      | GZIP                    | 'gzip'                 | "gzip"     |
      | gzip, br                | ['br', 'gzip']         | "gzip"     |

  @spec:req-operations/req.acceptsEncodings @4.x @5.x
  Scenario: without Accept-Encoding only identity is accepted
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ gzip: req.acceptsEncodings('gzip'), either: req.acceptsEncodings('gzip', 'identity') }))
      """
    When I send "GET /"
    Then the JSON body is '{"gzip":false,"either":"identity"}'

  @spec:req-operations/req.acceptsLanguages @4.x @5.x
  Scenario Outline: with Accept-Language "<header>", req.acceptsLanguages(<args>) is <result>
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsLanguages(<args>) }))
      """
    When I send "GET /" with the header "Accept-Language: <header>"
    Then the JSON body is '{"result":<result>}'

    Examples:
      | header                   | args                 | result  |
      | en                       | 'en'                 | "en"    |
      | en;q=0.8, es, pt         | 'en', 'es'           | "es"    |
      | en;q=0.8, es, pt         | 'fr'                 | false   |
      | en-US                    | 'en'                 | "en"    |
      | en                       | 'en-US'              | "en-US" |
      | en-US, en;q=0.9          | 'en', 'en-US'        | "en-US" |
      | *                        | 'de'                 | "de"    |
      | EN-us                    | 'en-US'              | "en-US" |
      | fr;q=0                   | 'fr'                 | false   |
      | es, en                   | ['en', 'es']         | "es"    |

  @spec:req-operations/req.acceptsLanguages @4.x @5.x
  Scenario: req.acceptsLanguages() with no argument lists all languages of the header, best first
    Given the app:
      """js
      app.get('/', (req, res) => res.json(req.acceptsLanguages()))
      """
    When I send "GET /" with the header "Accept-Language: en;q=0.8, es, pt;q=0.9"
    Then the JSON body is '["es","pt","en"]'

  @spec:req-operations/req.acceptsLanguages @4.x @5.x
  Scenario: without Accept-Language any language is accepted and the first argument is returned
    Given the app:
      """js
      app.get('/', (req, res) => res.json({ result: req.acceptsLanguages('pt', 'en'), all: req.acceptsLanguages() }))
      """
    When I send "GET /"
    Then the JSON body is '{"result":"pt","all":["*"]}'
