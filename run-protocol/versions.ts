// Numeric comparison of dotted versions ('4.9.0' < '4.17.0'); missing parts count as 0.
export function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split(/[.-]/).map((p) => parseInt(p, 10) || 0);
  const pb = b.replace(/^v/, '').split(/[.-]/).map((p) => parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length, 3); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * The release lines (major.minor) of Express, the interface versions a framework can claim:
 * `npm view express versions` on 2026-11-23. A claim outside these is refused, so that a
 * framework's own version (tinyhttp 3.0.11) is never mistaken for an interface version.
 */
export const EXPRESS_RELEASE_LINES: Record<'3' | '4' | '5', number> = { '3': 21, '4': 22, '5': 3 };

/** Why `claimed` is not an interface version a framework of `generation` can claim; undefined when it is. */
export function interfaceVersionProblem(claimed: string, generation: string): string | undefined {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?$/.exec(claimed);
  const lines = Object.entries(EXPRESS_RELEASE_LINES)
    .map(([major, last]) => `${major}.0-${major}.${last}`)
    .join(', ');
  if (!m) return `"${claimed}" is not a version such as 4.17.1 (the Express interface version the framework claims)`;
  const [, major, minor] = m;
  const last = EXPRESS_RELEASE_LINES[major as '3' | '4' | '5'];
  if (last === undefined || Number(minor) > last) {
    return (
      `${claimed} is not a release line of Express (known: ${lines}); the interface version is the Express version ` +
      `whose interface the framework claims to implement, not the framework's own version`
    );
  }
  if (`${major}.x` !== generation) return `${claimed} is an Express ${major}.x version, but the run checks the ${generation} profile`;
  return undefined;
}
