/** SPEC §9: a page reload is not repeated within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'portal-last-reload';

/** An unreadable or future timestamp (tampered storage, a clock set back) must not block reloads for good. */
export function shouldReload(lastReloadAt: number, now: number): boolean {
  if (!Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= RELOAD_GUARD_MS;
}
