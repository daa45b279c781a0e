// A library loaded at its first use, not with the framework: an app pays only for what it
// uses, and so does every framework process the suite starts (qs alone was a fifth of the
// reference's load). `require`, not `import`: an import is evaluated with its module.
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}
