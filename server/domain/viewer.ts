/** The entitlement context of a request: who is asking, from where, and what they bought. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseJson } from '../db';
import { isContractActive } from '../repositories/commerce';
import type { Repositories } from '../repositories';
import { anonymousViewer, type Viewer } from './entitlements';

const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * A geo-IP edge sets X-Country-Code. It is believed only when the peer is a trusted proxy
 * (TRUSTED_PROXIES): a client talking to the API directly cannot choose its region. Otherwise, or
 * without the header, the configured default applies.
 */
export function countryOf(headers: Record<string, string | string[] | undefined>, fromTrustedProxy: boolean, fallback: string): string {
  if (!fromTrustedProxy) return fallback;
  const raw = headers['x-country-code'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && COUNTRY.test(value) ? value.toUpperCase() : fallback;
}

export async function buildViewer(repos: Repositories, userId: string | null, country: string, now: number): Promise<Viewer> {
  const viewer = anonymousViewer(country);
  if (!userId) return viewer;
  viewer.userId = userId;
  for (const { contract, product } of await repos.commerce.contracts(userId)) {
    if (!isContractActive(contract, now)) continue;
    if (product.type === 'PPV' && product.event_id) viewer.ppvEventIds.add(product.event_id);
    if (product.type === 'SVOD') viewer.hasSvod = true;
    if (product.type === 'CVOD') {
      const ids = parseJson<unknown>(product.identity_ids, []);
      if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') viewer.cvodIdentityIds.add(id);
    }
  }
  return viewer;
}

/** The viewer's country for an HTTP request (its peer is the socket's remote address, not X-Forwarded-For). */
export const requestCountry = (app: FastifyInstance, req: FastifyRequest) =>
  countryOf(req.headers, app.trustsProxy(req.socket.remoteAddress), app.config.defaultViewerCountry);

const cache = new WeakMap<FastifyRequest, Promise<Viewer>>();

/** Once per request. */
export function viewerOf(app: FastifyInstance, req: FastifyRequest): Promise<Viewer> {
  let viewer = cache.get(req);
  if (!viewer) {
    viewer = buildViewer(app.repos, req.session?.userId ?? null, requestCountry(app, req), app.clock());
    cache.set(req, viewer);
  }
  return viewer;
}
