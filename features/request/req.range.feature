@req
Feature: req.range
  `req.range(size[, options])`: size is the maximum resource size.
  options.combine (Boolean, default false) merges overlapping and adjacent
  ranges. Returns an array of ranges (each with start and end) that has a
  `type` property, or a negative number: -2 for a malformed header, -1 for an
  unsatisfiable range.

  Background:
    Given the app:
      """js
      app.get('/:size', (req, res) => {
        const options = req.query.combine ? { combine: req.query.combine === 'true' } : undefined
        const r = req.range(Number(req.params.size), options)
        if (r === undefined || typeof r === 'number') return res.json({ result: r ?? null })
        res.json({ type: r.type, ranges: r.map(({ start, end }) => ({ start, end })) })
      })
      """

  @spec:req-operations/req.range @3.x @4.x @5.x
  Scenario Outline: with size <size>, Range "<range>" gives <json>
    When I send "GET /<size>" with the header "Range: <range>"
    Then the JSON body is '<json>'

    Examples:
      | size | range               | json                                                                 |
      | 1000 | bytes=0-99          | {"type":"bytes","ranges":[{"start":0,"end":99}]}                     |
      | 1000 | bytes=0-0           | {"type":"bytes","ranges":[{"start":0,"end":0}]}                      |
      | 1000 | bytes=500-          | {"type":"bytes","ranges":[{"start":500,"end":999}]}                  |
      | 1000 | bytes=-100          | {"type":"bytes","ranges":[{"start":900,"end":999}]}                  |
      | 1000 | bytes=900-2000      | {"type":"bytes","ranges":[{"start":900,"end":999}]}                  |
      | 1000 | bytes=999-          | {"type":"bytes","ranges":[{"start":999,"end":999}]}                  |
      | 1000 | bytes=0-4,10-14     | {"type":"bytes","ranges":[{"start":0,"end":4},{"start":10,"end":14}]} |
      | 1000 | bytes=0-4, 10-14    | {"type":"bytes","ranges":[{"start":0,"end":4},{"start":10,"end":14}]} |
      | 1000 | bytes=0-4,5-9       | {"type":"bytes","ranges":[{"start":0,"end":4},{"start":5,"end":9}]}  |
      | 1000 | items=0-5           | {"type":"items","ranges":[{"start":0,"end":5}]}                      |
      | 10   | bytes=0-            | {"type":"bytes","ranges":[{"start":0,"end":9}]}                      |

  # Express 3's range-parser (1.0) answers -1 when any range of the set is unsatisfiable.
  @spec:req-operations/req.range @4.x @5.x
  Scenario: with size 1000, Range "bytes=0-1,2000-3000" keeps the satisfiable range
    When I send "GET /1000" with the header "Range: bytes=0-1,2000-3000"
    Then the JSON body is '{"type":"bytes","ranges":[{"start":0,"end":1}]}'

  @spec:req-operations/req.range @4.x @5.x @since:4.14.0
  Scenario Outline: with combine <combine>, Range "<range>" gives <json>
    When I send "GET /1000?combine=<combine>" with the header "Range: <range>"
    Then the JSON body is '<json>'

    Examples:
      | combine | range                | json                                                                  |
      | true    | bytes=0-4,5-9        | {"type":"bytes","ranges":[{"start":0,"end":9}]}                       |
      | true    | bytes=0-50,10-20     | {"type":"bytes","ranges":[{"start":0,"end":50}]}                      |
      | true    | bytes=0-4,6-9        | {"type":"bytes","ranges":[{"start":0,"end":4},{"start":6,"end":9}]}   |
      | true    | bytes=10-20,0-5      | {"type":"bytes","ranges":[{"start":10,"end":20},{"start":0,"end":5}]} |
      | true    | bytes=10-20,0-9      | {"type":"bytes","ranges":[{"start":0,"end":20}]}                      |
      | true    | bytes=-10,0-4,985-   | {"type":"bytes","ranges":[{"start":0,"end":4},{"start":985,"end":999}]} |
      | false   | bytes=0-4,5-9        | {"type":"bytes","ranges":[{"start":0,"end":4},{"start":5,"end":9}]}   |
      | false   | bytes=0-50,10-20     | {"type":"bytes","ranges":[{"start":0,"end":50},{"start":10,"end":20}]} |

  @spec:req-operations/req.range @spec:errors/range-malformed-unsatisfiable @3.x @4.x @5.x
  Scenario Outline: an unsatisfiable Range "<range>" with size <size> gives -1
    When I send "GET /<size>" with the header "Range: <range>"
    Then the JSON body is '{"result":-1}'

    Examples:
      | size | range            |
      | 1000 | bytes=1000-1100  |
      | 1000 | bytes=5000-      |
      | 1000 | bytes=5-1        |
      | 1000 | bytes=1000-,2000- |
      | 0    | bytes=0-         |
      | 0    | bytes=0-0        |

  @spec:req-operations/req.range @spec:errors/range-malformed-unsatisfiable @3.x @4.x @5.x
  Scenario Outline: a Range "<range>" without a unit separator is malformed and gives -2
    When I send "GET /1000" with the header "Range: <range>"
    Then the JSON body is '{"result":-2}'

    Examples:
      | range     |
      | bytes     |
      | foo       |
      | bytes 0-5 |

  # Express 5 follows the spec with range-parser 1.3, and diverges as Express 4 does with the
  # 1.2 its range ^1.2.1 also allows (what npm installs when express@4 is in the same project):
  # a known divergence of that tree (features/divergences.md).
  @spec:req-operations/req.range @spec:errors/range-malformed-unsatisfiable @5.x @divergence
  Scenario Outline: 5.x a Range "<range>" with a malformed range spec gives -2
    When I send "GET /1000" with the header "Range: <range>"
    Then the JSON body is '{"result":-2}'

    Examples:
      | range       |
      | bytes=abc   |
      | bytes=a-b   |
      | bytes=0-4,x |
      | bytes=--5   |
      | bytes=1a-5  |
      | bytes=-     |

  @spec:req-operations/req.range @spec:errors/range-malformed-unsatisfiable @4.x @divergence
  Scenario Outline: 4.x a Range "<range>" with a malformed range spec gives -2
    When I send "GET /1000" with the header "Range: <range>"
    Then the JSON body is '{"result":-2}'

    Examples:
      | range       |
      | bytes=abc   |
      | bytes=a-b   |
      | bytes=0-4,x |

  @spec:req-operations/req.range @3.x @4.x @5.x
  Scenario: without a Range header req.range returns undefined
    When I send "GET /1000"
    Then the JSON body is '{"result":null}'

  @spec:req-operations/req.range @property @4.x @5.x
  Scenario: every satisfiable single range is returned within bounds
    Then the property "range-parse" holds
