@security
Feature: A crafted X-HTTP-Method-Override costs methodOverride no more than an ordinary one
  Express 3's `methodOverride()` reads X-HTTP-Method-Override. method-override before
  2.3.10 split the header with `/ *, */`, which a backtracking matcher tries at every
  position of a run of spaces: work in the square of the header's length (ReDoS,
  CVE-2017-16136). Express 3.8.1 to 3.21.2 installed a vulnerable one at release; an
  `npm install` of 3.21.2 today resolves connect 2.30.2's `~2.3.5` to 2.3.10.

  @spec:middleware-3x/logger-methodoverride-json-urlencoded-multipart-static @advisory:CVE-2017-16136 @3.x
  Scenario: methodOverride reads a crafted X-HTTP-Method-Override in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.use(fw.methodOverride())
      app.post('/', (req, res) => res.send('posted'))
      """
    When I send "POST /" with the header "X-HTTP-Method-Override: a{N}b", "{N}" standing for "x" repeated 14000 times, measured
    And I send "POST /" with the header "X-HTTP-Method-Override: a{N}b", "{N}" standing for "x" repeated 14000 times, measured
    And an attacker sends "POST /" with the header "X-HTTP-Method-Override: a{N}b", "{N}" standing for " " repeated 14000 times
    And an attacker sends "POST /" with the header "X-HTTP-Method-Override: a{N}b", "{N}" standing for " " repeated 14000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one
