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
// router.stack is Express's public array: apps push, splice, reorder and replace its
// layers. The index keeps a copy of the layers it was built from, and the walk checks
// each layer it passes over against that copy (one comparison per layer, no more than
// the plain walk's loop); a difference, or a stack of another length at the start of
// a request, builds the index again. Recompiled layers (other matching options) keep
// their identity, so the router says so (forgetIndex).
import { foldAscii } from './path-syntax/common';
import type { Candidates, Walk } from './candidates';
import type { Layer } from './layer';

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
  /** The stack's layers when it was built. */
  readonly layers: readonly Layer[];
  /** Set when the layers were recompiled (forgetIndex): their prefixes are no longer these. */
  retired = false;
  /** Layers without a prefix: candidates for every path. */
  private readonly always: number[] = [];
  /** Prefixes compared as written, and prefixes compared with the path's ASCII letters lower-cased. */
  private readonly sensitive = node();
  private readonly insensitive = node();

  constructor(stack: readonly Layer[]) {
    this.layers = stack.slice();
    stack.forEach((layer, i) => {
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
const indexes = new WeakMap<readonly Layer[], RouteIndex>();

/** The index of `stack`, built again when it is retired or the stack's length changed. */
function indexOf(stack: readonly Layer[]): RouteIndex {
  const index = indexes.get(stack);
  return index && !index.retired && index.layers.length === stack.length ? index : rebuild(stack);
}

function rebuild(stack: readonly Layer[]): RouteIndex {
  const index = new RouteIndex(stack);
  indexes.set(stack, index);
  return index;
}

/**
 * Forgets a stack's index: for changes the index cannot see from the layers
 * themselves (a layer recompiled with other matching options).
 */
export function forgetIndex(stack: readonly Layer[]): void {
  const index = indexes.get(stack);
  if (index) index.retired = true;
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
    readonly stack: readonly Layer[],
    readonly path: string,
    readonly method: string | undefined,
  ) {
    this.index = indexOf(stack);
    this.list = this.index.lookup(path);
    this.passOverRoutes = passesOverRoutes(method, path);
  }

  next(from: number): number {
    const layers = this.index.layers;
    // layers added during the walk, after the index was built, are each tried
    if (from >= layers.length) return from;
    const to = this.listed(from);
    for (let i = from; i < to; i++) {
      if (this.stack[i] !== layers[i]) return this.again(from);
    }
    return this.index.retired ? this.again(from) : to;
  }

  /** The first listed position at or after `from`, past the routes passed over; the indexed length when none. */
  private listed(from: number): number {
    const { list, method } = this;
    const layers = this.index.layers;
    for (; this.cursor < list.length; this.cursor++) {
      const at = list[this.cursor];
      if (at < from) continue;
      const route = layers[at].route;
      if (!(this.passOverRoutes && route && !route.handlesMethod(method))) return at;
    }
    return layers.length;
  }

  /** The stack changed under the index: index it again and look again. */
  private again(from: number): number {
    this.index = rebuild(this.stack);
    this.list = this.index.lookup(this.path);
    this.cursor = 0;
    return this.next(from);
  }
}

/** The indexed walk; one step's candidates serve the next while the path and method stay. */
export const indexedWalk: Walk = (stack, path, method, previous) =>
  previous instanceof IndexedCandidates && previous.stack === stack && previous.path === path && previous.method === method
    ? previous
    : new IndexedCandidates(stack, path, method);
