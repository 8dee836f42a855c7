/** Route patterns of lib/routes.ts: locale-less, ending in '/'; `[name]` matches one path segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith('[') ? (b[i] ?? '') !== '' : seg === b[i]));
}
