/**
 * The analytics cookies (SPEC §9), written only where analytics runs: the client id that ties a
 * browser's page views and events together (365 days, renewed on every visit), and the referrer
 * cookie, which keeps for 31536000000 ms the site that first brought the visitor, so a sign-up days
 * later is still credited to it.
 */

export const ANALYTICS_COOKIE = 'portal_analytics';
export const REFERRER_COOKIE = 'portal_referrer';
export const ANALYTICS_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const REFERRER_COOKIE_LIFETIME_MS = 31_536_000_000;
/** GA4 keeps event parameters up to 100 characters. */
const REFERRER_MAX_LENGTH = 100;

/** document.cookie, or a test's stand-in. */
export interface CookieJar {
  read: () => string;
  write: (cookie: string) => void;
  secure: boolean;
}

export const documentJar = (): CookieJar => ({
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
  secure: window.location.protocol === 'https:',
});

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.read().split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(jar: CookieJar, name: string, value: string, maxAgeS: number): void {
  jar.write(`${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${jar.secure ? '; Secure' : ''}`);
}

/** GA's client-id shape: a random number and the first visit's epoch second. */
const CLIENT_ID = /^\d{1,10}\.\d{1,10}$/;

/** This browser's client id, made on the first visit; each visit extends it for another 365 days. */
export function clientId(jar: CookieJar, now = Date.now(), random = Math.random): string {
  const stored = readCookie(jar, ANALYTICS_COOKIE);
  const id = stored && CLIENT_ID.test(stored) ? stored : `${Math.floor(random() * 2_147_483_647)}.${Math.floor(now / 1000)}`;
  writeCookie(jar, ANALYTICS_COOKIE, id, ANALYTICS_COOKIE_MAX_AGE_S);
  return id;
}

/**
 * Keeps the first other site the visitor came from (its origin and path: a query may carry personal
 * data). Later visits from elsewhere do not replace it; visits from the portal itself never count.
 */
export function rememberReferrer(jar: CookieJar, referrer: string, host: string): void {
  if (!referrer || readCookie(jar, REFERRER_COOKIE)) return;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return;
  }
  if (!/^https?:$/.test(from.protocol) || from.host === host) return;
  writeCookie(jar, REFERRER_COOKIE, `${from.origin}${from.pathname}`.slice(0, REFERRER_MAX_LENGTH), REFERRER_COOKIE_LIFETIME_MS / 1000);
}

export const storedReferrer = (jar: CookieJar): string | null => readCookie(jar, REFERRER_COOKIE);
