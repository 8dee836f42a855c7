/**
 * The analytics facade (SPEC §3 'Analytics identify traits', §4 sign-in, failed-login and logout
 * events, §7 tag creation). Callers identify, track, reset and count page views here and never know
 * which tools listen. GA4 is the only built-in tool: it is attached for every visitor, signed in or
 * not, when the tenant sets app_id_for_ga4 — not on a local host (SPEC §7 'Other traffic') unless
 * the tenant's ga4_collector is local too, so nothing leaves the machine. Its code and script load
 * when configure() is called, which the session effects do once the page is idle. Without an id
 * nothing is loaded, stored or sent.
 */
import type { PublicTenant } from '@/lib/tenant/schema';
import type { Ga4Options } from './ga4';
import type { AnalyticsSink, EventProps, IdentifyTraits } from './types';

export type { AnalyticsSink, EventProps, IdentifyTraits } from './types';

/** The events the session tracks; other features may track their own names. */
export const AUTH_EVENTS = { login: 'login', signUp: 'sign_up', failedLogin: 'failed_login', logout: 'logout' } as const;

/** Calls made before configure() are kept for the tools it attaches (a sign-in before the page went idle). */
const EARLY_CALLS_KEPT = 50;

/** localhost, 127.0.0.1, ::1 and *.localhost: no third-party analytics on a developer's machine. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

type Ga4Tenant = Pick<PublicTenant, 'customer_profile' | 'ga4_collector' | 'analytics_query_params'>;

/** GA4's measurement id and collector for this page, or null when GA4 does not run here. */
export function ga4Config(tenant: Ga4Tenant, hostname: string): Ga4Options | null {
  const measurementId = tenant.customer_profile.app_config.app_id_for_ga4;
  if (!measurementId) return null;
  const collector = tenant.ga4_collector;
  if (isLocalHost(hostname) && !(collector && isLocalHost(new URL(collector).hostname))) return null;
  const queryParams = tenant.analytics_query_params;
  return collector ? { measurementId, collector, queryParams } : { measurementId, queryParams };
}

type Call = (sink: AnalyticsSink) => void;
export type LoadGa4 = (options: Ga4Options) => Promise<AnalyticsSink>;

const loadGa4: LoadGa4 = (options) => import('./ga4').then((m) => m.createGa4Sink(options));

export class Analytics {
  private readonly sinks = new Set<AnalyticsSink>();
  private configuredFor: string | null = null;
  private early: Call[] | null = [];

  constructor(private readonly load: LoadGa4 = loadGa4) {}

  /** Attaches the tenant's tools once per tenant. */
  configure(tenant: Pick<PublicTenant, 'id'> & Ga4Tenant, hostname: string): void {
    if (this.configuredFor === tenant.id) return;
    this.configuredFor = tenant.id;
    const early = this.early ?? [];
    this.early = null;
    const config = ga4Config(tenant, hostname);
    if (!config) return;
    const sink = deferred(this.load(config));
    for (const call of early) guarded(() => call(sink));
    this.addSink(sink);
  }

  /** Returns the function that detaches the sink. */
  addSink(sink: AnalyticsSink): () => void {
    this.sinks.add(sink);
    return () => this.sinks.delete(sink);
  }

  page(): void {
    this.each((s) => s.page?.());
  }

  identify(userId: string, traits: IdentifyTraits): void {
    this.each((s) => s.identify(userId, traits));
  }

  track(event: string, props: EventProps = {}): void {
    this.each((s) => s.track(event, props));
  }

  reset(): void {
    this.each((s) => s.reset());
  }

  private each(call: Call): void {
    if (this.early && this.early.length < EARLY_CALLS_KEPT) this.early.push(call);
    for (const sink of this.sinks) guarded(() => call(sink));
  }
}

/** One tool failing must never break a sign-in. */
function guarded(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    console.warn('[analytics]', error);
  }
}

/** A sink whose calls wait, in order, for the tool's code to load. */
function deferred(loading: Promise<AnalyticsSink>): AnalyticsSink {
  const later = (call: Call) => void loading.then((sink) => guarded(() => call(sink))).catch((e: unknown) => console.warn('[analytics] GA4 unavailable', e));
  return {
    page: () => later((s) => s.page?.()),
    identify: (id, traits) => later((s) => s.identify(id, traits)),
    track: (event, props) => later((s) => s.track(event, props)),
    reset: () => later((s) => s.reset()),
  };
}

/** The page's one analytics instance. */
export const analytics = new Analytics();
