@security
Feature: The default error page names its charset
  Without an error handler of the app's, the default handler answers an error with an HTML
  page of its own. The page names its charset, `text/html; charset=utf-8`, and escapes what
  the error carries: a page without a charset lets an old browser guess one from the
  content, and markup written in UTF-7 (`+ADw-script+AD4-`), which escaping leaves as it
  is, then runs (express before 3.11 and 4.5 sent 4xx pages so, CVE-2014-6393). What proves
  a framework vulnerable is that markup, as a browser reads the page (UTF-7 included when no
  charset is named); a page no browser renders as HTML (text/plain with nosniff) is safe, and
  fails only the Content-Type the spec requires.

  @spec:errors/next-err @advisory:CVE-2014-6393 @3.x @4.x @5.x
  Scenario Outline: the default handler's page for a <status> error is text/html with charset=utf-8, escaped
    Given the app:
      """js
      app.get('/x', (req, res, next) => next(Object.assign(new Error('+ADw-script+AD4- <script>alert(1)</script>'), { status: <status> })))
      """
    When I send "GET /x"
    Then a browser renders no markup taken from "+ADw-script+AD4- <script>alert(1)</script>"
    And the status is <status>
    And the header "Content-Type" is "text/html; charset=utf-8"
    And the body does not contain "<script"

    Examples:
      | status |
      | 400    |
      | 404    |
      | 500    |
