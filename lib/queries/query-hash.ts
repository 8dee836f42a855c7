/** React Query's key hash without React Query: the first load reads server copies by it (live.ts, packed-lists.ts). */
import type { QueryKey } from '@tanstack/react-query';

/** React Query's key hash (hashKey): object keys sorted, so equal keys match whatever their order. */
export function hashQueryKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}
