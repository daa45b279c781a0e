@security
Feature: A crafted X-Forwarded-For costs req.ip no more than an ordinary one
  `req.ip` and `req.ips` read X-Forwarded-For even when `trust proxy` is off (proxy-addr
  parses the header before it applies the trust function). forwarded before 0.1.2 split it
  with `/ *, */`, which a backtracking matcher tries at every position of a run of spaces:
  work in the square of the header's length (ReDoS, CVE-2017-16118). An attacker's header
  of 14,000 spaces between two addresses costs the app less than ten times an ordinary one
  of the same length (express 4.15.4 with forwarded 0.1.0: 130 ms of CPU, 55-95 times; fixed releases and the
  reference about 1 time).

  @spec:settings/trust-proxy @advisory:CVE-2017-16118 @4.x @5.x
  Scenario: req.ip with trust proxy off reads a crafted X-Forwarded-For in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/', (req, res) => res.json([req.ip === req.socket.remoteAddress, req.ips]))
      """
    When I send "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}", "{N}" standing for "0" repeated 14000 times, measured
    And I send "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}", "{N}" standing for "0" repeated 14000 times, measured
    And an attacker sends "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}10.0.0.2", "{N}" standing for " " repeated 14000 times
    Then the JSON body is '[true,[]]'
    When an attacker sends "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}10.0.0.2", "{N}" standing for " " repeated 14000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one

  # Express 3.17.5 to 3.21.2 installed forwarded 0.1.0 at release; `npm install` of 3.21.2
  # today resolves proxy-addr 1.0.10's `~0.1.0` to 0.1.2, so the 3.x oracle passes.
  @spec:req-3x/ip @spec:req-3x/ips @advisory:CVE-2017-16118 @3.x
  Scenario: 3.x req.ip reads a crafted X-Forwarded-For in time linear in its length
    Given the app, with the CPU time it spends on each request measured:
      """js
      app.get('/', (req, res) => res.json([req.ip === req.connection.remoteAddress, req.ips]))
      """
    When I send "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}", "{N}" standing for "0" repeated 14000 times, measured
    And I send "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}", "{N}" standing for "0" repeated 14000 times, measured
    And an attacker sends "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}10.0.0.2", "{N}" standing for " " repeated 14000 times
    Then the JSON body is '[true,[]]'
    When an attacker sends "GET /" with the header "X-Forwarded-For: 10.0.0.1{N}10.0.0.2", "{N}" standing for " " repeated 14000 times
    Then the attacker's requests cost the app less than 10 times the CPU time of an ordinary one
