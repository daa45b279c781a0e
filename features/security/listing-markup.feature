@security
Feature: The directory listing escapes file names
  Express 3's `directory(path)` lists a directory as HTML. A file name is text, escaped in
  the listing: connect's own directory before 2.14.0 (CVE-2018-3717) and serve-index up to
  1.6.2 (GHSA-v633-x5vv-hqwc) wrote it into the markup as it is, so whoever can name a file
  (an upload) runs script in the browser of whoever lists the directory (stored XSS). The
  app makes the file in a temporary directory of its own and removes it when the process
  ends.

  @spec:middleware-3x/directory @advisory:CVE-2018-3717 @3.x
  Scenario: the HTML listing does not write a file name holding markup as markup
    Given the app:
      """js
      const fs = require('node:fs')
      const os = require('node:os')
      const path = require('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-listing-'))
      fs.writeFileSync(path.join(dir, '"><img src=x onerror=alert(1)>.txt'), 'x')
      process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      app.use(fw.directory(dir))
      """
    When I send "GET /" with the header "Accept: text/html"
    Then a browser renders no markup taken from '"><img src=x onerror=alert(1)>.txt'
    And the status is 200
    And the body contains "onerror=alert(1)"
    And the body does not contain "<img src=x"
