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
