/**
 * The analytics facade (SPEC §3 'Analytics identify traits', §4 sign-in and logout events). Callers
 * identify, track and reset here and never know which tools listen. GA4 is the only built-in tool:
 * it is attached only when the tenant sets app_id_for_ga4 and the page is not served locally
 * (SPEC §7 'Other traffic'), and its script loads on first use.
 */
import type { PublicTenant } from '@/lib/tenant/schema';

/** The events the session tracks; other features may track their own names. */
export const AUTH_EVENTS = { login: 'login', signUp: 'sign_up', failedLogin: 'failed_login', logout: 'logout' } as const;

export type EventProps = Record<string, string | number | boolean | null | undefined>;

export interface IdentifyTraits {
  email: string;
  name: string;
  country: string | null;
  tenant: string;
  last_sign_method: string;
}

/** A tool that receives analytics (GA4, or a test's recorder). */
export interface AnalyticsSink {
  identify: (userId: string, traits: IdentifyTraits) => void;
  track: (event: string, props: EventProps) => void;
  reset: () => void;
}

/** localhost, 127.0.0.1, ::1 and *.localhost: no third-party analytics on a developer's machine. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

export function ga4Id(tenant: Pick<PublicTenant, 'customer_profile'>, hostname: string): string | null {
  const id = tenant.customer_profile.app_config.app_id_for_ga4;
  return id && !isLocalHost(hostname) ? id : null;
}

export class Analytics {
  private readonly sinks = new Set<AnalyticsSink>();
  private configuredFor: string | null = null;

  /** Attaches the tenant's tools once (idempotent per tenant). */
  configure(tenant: Pick<PublicTenant, 'id' | 'customer_profile'>, hostname: string): void {
    if (this.configuredFor === tenant.id) return;
    this.configuredFor = tenant.id;
    const id = ga4Id(tenant, hostname);
    if (id) this.addSink(lazyGa4(id));
  }

  /** Returns the function that detaches the sink. */
  addSink(sink: AnalyticsSink): () => void {
    this.sinks.add(sink);
    return () => this.sinks.delete(sink);
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

  /** One tool failing must never break a sign-in. */
  private each(fn: (sink: AnalyticsSink) => void): void {
    for (const sink of this.sinks) {
      try {
        fn(sink);
      } catch (error) {
        console.warn('[analytics]', error);
      }
    }
  }
}

/** Defers importing the GA4 adapter (and its script) until the first call. */
function lazyGa4(measurementId: string): AnalyticsSink {
  const sink = import('./ga4').then((m) => m.createGa4Sink(measurementId));
  const later = (fn: (s: AnalyticsSink) => void) => void sink.then(fn).catch((e: unknown) => console.warn('[analytics] GA4 unavailable', e));
  return {
    identify: (id, traits) => later((s) => s.identify(id, traits)),
    track: (event, props) => later((s) => s.track(event, props)),
    reset: () => later((s) => s.reset()),
  };
}

/** The page's one analytics instance. */
export const analytics = new Analytics();
