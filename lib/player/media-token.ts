/**
 * Signed stream addresses as the player sees them. The API answers stream URLs with a short-lived
 * token as a path segment, `…/media/s/{exp}.{sid}.{kind}.{name}.{sig}/live/{key}/master.m3u8`
 * (server/media/README.md, "Signed addresses"); every playlist and segment below it carries the same
 * segment. The player renews the token before `exp` by asking the page for the event again, and
 * puts the newest token into every request, so playback never restarts for a new token.
 */

const SIGNED = /\/media\/s\/([^/?#]+)\//;

export interface MediaToken {
  token: string;
  /** Expiry, epoch milliseconds. */
  expiresAt: number;
}

/** The token of a signed address, or null (an unsigned or foreign address: nothing to renew). */
export function mediaTokenOf(url: string | null | undefined): MediaToken | null {
  const token = url ? SIGNED.exec(url)?.[1] : undefined;
  const exp = token ? Number(token.split('.')[0]) : Number.NaN;
  return token && Number.isInteger(exp) && exp > 0 ? { token, expiresAt: exp * 1000 } : null;
}

/** `url` with its token replaced by `token` (what a request must carry now); others unchanged. */
export function withMediaToken(url: string, token: string | null): string {
  if (!token) return url;
  return url.replace(SIGNED, () => `/media/s/${token}/`);
}

/** The stream an address plays, whatever its token: a new token alone is not a new stream. */
export const streamIdentity = (url: string | null): string | null => (url === null ? null : url.replace(SIGNED, '/media/s/-/'));

/** Renew a minute before expiry, or a quarter of the remaining time for short lifetimes. */
const MAX_LEAD_MS = 60_000;
/** While the page has not delivered a fresh address yet, ask again this often. */
export const RENEW_RETRY_MS = 15_000;

/**
 * Milliseconds from `now` until the player should ask for a fresh address (0: at once), and never
 * sooner than RENEW_RETRY_MS after the last time it asked: a device clock far ahead of the API's
 * would otherwise find every fresh address already expired and ask again in a tight loop.
 */
export function renewalDelay(expiresAt: number, now: number, lastAskedAt: number | null = null): number {
  const remaining = expiresAt - now;
  const due = remaining <= 0 ? 0 : remaining - Math.min(MAX_LEAD_MS, remaining / 4);
  return lastAskedAt === null ? due : Math.max(due, lastAskedAt + RENEW_RETRY_MS - now);
}
