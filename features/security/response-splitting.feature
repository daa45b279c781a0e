@security
Feature: No header value the interface sets splits the response
  CR or LF in a header value would end the header and start another one, or the body
  (HTTP response splitting, CWE-113). Whatever the app passes to `res.set`, `res.location`,
  `res.redirect`, `res.attachment` or `res.links`, no header the request chose reaches the
  wire: the value is refused (the operation throws; node itself refuses CR and LF in
  header values) or encoded. The app answers 400 when the operation throws.

  @advisory:CWE-113 @4.x @5.x
  Scenario Outline: <call> with CR LF in the value adds no header to the response
    Given the app:
      """js
      app.set('query parser', 'simple')
      app.get('/', (req, res) => {
        const t = req.query.t
        try {
          <call>
        } catch (err) {
          return res.status(400).send('refused')
        }
        res.send('sent')
      })
      """
    When I send "GET /?t=x%0D%0AX-Injected%3A%201%0D%0A%0D%0A<html>"
    Then the header "X-Injected" is absent
    And the body does not contain "<html>"

    @spec:res-operations/res.set
    Examples:
      | call |
      | res.set('X-Custom', t) |
      | res.set({ 'X-Custom': t }) |

    @spec:res-operations/res.location
    Examples:
      | call |
      | res.location('/next/' + t) |

    @spec:res-operations/res.redirect
    Examples:
      | call |
      | return res.redirect('/next/' + t) |

    @spec:res-operations/res.attachment
    Examples:
      | call |
      | res.attachment('report' + t + '.pdf') |

    @spec:res-operations/res.links
    Examples:
      | call |
      | res.links({ next: '/page/' + t }) |

  @advisory:CWE-113 @3.x
  Scenario Outline: 3.x <call> with CR LF in the value adds no header to the response
    Given the app:
      """js
      app.get('/', (req, res) => {
        const t = req.query.t
        try {
          <call>
        } catch (err) {
          return res.status(400).send('refused')
        }
        res.send('sent')
      })
      """
    When I send "GET /?t=x%0D%0AX-Injected%3A%201%0D%0A%0D%0A<html>"
    Then the header "X-Injected" is absent
    And the body does not contain "<html>"

    @spec:res-3x/set
    Examples:
      | call |
      | res.set('X-Custom', t) |

    @spec:res-3x/location
    Examples:
      | call |
      | res.location('/next/' + t) |

    @spec:res-3x/redirect
    Examples:
      | call |
      | return res.redirect('/next/' + t) |

    @spec:res-3x/attachment
    Examples:
      | call |
      | res.attachment('report' + t + '.pdf') |

    @spec:res-3x/links
    Examples:
      | call |
      | res.links({ next: '/page/' + t }) |
