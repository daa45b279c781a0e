@security
Feature: A crafted Accept-Language costs req.acceptsLanguages no more than an ordinary one
  `req.acceptsLanguages` parses every entry of Accept-Language. negotiator before 0.6.1
  matched an entry with `/^\s*(\S+?)(?:-(\S+?))?\s*(?:;(.*))?$/`, whose two lazy groups a
  backtracking matcher tries at every split of a run of `-a` (ReDoS, CVE-2016-10539): an
  entry of 7,000 `-a` that does not match costs the app less than ten times an ordinary
  entry of the same length (express 4.13.4 with negotiator 0.5.3: 185 ms of CPU, 80 times; fixed releases and the
  reference about 1 time).
  Express 3's `req.acceptsLanguage` parses the header itself, without negotiator.

  @spec:req-operations/req.acceptsLanguages @advisory:CVE-2016-10539 @4.x @5.x
  Scenario: req.acceptsLanguages reads a crafted Accept-Language in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/', (req, res) => res.send(String(req.acceptsLanguages('en'))))
      """
    When I send "GET /" with the header "Accept-Language: en-{N}", "{N}" standing for "aa" repeated 7000 times, measured
    And I send "GET /" with the header "Accept-Language: en-{N}", "{N}" standing for "aa" repeated 7000 times, measured
    And an attacker sends "GET /" with the header "Accept-Language: a{N} x", "{N}" standing for "-a" repeated 7000 times
    Then the status is 200
    When an attacker sends "GET /" with the header "Accept-Language: a{N} x", "{N}" standing for "-a" repeated 7000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one
