/** FNV-1a (32 bit): a tiny, stable hash so seeds and stream keys map to the same output forever. */
export function fnv1a(input: string | Uint8Array): number {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  return h >>> 0;
}
