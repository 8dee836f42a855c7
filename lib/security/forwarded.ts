/**
 * Who the platform API believes the client is. The API takes the client address from the last
 * X-Forwarded-For entry added by a proxy it trusts — this pass-through — and keys its rate limits on
 * it, and it reads the viewer's country from X-Country-Code. A client must therefore never choose
 * either: the portal forwards the address it saw the request come from, and the country only when an
 * edge in front of the portal (TRUSTED_EDGE) sets it.
 *
 * Next's server gives no route handler the socket; it fills `x-forwarded-for` with the socket's
 * address only when the request has none (base-server: `??=`). So the proxy first removes the
 * client's forwarding headers (`stripClientForwarding`), Next then writes the peer address, and the
 * pass-through forwards exactly that (`upstreamHeaders`).
 */

/** Headers that describe the connection, not the request: never relayed. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'accept-encoding'];

/** Headers a client could set to pose as another address, host or country. */
const CLIENT_FORWARDING = new Set(['forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip', 'x-country-code']);
const isForwarding = (name: string) => name.startsWith('x-forwarded-') || CLIENT_FORWARDING.has(name);

export interface ForwardingTrust {
  /** An edge in front of the portal overwrites the forwarding headers and sets X-Country-Code. */
  trustEdge: boolean;
}

/**
 * The request headers the portal's own server should go on with: without a trusted edge every
 * forwarding header the client sent is dropped, so Next fills X-Forwarded-For from the socket.
 * Null when nothing needs to change.
 */
export function stripClientForwarding(incoming: Headers, { trustEdge }: ForwardingTrust): Headers | null {
  if (trustEdge) return null;
  const names = [...incoming.keys()].filter(isForwarding);
  if (names.length === 0) return null;
  const headers = new Headers(incoming);
  for (const name of names) headers.delete(name);
  return headers;
}

/** The nearest hop of an X-Forwarded-For chain: the address that connected to the portal's server (or its edge). */
function nearestAddress(chain: string | null): string | null {
  const last = chain?.split(',').pop()?.trim();
  return last ? last : null;
}

/**
 * The headers the pass-through sends to the platform API: the client's, less hop-by-hop and every
 * forwarding header, plus X-Forwarded-For with the one address the portal saw (what Next set, or the
 * trusted edge's last entry), X-Forwarded-Host with the portal host, and X-Country-Code only from a
 * trusted edge.
 */
export function upstreamHeaders(incoming: Headers, { trustEdge, host }: ForwardingTrust & { host: string }): Headers {
  const headers = new Headers(incoming);
  for (const name of HOP_BY_HOP) headers.delete(name);
  for (const name of [...headers.keys()].filter(isForwarding)) headers.delete(name);
  const peer = nearestAddress(incoming.get('x-forwarded-for'));
  if (peer) headers.set('x-forwarded-for', peer);
  headers.set('x-forwarded-host', host);
  const country = incoming.get('x-country-code');
  if (trustEdge && country) headers.set('x-country-code', country);
  return headers;
}
