/**
 * Intl formatters, one per locale and options for the page's lifetime. Building one costs far more
 * than using it, and some texts are formatted many times a second (the player's spoken times and
 * volume re-render with playback) or once per card on a page of many.
 */
const formatters = new Map<string, unknown>();

/** The formatter `key` names (locale and options), made by `make` the first time it is asked for. */
export function cachedFormatter<T>(key: string, make: () => T): T {
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key) as T;
}
