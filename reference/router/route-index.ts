// The route index: which layers of a router's stack could match a request path,
// found without trying every layer. A table shaped like a real API (thousands of
// routes under '/api/v1') would otherwise cost one matcher call per route. It is an
// accelerated walk (candidates.ts): the router walks the layers it names exactly as
// it walks the whole stack, so order, next('route'), errors, params and mounts are
// untouched; it only passes over layers whose trial could change nothing.
//
// It is built from each layer's literal prefix (CompiledPath.prefix): the layer's
// compiled path turns away every path that does not start with it. A layer without a
// prefix (a RegExp, an array of paths, '*', a root mount, a parameter first, a 3.x
// mount) is a candidate for every path. A route that cannot serve the request's
// method is passed over too (see passesOverRoutes).
//
// router.stack is the app's array: it may push, splice, reorder or overwrite layers, and
// edit a layer (replace its match, recompile it) at any time, also during a walk. So the
// index keeps what it was built from (each layer, and what its matching reads: its
// match and its compiled path, by identity) and passes over a layer only after checking
// that its position still holds exactly that; at any difference it is built again.
import { Layer } from './layer';
import { foldAscii } from './path-syntax/common';
import type { CompiledPath } from './path-syntax/types';
import type { Walk } from './walk';

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

/** Layer.prototype.match: a layer whose match is another function is tried for every path. */
const layerMatch = Layer.prototype.match;

/** The index of one stack, and the stack as it was when built. */
class RouteIndex {
  /** The elements of the stack when built. */
  readonly layers: readonly unknown[];
  /** Each layer's compiled path when built; `tried` where the layer is never passed over. */
  private readonly matchers: ReadonlyArray<CompiledPath | undefined | typeof tried> = [];
  /** Layers without a prefix (or another match): candidates for every path. */
  private readonly always: number[] = [];
  /** Prefixes compared as written, and prefixes compared with the path's ASCII letters lower-cased. */
  private readonly sensitive = node();
  private readonly insensitive = node();

  constructor(stack: readonly unknown[]) {
    this.layers = stack.slice();
    this.matchers = this.layers.map((layer, i) => {
      const plain = layer instanceof Layer && layer.match === layerMatch;
      const matcher = plain ? layer.matcher : undefined;
      const prefix = matcher?.prefix;
      if (prefix === undefined || prefix.length < 2) this.always.push(i);
      else insert(matcher!.sensitive ? this.sensitive : this.insensitive, prefix, i);
      return plain ? matcher : tried;
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

  /** The route of the layer at `at` when the index may pass it over for its method. */
  routeAt(at: number): Layer['route'] {
    return this.matchers[at] === tried ? undefined : (this.layers[at] as Layer).route;
  }

  /**
   * Whether positions from..to-1 of `stack` hold the layers the index was built from,
   * matching as they did then: the check before passing them over (a few comparisons a
   * layer, no matching).
   */
  holds(stack: readonly unknown[], from: number, to: number): boolean {
    const { layers, matchers } = this;
    if (to > layers.length) return false;
    for (let i = from; i < to; i++) {
      const layer = stack[i] as Layer;
      if (layer !== layers[i] || layer.match !== layerMatch || layer.matcher !== matchers[i]) return false;
    }
    return true;
  }
}

/** Marks a position the index never passes over (no compiled path is this object). */
const tried = Object.freeze({});

/** The index of each stack (the array itself), kept between requests. */
const indexes = new WeakMap<readonly unknown[], RouteIndex>();

/** Indexes `stack` as it is now. */
function build(stack: readonly unknown[]): RouteIndex {
  const index = new RouteIndex(stack);
  indexes.set(stack, index);
  return index;
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

/** The indexed walk of one request over a stack. */
class IndexedWalk implements Walk {
  private index: RouteIndex | undefined;
  private path = '';
  private method: string | undefined;
  private passOverRoutes = false;
  /** The candidates for this path, and where the next is looked for in them (positions only grow). */
  private list: readonly number[] = [];
  private cursor = 0;

  constructor(private readonly stack: readonly unknown[]) {}

  next(from: number, path: string, method: string | undefined): number {
    if (this.index === undefined || path !== this.path || method !== this.method) {
      this.path = path;
      this.method = method;
      this.passOverRoutes = passesOverRoutes(method, path);
      this.look(indexes.get(this.stack) ?? build(this.stack));
    }
    let at = this.candidate(from);
    if (this.index!.holds(this.stack, from, at)) return at;
    // the app edited what would be passed over: index the stack as it is now
    this.look(build(this.stack));
    at = this.candidate(from);
    return this.index!.holds(this.stack, from, at) ? at : from;
  }

  private look(index: RouteIndex): void {
    this.index = index;
    this.list = index.lookup(this.path);
    this.cursor = 0;
  }

  /** The first candidate at or after `from` to try; the stack's length when none is left. */
  private candidate(from: number): number {
    const { list, index, method } = this;
    const end = this.stack.length;
    for (; this.cursor < list.length; this.cursor++) {
      const at = list[this.cursor];
      if (at < from) continue;
      if (at >= end) break;
      const route = this.passOverRoutes ? index!.routeAt(at) : undefined;
      if (!(route && !route.handlesMethod(method))) return at;
    }
    return end;
  }
}

/** The indexed walk of one request over `stack`. */
export function indexedWalk(stack: readonly unknown[]): Walk {
  return new IndexedWalk(stack);
}
