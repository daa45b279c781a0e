// The route index: which layers of a router's stack could match a request path,
// found without trying every layer. A table shaped like a real API (thousands of
// routes under '/api/v1') would otherwise cost one matcher call per route. It is an
// accelerated walk (candidates.ts): the router walks the layers it names exactly as
// it walks the whole stack, so order, next('route'), errors, params and mounts are
// untouched; it only passes over layers whose trial could change nothing.
//
// It is built from each layer's literal prefix (CompiledPath.prefix): the layer's
// matcher turns away every path that does not start with it. A layer without a
// prefix (a RegExp, an array of paths, '*', a root mount, a parameter first, a 3.x
// mount) is a candidate for every path. A route that cannot serve the request's
// method is passed over too (see passesOverRoutes).
//
// The index is built from the layers of a stack the app has not been handed (stack.ts),
// and records the router's count of its own edits: at another count (a layer added, the
// layers recompiled) it is built again, also in the middle of a walk. Once the app is
// handed the stack (a handler may read router.stack mid-walk), every layer from there
// on is a candidate, as in the plain walk.
import { foldAscii } from './path-syntax/common';
import type { RouterStack } from './stack';
import type { Candidates, Walk } from './walk';

/**
 * A trie over the segments of the prefixes. Every segment of a prefix but the last is
 * a whole segment of the paths it matches ('/api/v1/users' has '/' after 'api' and
 * 'v1'); its last piece is only known to start the path's next segment ('/users'
 * also starts '/users-old'), so it is looked up by the lengths present at the node.
 */
interface Node {
  readonly children: Map<string, Node>;
  /** Layer positions (ascending) by the last piece of their prefix. */
  readonly last: Map<string, number[]>;
  /** The distinct lengths of the keys of `last`. */
  readonly lengths: number[];
}

const node = (): Node => ({ children: new Map(), last: new Map(), lengths: [] });

function insert(root: Node, prefix: string, position: number): void {
  const pieces = prefix.slice(1).split('/');
  let at = root;
  for (let i = 0; i < pieces.length - 1; i++) {
    let child = at.children.get(pieces[i]);
    if (!child) at.children.set(pieces[i], (child = node()));
    at = child;
  }
  const piece = pieces[pieces.length - 1];
  const list = at.last.get(piece);
  if (list) list.push(position);
  else at.last.set(piece, [position]);
  if (!at.lengths.includes(piece.length)) at.lengths.push(piece.length);
}

/** Appends to `out` the lists of the layers whose prefix `path` starts with. */
function collect(root: Node, path: string, out: number[][]): void {
  if (path.charCodeAt(0) !== 0x2f || (root.lengths.length === 0 && root.children.size === 0)) return;
  let at: Node | undefined = root;
  let pos = 1;
  while (at) {
    const end = path.indexOf('/', pos);
    const segment = end === -1 ? path.slice(pos) : path.slice(pos, end);
    for (const length of at.lengths) {
      if (length > segment.length) continue;
      const list = at.last.get(length === segment.length ? segment : segment.slice(0, length));
      if (list) out.push(list);
    }
    if (end === -1) return;
    at = at.children.get(segment);
    pos = end + 1;
  }
}

/** Two ascending lists of positions as one. */
function merge(a: readonly number[], b: readonly number[]): readonly number[] {
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i] < b[j] ? a[i++] : b[j++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

/** The index of one stack, as it was when built. */
class RouteIndex {
  /** The stack's count of edits when built. */
  readonly edits: number;
  /** Layers without a prefix: candidates for every path. */
  private readonly always: number[] = [];
  /** Prefixes compared as written, and prefixes compared with the path's ASCII letters lower-cased. */
  private readonly sensitive = node();
  private readonly insensitive = node();

  constructor(stack: RouterStack) {
    this.edits = stack.edits;
    stack.layers.forEach((layer, i) => {
      if (layer.prefix === undefined || layer.prefix.length < 2) this.always.push(i);
      else insert(layer.sensitive ? this.sensitive : this.insensitive, layer.prefix, i);
    });
  }

  /** The positions of the layers that could match `path`, ascending. */
  lookup(path: string): readonly number[] {
    const lists: number[][] = [];
    collect(this.sensitive, path, lists);
    collect(this.insensitive, foldAscii(path), lists);
    let found: readonly number[] = this.always;
    for (const list of lists) found = merge(found, list);
    return found;
  }
}

/** The index of each stack, built on first use. */
const indexes = new WeakMap<RouterStack, RouteIndex>();

/** The index of the stack as it is now: built again when the stack was edited since. */
function indexOf(stack: RouterStack): RouteIndex {
  const index = indexes.get(stack);
  if (index && index.edits === stack.edits) return index;
  const built = new RouteIndex(stack);
  indexes.set(stack, built);
  return built;
}

/**
 * Whether routes that cannot serve `method` may be passed over. Trying one changes
 * nothing, except: OPTIONS collects the methods of every route whose path matches,
 * HEAD is served by GET routes, and a path with a percent-encoding may fail to decode
 * in the matcher (a 400 error whatever the method).
 */
function passesOverRoutes(method: string | undefined, path: string): boolean {
  return method !== undefined && method !== 'OPTIONS' && method !== 'HEAD' && !path.includes('%');
}

/** The candidates of one step, for one path and method. */
class IndexedCandidates implements Candidates {
  private index: RouteIndex;
  private list: readonly number[];
  /** Where the next candidate is looked for in `list`; positions only grow during a walk. */
  private cursor = 0;
  private readonly passOverRoutes: boolean;

  constructor(
    private readonly stack: RouterStack,
    readonly path: string,
    readonly method: string | undefined,
  ) {
    this.index = indexOf(stack);
    this.list = this.index.lookup(path);
    this.passOverRoutes = passesOverRoutes(method, path);
  }

  next(from: number): number {
    // a handler took the stack during the walk: it may have edited anything
    if (this.stack.handedOut) return from;
    // the router added or recompiled layers during the walk: look again in a new index
    if (this.index.edits !== this.stack.edits) {
      this.index = indexOf(this.stack);
      this.list = this.index.lookup(this.path);
      this.cursor = 0;
    }
    const { list, method } = this;
    const layers = this.stack.layers;
    for (; this.cursor < list.length; this.cursor++) {
      const at = list[this.cursor];
      if (at < from) continue;
      const route = layers[at].route;
      if (!(this.passOverRoutes && route && !route.handlesMethod(method))) return at;
    }
    return layers.length;
  }
}

/** The indexed walk of one request over `stack`; one step's candidates serve the next while the path and method stay. */
export function indexedWalk(stack: RouterStack): Walk {
  return (path, method, previous) =>
    previous instanceof IndexedCandidates && previous.path === path && previous.method === method ? previous : new IndexedCandidates(stack, path, method);
}
