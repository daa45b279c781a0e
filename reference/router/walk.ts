// The shape of a router's walk: which layers one step of it tries. Its own module so that
// the walks (candidates.ts's plain one, route-index.ts's indexed one) and the one place that
// picks between them (candidates.ts) import it and not each other.

/** The layers one step of a walk tries. */
export interface Candidates {
  /** The position of the first layer at or after `from` to try; the stack's length or more when none is left. */
  next(from: number): number;
}

/**
 * The candidates of one step of a request's walk, for the request's path and method at
 * this step, and the last step's candidates (a walk may reuse them).
 */
export type Walk = (path: string, method: string | undefined, previous: Candidates | undefined) => Candidates;
