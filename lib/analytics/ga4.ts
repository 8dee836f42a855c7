/**
 * GA4 (SPEC §7 'Other traffic'). gtag.js is injected by the app (trusted by the CSP's 'strict-dynamic') and reports the
 * page views: the first, then one per client navigation (so the stream's enhanced measurement must
 * not also count 'page changes based on browser history events'). Tracked events carry who was
 * identified when they happened, and leave by one of two ways:
 *
 * - To Google's hosts, through gtag.js' own transport (its batching and retries). Google answers a
 *   page's collection requests opaquely (no CORS), so a queue of the portal's could not tell a
 *   failure from a delivery: every answer would be status 0, counted delivered, never retried.
 * - To a tenant's collector (ga4_collector: a first-party tagging server, or the reference API's test
 *   collector), which answers the portal's origin with CORS: through the delivery queue (queue.ts,
 *   SPEC §9), in the protocol gtag.js itself speaks (one request per batch, one line per event), so
 *   every status is seen and a failed batch is sent again.
 *
 * Both use the analytics cookie's client id, so GA4 sees one visitor.
 */
import { ANALYTICS_COOKIE_MAX_AGE_S, clientId, documentJar, rememberReferrer, storedReferrer } from './cookies';
import { BATCH_SIZE, DeliveryQueue } from './queue';
import { publicAddress } from '@/lib/url/public-address';
import type { AnalyticsSink, EventProps, IdentifyTraits } from './types';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Where gtag.js comes from; a tenant's ga4_collector serves it in Google's place. */
const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com/';

export interface Ga4Options {
  measurementId: string;
  /** Base address serving gtag/js and g/collect instead of Google (a first-party or test collector). */
  collector?: string;
  /** The tenant's query parameters that addresses may keep besides the portal's (publicAddress). */
  queryParams?: readonly string[];
}

/** One tracked event, as the collection protocol names its fields. */
export interface Hit {
  en: string;
  params: EventProps;
  /** The identified user's id, if any. */
  uid: string | null;
  /** User properties: the coarse traits only (GA4 forbids personal data such as the email in them). */
  up: Record<string, string>;
  dl: string;
  dt: string;
}

/** The POST that carries a batch: shared fields in the query, one line per event in the body. */
export function collectRequest(
  collectBase: string,
  measurementId: string,
  cid: string,
  sid: string | undefined,
  batch: readonly Hit[],
): { url: string; body: string } {
  const query = new URLSearchParams({ v: '2', tid: measurementId, cid });
  if (sid) query.set('sid', sid);
  const lines = batch.map((hit) => {
    const line = new URLSearchParams({ en: hit.en, dl: hit.dl, dt: hit.dt });
    if (hit.uid) line.set('uid', hit.uid);
    for (const [key, value] of Object.entries(hit.params)) {
      if (value !== null && value !== undefined) line.set(`${typeof value === 'number' ? 'epn' : 'ep'}.${key}`, String(value));
    }
    for (const [key, value] of Object.entries(hit.up)) line.set(`up.${key}`, value);
    return line.toString();
  });
  return { url: `${collectBase}g/collect?${query.toString()}`, body: lines.join('\r\n') };
}

export function userProperties(traits: IdentifyTraits): Record<string, string> {
  const up: Record<string, string> = { tenant: traits.tenant, last_sign_method: traits.last_sign_method };
  if (traits.country) up.country = traits.country;
  return up;
}

function installGtag(src: string): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the arguments object itself, so this must stay a plain function.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }
  return (...args) => window.gtag?.(...args);
}

export function createGa4Sink({ measurementId, collector, queryParams = [] }: Ga4Options): AnalyticsSink {
  // Every address GA4 gets is cut to its public part: the page's, and the one it came from.
  const here = () => publicAddress(window.location.href, queryParams);
  const jar = documentJar();
  const cid = clientId(jar);
  rememberReferrer(jar, document.referrer, window.location.host);
  const gtag = installGtag(`${collector ?? GOOGLE_TAG_HOST}gtag/js?id=${encodeURIComponent(measurementId)}`);
  gtag('config', measurementId, {
    send_page_view: false,
    client_id: cid,
    cookie_expires: ANALYTICS_COOKIE_MAX_AGE_S,
    page_location: here(),
    page_referrer: publicAddress(document.referrer, queryParams),
  });

  let sessionId: string | undefined;
  let user: { id: string; up: Record<string, string> } | null = null;
  let previousPage = publicAddress(document.referrer, queryParams);

  const deliver = collector ? queuedDelivery(collector, measurementId, cid, () => sessionId) : gtagDelivery(gtag);

  return {
    page: () => {
      const page = here();
      gtag('event', 'page_view', { page_location: page, page_title: document.title, page_referrer: previousPage });
      previousPage = page;
      gtag('get', measurementId, 'session_id', (id: unknown) => {
        if (typeof id === 'string' || typeof id === 'number') sessionId = String(id);
      });
    },
    identify: (userId, traits) => {
      user = { id: userId, up: userProperties(traits) };
      gtag('set', { user_id: userId });
      gtag('set', 'user_properties', user.up);
    },
    track: (event, props) => {
      const referrer = storedReferrer(jar);
      deliver({
        en: event,
        params: referrer ? { ...props, first_referrer: referrer } : props,
        uid: user?.id ?? null,
        up: user?.up ?? {},
        dl: here(),
        dt: document.title,
      });
    },
    reset: () => {
      user = null;
      gtag('set', { user_id: null });
    },
  };
}

/** Tracked events through gtag.js, which batches and retries them itself: the user id and properties go with them from 'set'. */
function gtagDelivery(gtag: Gtag): (hit: Hit) => void {
  return (hit) => gtag('event', hit.en, { ...hit.params, page_location: hit.dl, page_title: hit.dt });
}

/** Tracked events through the delivery queue to a collector that answers with CORS, so each status counts. */
function queuedDelivery(collector: string, measurementId: string, cid: string, sessionId: () => string | undefined): (hit: Hit) => void {
  const send = (batch: readonly Hit[], signal?: AbortSignal) => {
    const { url, body } = collectRequest(collector, measurementId, cid, sessionId(), batch);
    // keepalive: a batch in flight survives the page it left from (a logout's full page load).
    return fetch(url, { method: 'POST', body, mode: 'cors', credentials: 'omit', keepalive: true, signal }).then((res) => res.status);
  };
  const queue = new DeliveryQueue<Hit>(send, {
    onGiveUp: (batch, outcome) => console.warn(`[analytics] ${batch.length} event(s) not delivered (${outcome})`),
  });
  // What is still queued when the page goes leaves now, once: there is no later to retry in.
  window.addEventListener('pagehide', () => {
    const rest = queue.take();
    for (let i = 0; i < rest.length; i += BATCH_SIZE) void send(rest.slice(i, i + BATCH_SIZE)).catch(() => undefined);
  });
  return (hit) => queue.push(hit);
}
