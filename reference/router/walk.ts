// The shape of a router's walk: which layers of its stack one request tries. Its own module so
// that the walks (candidates.ts's plain one, route-index.ts's indexed one) and the one place
// that picks between them (candidates.ts) import it and not each other.

/** The layers one request's walk over a stack tries, step by step. */
export interface Walk {
  /**
   * The position of the first layer at or after `from` to try for the request's path and
   * method at this step; the stack's length when none is left.
   */
  next(from: number, path: string, method: string | undefined): number;
}
