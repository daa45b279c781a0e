@security
Feature: A compressed body is limited by its inflated size
  `limit` bounds the body after inflating: a small gzip or deflate body that inflates past
  the limit is refused with 413 as soon as the limit is passed, not inflated to the end
  (decompression bomb, CWE-409). Once refused, the rest of the body is not inflated either:
  body-parser 1.8 to 1.19 (express 4.x up to 4.17) answered 413 at the limit, then resumed
  the inflater and inflated the whole body before the request ended (body-parser 1.20.0
  "Fix internal error when inflated body exceeds limit" destroys it).

  @spec:body-options/inflate @spec:body-options/limit @spec:limits/request-body-size @advisory:CWE-409 @4.x @5.x @since:4.17.0
  Scenario Outline: fw.<parser> refuses a <encoding> body of 10 KB inflating to 10 MB with 413
    Given the app:
      """js
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => res.status(err.status || 500).send('refused ' + err.status))
      """
    When I send "POST /" with a <encoding>-encoded body inflating to 10000000 zero bytes of type "<type>"
    Then the status is 413
    And the response came within 1500 ms

    Examples:
      | parser     | encoding | type                              |
      | json       | gzip     | application/json                  |
      | json       | deflate  | application/json                  |
      | urlencoded | gzip     | application/x-www-form-urlencoded |
      | text       | gzip     | text/plain                        |
      | raw        | deflate  | application/octet-stream          |

  # A bomb of 256 MB of zeros in 256 KB. The app measures the CPU time its process spends
  # from the request's start to the error: 10-30 ms for a parser that stops at the limit
  # (body-parser 1.20.2 and 2.4, measured at load 40 on 2 cores), 0.5-1.6 s for one that
  # inflates the rest (body-parser 1.13.3 and 1.19.0). The interval keeps the framework
  # process from looking idle while zlib works in node's thread pool, which
  # process.getActiveResourcesInfo() does not list.
  @spec:body-options/inflate @spec:body-options/limit @spec:limits/request-body-size @advisory:CWE-409 @4.x @5.x @since:4.16.0
  Scenario Outline: fw.<parser> stops inflating a 256 MB <type> bomb once it passes the limit
    Given the app:
      """js
      app.use((req, res, next) => {
        req.cpuBefore = process.cpuUsage()
        const busy = setInterval(() => {}, 100)
        res.on('finish', () => clearInterval(busy))
        next()
      })
      app.use(fw.<parser>())
      app.post('/', (req, res) => res.send('parsed'))
      app.use((err, req, res, next) => {
        const cpu = process.cpuUsage(req.cpuBefore)
        const ms = Math.round((cpu.user + cpu.system) / 1000)
        res.status(err.status || 500).send(ms < 250 ? 'refused ' + err.status : 'refused ' + err.status + ' after ' + ms + ' ms of CPU')
      })
      """
    When I send "POST /" with a deflate-encoded body of 256 MB of zeros of type "<type>"
    Then the status is 413
    And the body is "refused 413"

    Examples:
      | parser     | type                              |
      | json       | application/json                  |
      | urlencoded | application/x-www-form-urlencoded |
