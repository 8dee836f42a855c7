/**
 * The Content-Security-Policy of a tenant's pages, built from its tenant file: every origin the
 * portal's browser code talks to is named exactly (SPEC §7: api_base, socket_base, the platform's
 * media, the card processor, the web-analytics, push and error-reporting services, and the survey
 * form it frames).
 *
 * script-src admits a page's own scripts only, by their hashes, with 'strict-dynamic' so that the
 * scripts those load (chunks, hls.js, the analytics and payment SDKs) are trusted in turn; no
 * 'unsafe-inline', no eval, no inline event-handler attributes. The proxy sends the policy without
 * them; the portal server adds the hashes of the page version it serves (withScriptSources,
 * lib/security/script-hashes.ts), so a policy that reaches a browser without them runs no script at
 * all. Beyond scripts the policy shuts the rest of an injection: no plugins, no <base> hijack, no
 * form posted elsewhere, and no fetch, image or frame to an origin the tenant did not name — which
 * is where a stolen token would go.
 */
import type { TenantConfig } from '@/lib/tenant/schema';

export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API group the policy reports to (header Reporting-Endpoints). */
export const CSP_REPORT_GROUP = 'csp';

export type CspTenant = Pick<
  TenantConfig,
  'api_base' | 'socket_base' | 'payment_provider' | 'payment_tokenizer_base' | 'customer_profile' | 'ga4_collector' | 'oauth' | 'security' | 'survey_form_url'
>;

export interface CspOptions {
  /** NEXT_PUBLIC_SENTRY_DSN: its ingest host receives error reports. */
  sentryDsn?: string;
  /**
   * Development: React's debugging needs eval, and the dev server's chunks carry no integrity, so
   * they run by 'self' rather than by hash ('strict-dynamic' would ignore 'self').
   */
  development?: boolean;
}

/** Third-party services, as their own CSP guides list them. */
const GA4 = {
  script: ['https://www.googletagmanager.com'],
  // Google sends measurements to regional hosts (region1.google-analytics.com, …): its guide names them by wildcard.
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
const ONESIGNAL = {
  script: ['https://cdn.onesignal.com'],
  style: ['https://onesignal.com'],
  connect: ['https://onesignal.com', 'https://api.onesignal.com'],
  img: ['https://img.onesignal.com'],
};
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

const originOf = (url: string | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
};

/** The websocket origin of an http(s) origin. */
const wsOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The platform's public origins: an absolute api_base, the socket's origin (the reference API serves
 * its socket and its media from one public origin) and any media origins the tenant lists.
 */
export function platformOrigins(tenant: CspTenant): string[] {
  return unique([originOf(tenant.api_base), originOf(tenant.socket_base), ...tenant.security.media_origins]);
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

export interface PolicyParts {
  [directive: string]: string[];
}

export function cspDirectives(tenant: CspTenant, { sentryDsn, development = false }: CspOptions = {}): PolicyParts {
  const platform = platformOrigins(tenant);
  const socket = originOf(tenant.socket_base);
  const ga4On = Boolean(tenant.customer_profile.app_config.app_id_for_ga4);
  // A tenant's own collector stands in for all of Google's hosts.
  const collector = originOf(tenant.ga4_collector);
  const ga4 = collector ? { script: [collector], connect: [collector], img: [collector] } : GA4;
  const push = Boolean(tenant.customer_profile.app_config.app_id_oneSignal);
  const stripe = tenant.payment_provider === 'stripe';
  const pick = (on: boolean, list: string[]) => (on ? list : []);

  return {
    'default-src': ["'self'"],
    // 'self' and the hosts speak to browsers without 'strict-dynamic' (CSP 2); newer ones go by the hashes alone.
    'script-src': unique([
      "'self'",
      ...pick(!development, ["'strict-dynamic'"]),
      ...pick(development, ["'unsafe-eval'"]),
      ...pick(ga4On, ga4.script),
      ...pick(push, ONESIGNAL.script),
      ...pick(stripe, STRIPE.script),
    ]),
    'script-src-attr': ["'none'"],
    'style-src': unique(["'self'", "'unsafe-inline'", ...pick(push, ONESIGNAL.style)]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...platform, ...pick(ga4On, ga4.img), ...pick(push, ONESIGNAL.img), ...pick(stripe, STRIPE.img)]),
    'font-src': ["'self'"],
    // hls.js plays through Media Source Extensions (blob:) and fetches playlists and segments itself;
    // the caption <track>s it adds start from an empty 'data:,WEBVTT' document.
    'media-src': unique(["'self'", 'blob:', 'data:', ...platform]),
    'connect-src': unique([
      "'self'",
      ...platform,
      socket ? wsOrigin(socket) : null,
      originOf(tenant.payment_tokenizer_base),
      originOf(tenant.oauth.ifa?.token_url),
      originOf(sentryDsn),
      ...pick(ga4On, ga4.connect),
      ...pick(push, ONESIGNAL.connect),
      ...pick(stripe, STRIPE.connect),
    ]),
    // The survey form is shown in a frame (SPEC §4); its origin is the tenant's survey address.
    'frame-src': unique(["'self'", originOf(tenant.survey_form_url), ...pick(stripe, STRIPE.frame)]),
    // hls.js runs its demuxer in a worker made from a blob.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': unique(["'self'", ...tenant.security.frame_ancestors]),
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

export function serializePolicy(parts: PolicyParts): string {
  return Object.entries(parts)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

export function contentSecurityPolicy(tenant: CspTenant, options: CspOptions = {}): string {
  return serializePolicy(cspDirectives(tenant, options));
}

/** The policy with a page version's script sources (lib/security/script-hashes.ts) added to script-src. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, (_match, start: string, list: string) => `${start}script-src ${list} ${sources.join(' ')}`);
}
