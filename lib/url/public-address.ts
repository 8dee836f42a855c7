/**
 * An address as analytics and error reports may keep it (docs/security.md): the
 * origin and path, and of the query only the parameters known to carry nothing secret. A reset
 * link's token, an access code, a social sign-in's code or state, a return address, an e-mail typed
 * into a link: none of them leaves the page in a page view, an event or an error report. A tenant
 * may name more parameters of its own (`analytics_query_params`).
 */

/** The portal's own harmless parameters and the usual campaign tags. */
export const PUBLIC_QUERY_PARAMS: readonly string[] = [
  'q',
  't',
  'page',
  'sort',
  'sport',
  'from',
  'sessionExpired',
  'deviceNoLongerAllowedError',
  'passwordReset',
  'retry',
  'reason',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

const BASE = 'http://relative.invalid';

/**
 * `address` with its hash dropped and only the allowed query parameters kept (`extra` adds names),
 * absolute or relative as it came. Not a URL at all: dropped whole, since there is no telling what
 * it holds.
 */
export function publicAddress(address: string, extra: readonly string[] = []): string {
  let url: URL;
  try {
    url = new URL(address, BASE);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol;
  const allowed = new Set([...PUBLIC_QUERY_PARAMS, ...extra]);
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (allowed.has(name)) query.append(name, value);
  const search = query.toString();
  const origin = url.origin === BASE ? '' : url.origin;
  return `${origin}${url.pathname}${search ? `?${search}` : ''}`;
}
