// The ordered route index: which layers of a router's stack could match a request
// path, found without trying every layer. A table shaped like a real API (thousands
// of routes under '/api/v1') would otherwise cost one matcher call per route.
//
// It is built from each layer's literal prefix (CompiledPath.prefix): the layer's
// matcher turns away every path that does not start with it, so leaving the layer
// out for such a path changes nothing. A layer without a prefix (a RegExp, an array
// of paths, '*', a root mount, a parameter first, a 3.x mount) is a candidate for
// every path. Candidates come out in stack order and the router walks them exactly
// as it walks the whole stack (router.ts), so order, next('route'), errors, params
// and mounts are untouched: the index only skips layers whose matcher would say no.
import { foldAscii } from './path-syntax/common';
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

/** What watchedStack keeps of each stack it made: the array behind it and the writes made through it. */
interface Watch {
  readonly layers: Layer[];
  count: number;
}
const watches = new WeakMap<readonly Layer[], Watch>();

/**
 * The array to read a stack's layers from during a walk: for a watched stack the array
 * behind it (each read through the watch costs as much as a layer's method test), else the
 * stack itself. Writes still go through the stack.
 */
export function layersOf(stack: Layer[]): Layer[] {
  return watches.get(stack)?.layers ?? stack;
}

/**
 * A router's stack: an array that counts the writes made through it (push, splice,
 * stack[i] = layer, length = 0), so that its index knows it is stale without
 * comparing every layer at every request. The stack is Express's public array:
 * apps add, remove and reorder layers in it directly.
 */
export function watchedStack(): Layer[] {
  const watch: Watch = { layers: [], count: 0 };
  const stack = new Proxy<Layer[]>(watch.layers, {
    set(target, key, value) {
      watch.count++;
      return Reflect.set(target, key, value);
    },
    deleteProperty(target, key) {
      watch.count++;
      return Reflect.deleteProperty(target, key);
    },
    defineProperty(target, key, descriptor) {
      watch.count++;
      return Reflect.defineProperty(target, key, descriptor);
    },
  });
  watches.set(stack, watch);
  return stack;
}

/** The index of one stack, as it was when built. */
class RouteIndex {
  private readonly layers: readonly Layer[];
  /** The watch of a watched stack; undefined for an array the router did not make (an app assigned router.stack). */
  private readonly watch: Watch | undefined;
  /** Its write count when built. */
  private readonly written: number | undefined;
  /** Layers without a prefix: candidates for every path. */
  private readonly always: number[] = [];
  /** Prefixes compared as written, and prefixes compared with the path's ASCII letters lower-cased. */
  private readonly sensitive = node();
  private readonly insensitive = node();

  constructor(readonly stack: readonly Layer[]) {
    this.layers = stack.slice();
    this.watch = watches.get(stack);
    this.written = this.watch?.count;
    stack.forEach((layer, i) => {
      if (layer.prefix === undefined || layer.prefix.length < 2) this.always.push(i);
      else insert(layer.sensitive ? this.sensitive : this.insensitive, layer.prefix, i);
    });
  }

  /** The stack's length (the same while the index fits it). */
  get size(): number {
    return this.layers.length;
  }

  /** Set when the layers were recompiled (forgetIndex). */
  retired = false;

  /**
   * Cheap test, made at every step of a walk: a watched stack was not written to; any
   * other array was neither replaced, nor grown or shrunk.
   */
  fits(stack: readonly Layer[]): boolean {
    if (stack !== this.stack || this.retired) return false;
    return this.watch === undefined ? stack.length === this.layers.length : this.watch.count === this.written;
  }

  /**
   * Whole test, made when a router starts a request: for an array the router does not
   * watch, the same layers in the same places.
   */
  describes(stack: readonly Layer[]): boolean {
    if (!this.fits(stack)) return false;
    if (this.watch === undefined) {
      for (let i = 0; i < stack.length; i++) if (stack[i] !== this.layers[i]) return false;
    }
    return true;
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

/** The index of each stack, built on first use; a stack that changed gets a new one. */
const indexes = new WeakMap<readonly Layer[], RouteIndex>();

function indexOf(stack: readonly Layer[]): RouteIndex {
  let index = indexes.get(stack);
  if (!index || !index.describes(stack)) indexes.set(stack, (index = new RouteIndex(stack)));
  return index;
}

/**
 * Forgets a stack's index: for changes the index cannot see from the layers
 * themselves (a layer recompiled with other matching options).
 */
export function forgetIndex(stack: readonly Layer[]): void {
  const index = indexes.get(stack);
  if (index) index.retired = true;
  indexes.delete(stack);
}

/** The layers one step of a router's walk may try, for the path it is at. */
export class Candidates {
  private cursor = 0;

  private constructor(
    readonly path: string,
    private readonly index: RouteIndex | undefined,
    /** Ascending positions; undefined when every layer is a candidate. */
    private readonly list: readonly number[] | undefined,
  ) {}

  /**
   * The candidates of `stack` for `path`. `previous` (the last step's, in the same walk)
   * is kept when the path and the stack did not change, so a walk through many
   * middleware looks the path up once. The first step of a walk makes the whole test
   * (describes), the others the cheap one (fits). `layers` is the array the walk reads
   * (layersOf(stack)).
   */
  static of(stack: readonly Layer[], layers: readonly Layer[], path: string, previous: Candidates | undefined): Candidates {
    if (layers.length < minimumIndexed) return Candidates.every;
    if (previous?.index && previous.path === path && previous.index.fits(stack)) return previous;
    const index = previous?.index?.fits(stack) ? previous.index : indexOf(stack);
    return new Candidates(path, index, index.lookup(path));
  }

  /** Every layer, for a walk without the index. */
  static readonly every = new Candidates('', undefined, undefined);

  /** The first candidate at or after position `from`; the stack's length when none is left. */
  next(from: number): number {
    const list = this.list;
    if (!list) return from;
    // positions only grow during a walk, so the cursor never moves back
    while (this.cursor < list.length && list[this.cursor] < from) this.cursor++;
    return this.cursor < list.length ? list[this.cursor] : this.index!.size;
  }
}

/**
 * Stacks shorter than this are walked without an index: trying a few layers costs less
 * than looking the path up (measured with the hello and middleware benchmarks).
 */
const SMALL_STACK = 12;
let minimumIndexed = SMALL_STACK;

/**
 * When the index is used: 'auto' for stacks of SMALL_STACK layers or more, 'always', or
 * 'never' (every layer is tried, in order). For the property test that proves the indexed
 * walk equal to the plain one (route-index.test.ts).
 */
export function setRouteIndexing(mode: 'auto' | 'always' | 'never'): void {
  minimumIndexed = mode === 'auto' ? SMALL_STACK : mode === 'always' ? 0 : Infinity;
}
