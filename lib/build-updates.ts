/** SPEC §9: a page reload is not repeated within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'portal-last-reload';

export function shouldReload(lastReloadAt: number, now: number): boolean {
  return now - lastReloadAt >= RELOAD_GUARD_MS;
}
