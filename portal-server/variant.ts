/**
 * The key of a page request in the portal server's page store: everything the proxy's answer can
 * depend on (lib/proxy/sharing.ts), so that two requests with one key always get the same answer.
 * The host (the tenant), the address with its query, and — for a path without a locale prefix — the
 * raw locale cookie and Accept-Language (next-intl decides from them; kept raw rather than
 * negotiated, so the key never disagrees with its decision), and whether a signed-in viewer has no
 * favorite club yet (the favorite-club guard), and what the spoiler_free cookie says: hide, show, or
 * nothing valid (the tenant's default) — with the host, that decides the variant with or without
 * results, and any other value sent is the third, so no value makes a key of its own.
 *
 * Requests of the client router (RSC payloads, prefetches) are not documents and have no key.
 */
import { cookieValue } from '@/lib/cookie-value';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { decodeSessionCookie, SESSION_COOKIE } from '@/lib/session/cookie';
import { isSpoilerMode } from '@/lib/api/contract/results';
import { SPOILER_COOKIE } from '@/lib/spoilers/mode';
import { ROUTER_HEADERS, ROUTER_QUERY } from './next-internals.mjs';

export interface VariantRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** The store key of a document request, or null when the request is none the store answers. */
export function variantKey(request: VariantRequest): string | null {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url?.startsWith('/')) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const url = new URL(request.url, 'http://portal.invalid');
  if (url.searchParams.has(ROUTER_QUERY)) return null;
  const cookies = one(request.headers.cookie);
  const prefixed = isLocale(url.pathname.split('/')[1]);
  const locale = prefixed ? '' : `${cookieValue(cookies, LOCALE_COOKIE) ?? ''}|${one(request.headers['accept-language'])}`;
  const session = decodeSessionCookie(cookieValue(cookies, SESSION_COOKIE));
  const noClub = session && !session.club ? 'no-club' : '';
  const chosen = cookieValue(cookies, SPOILER_COOKIE);
  const spoilers = isSpoilerMode(chosen) ? (chosen === 'off' ? 'off' : 'sf') : '';
  return [one(request.headers.host).toLowerCase(), request.url, locale, noClub, spoilers].join('\n');
}
