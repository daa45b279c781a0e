@security
Feature: No header value the interface sets splits the response
  CR or LF in a header value would end the header and start another one, or the body
  (HTTP response splitting, CWE-113). Whatever the app passes to `res.set`, `res.location`,
  `res.redirect`, `res.attachment` or `res.links`, no header the request chose reaches the
  wire: the value is refused (the operation throws; node itself refuses CR and LF in
  header values) or encoded. The app answers 400 when the operation throws. What proves a
  framework vulnerable is the request's header or body in the response (the first Then).

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
    Then no header, body or cookie attribute the request wrote reaches the response
    And the status is <status>
    And the header "X-Injected" is absent
    And the body does not contain "<html>"

    # 400: the operation threw (the app's 'refused'); otherwise the value went out encoded.
    # res.location and res.redirect encode the URL since express 4.14.0; 4.6.1 sets it as
    # given and node refuses it (400): either keeps the header out, a 500 fails.
    @spec:res-operations/res.set
    Examples:
      | call | status |
      | res.set('X-Custom', t) | 400 |
      | res.set({ 'X-Custom': t }) | 400 |

    @spec:res-operations/res.location
    Examples:
      | call | status |
      | res.location('/next/' + t) | 400 or 200 |

    @spec:res-operations/res.redirect
    Examples:
      | call | status |
      | return res.redirect('/next/' + t) | 400 or 302 |

    @spec:res-operations/res.attachment
    Examples:
      | call | status |
      | res.attachment('report' + t + '.pdf') | 200 |

    @spec:res-operations/res.links
    Examples:
      | call | status |
      | res.links({ next: '/page/' + t }) | 400 |

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
    Then no header, body or cookie attribute the request wrote reaches the response
    And the status is <status>
    And the header "X-Injected" is absent
    And the body does not contain "<html>"

    # res.location and res.redirect: Express 3.21 sets the value as given and node refuses
    # it (the app's 400); the reference encodes it, as 4.x does (200, 302). Either keeps
    # the header out; a 500 or any other answer fails.
    @spec:res-3x/set
    Examples:
      | call | status |
      | res.set('X-Custom', t) | 400 |

    @spec:res-3x/location
    Examples:
      | call | status |
      | res.location('/next/' + t) | 400 or 200 |

    @spec:res-3x/redirect
    Examples:
      | call | status |
      | return res.redirect('/next/' + t) | 400 or 302 |

    @spec:res-3x/attachment
    Examples:
      | call | status |
      | res.attachment('report' + t + '.pdf') | 400 or 200 |

    @spec:res-3x/links
    Examples:
      | call | status |
      | res.links({ next: '/page/' + t }) | 400 |
