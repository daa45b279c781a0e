// The reference's fast paths, each a second implementation of something the plain
// code already does, and each switchable here. The plain code is the specification;
// an accelerator may only be faster, and a property test runs both and compares:
//
//   routeIndex      router/route-index.ts, behind router/candidates.ts: which layers
//                   a router's walk tries (route-index.test.ts)
//   staticFastPath  static/fast-path.ts, behind static.ts: a plain GET or HEAD of a
//                   file without send (static.test.ts, "the fast path answers as send does")
//   memos           memo.ts: answers of pure functions of a header value remembered
//                   (memo.test.ts)
//   arityMemo       router/layer.ts: a handler's arity read once per function, not at
//                   each call (router/layer.test.ts)
//   fileBytes       static/fast-path.ts: small files' bytes kept while their stat is the
//                   same (static.test.ts, "the fast path answers as send does")
//   freshSkip       response/send.ts: the freshness check skipped for a request without a
//                   conditional header (response/send.test.ts)
//   pathnameMemo    router/router.ts, by memo.ts's rememberingLast: the pathname of req.url
//                   kept while req.url stays the same string (memo.test.ts;
//                   router/route-index.test.ts plays the walk without it)
//   etagHash        settings.ts: an ETag hashed in one call of crypto.hash, not through the
//                   etag package (settings.test.ts, "the one-call hash tags as the etag package")
//
// Each setting is read where it is used, at each use (a request, a call), so a test
// switches one by assigning it between two requests and puts it back with
// resetAccelerators(). Nothing in the reference assigns them.

export interface Accelerators {
  routeIndex: boolean;
  /**
   * Stacks shorter than this are walked plainly even with routeIndex on: trying a few
   * layers costs less than looking the path up (the hello and middleware benchmarks).
   * The equivalence test sets 0, so that every stack it builds is indexed.
   */
  routeIndexMinimum: number;
  staticFastPath: boolean;
  memos: boolean;
  arityMemo: boolean;
  fileBytes: boolean;
  freshSkip: boolean;
  pathnameMemo: boolean;
  etagHash: boolean;
}

const defaults: Readonly<Accelerators> = {
  routeIndex: true,
  routeIndexMinimum: 12,
  staticFastPath: true,
  memos: true,
  arityMemo: true,
  fileBytes: true,
  freshSkip: true,
  pathnameMemo: true,
  etagHash: true,
};

export const accelerators: Accelerators = { ...defaults };

/** Puts every setting back to its default. */
export function resetAccelerators(): void {
  Object.assign(accelerators, defaults);
}
