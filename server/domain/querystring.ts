/**
 * Query strings as SPEC §7 sends them: arrays as key[]=v&key[]=w (a lone key[]=v is still an array),
 * a repeated plain key also becomes an array. Keys that would touch prototypes are dropped.
 */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

export function parseQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    if (key === '' || UNSAFE.has(key)) continue;
    const existing = out[key];
    if (existing === undefined) out[key] = isArray ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}
