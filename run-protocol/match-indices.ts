// Cucumber finds where each argument of a step sits in its text with regexp-match-indices,
// whose 1.0 release asks whether the runtime gives match indices with a regexp made without
// the d flag, so it never sees that Node does; it then measures every match again through a
// regexp rewritten by regexp-tree (44 modules to load; a tenth of a whole run's CPU in the CLI
// went to it). Here the same function, made on the runtime's own indices: each regexp
// Cucumber matches with is made again once with the d flag, and answers as the spec says.
// Installed in place of the package before Cucumber's expressions first load it (the CLI's
// process), or, where they loaded it already (a Cucumber worker), in the one method of theirs
// that calls it; where neither can be done, Cucumber keeps the package.
import Module from 'node:module';
import * as path from 'node:path';

const withIndices = new WeakMap<RegExp, RegExp>();

/**
 * The match of `regexp` in `text`, with its indices: what regexp-match-indices' exec returns.
 * Most regexps Cucumber tries do not match (each step's text against every definition): those
 * are run once, as they are; a match is run again on the regexp made with the d flag.
 */
export function execWithIndices(regexp: RegExp, text: string): RegExpExecArray | null {
  const start = regexp.lastIndex;
  const match = regexp.exec(text);
  if (match === null || regexp.hasIndices) return match;
  let indexed = withIndices.get(regexp);
  if (!indexed) withIndices.set(regexp, (indexed = new RegExp(regexp.source, regexp.flags + 'd')));
  indexed.lastIndex = start;
  const measured = indexed.exec(text);
  regexp.lastIndex = indexed.lastIndex;
  return measured;
}

/** The file Cucumber's expressions load regexp-match-indices from; undefined where it is not found. */
export function matchIndicesFile(): string | undefined {
  try {
    const expressions = path.dirname(require.resolve('@cucumber/cucumber-expressions'));
    return require.resolve('regexp-match-indices', { paths: [expressions] });
  } catch {
    return undefined;
  }
}

/**
 * Puts execWithIndices in place of regexp-match-indices for Cucumber: in the module cache
 * before Cucumber's expressions load it (the CLI's process); where they have loaded it already
 * (a Cucumber worker loads them before any support file: a quarter second of each worker's
 * CPU went to the package), in the one method that calls it.
 */
export function useNativeMatchIndices(): void {
  const file = matchIndicesFile();
  if (file === undefined) return;
  if (require.cache[file]) return matchTreesNatively();
  const mod = new Module(file);
  mod.filename = file;
  mod.loaded = true;
  mod.exports = execWithIndices;
  require.cache[file] = mod;
}

interface TreeRegexpLike {
  regexp?: unknown;
  groupBuilder?: { build?: (match: RegExpExecArray, nextGroupIndex: () => number) => unknown };
}

const nativeMatches = new WeakSet<object>();

/** TreeRegexp.prototype.match (Cucumber's expressions) on execWithIndices, if that module is loaded. */
function matchTreesNatively(): void {
  let file: string;
  try {
    file = path.join(path.dirname(require.resolve('@cucumber/cucumber-expressions')), 'TreeRegexp.js');
  } catch {
    return;
  }
  const proto = (require.cache[file]?.exports as { default?: { prototype?: { match?: unknown } } } | undefined)?.default?.prototype;
  const original = proto?.match;
  if (!proto || typeof original !== 'function' || nativeMatches.has(proto)) return;
  nativeMatches.add(proto);
  proto.match = function (this: TreeRegexpLike, text: string): unknown {
    const build = this.groupBuilder?.build;
    // (a TreeRegexp of another shape than the one this was written for keeps its own match)
    if (!(this.regexp instanceof RegExp) || typeof build !== 'function') return original.call(this, text);
    const match = execWithIndices(this.regexp, text);
    if (match === null) return null;
    let next = 0;
    return build.call(this.groupBuilder, match, () => next++);
  };
}
