/** The tenant (customer) configuration of SPEC §1, validated once at startup. */
// Relative, not '@/…': next.config.ts loads this file before path aliases exist.
import * as z from '../api/contract/zod';
import { SPOILER_MODES, type ResultsView } from '../api/contract/results';
import { brandPalette, brandSchema, colour, contrastFailures } from './brand';

const url = z.url();
/** api_base may be '/' (same origin, SPEC §7 default) or an absolute URL. */
const apiBase = z.union([z.literal('/'), z.string().check(z.regex(/^\/[\w/-]*\/$/, 'must be "/" or a path ending in "/"')), url]);

export const displaySettingsSchema = z.strictObject({
  teams_short_name: z._default(z.boolean(), false),
  real_kickoff_time: z._default(z.boolean(), false),
  match_stats: z._default(z.boolean(), false),
  ads: z._default(z.boolean(), false),
  gender_classification: z._default(z.boolean(), false),
  device_limit_new_flow: z._default(z.boolean(), false),
  game_highlights: z._default(z.boolean(), true),
  player_highlights: z._default(z.boolean(), false),
});

export const redirectRuleSchema = z.strictObject({
  /** A portal path without locale prefix, ending in '/'. */
  from: z.string().check(z.regex(/^\/([\w.-]+\/)*$/, 'must be a path that starts and ends with "/"')),
  /** A portal path, or an absolute http(s) address (a full page load). */
  to: z.union([z.string().check(z.regex(/^\/(?!\/)/, 'must be a path or an http(s) URL')), url.check(z.regex(/^https?:\/\//i))]),
  permanent: z._default(z.boolean(), false),
});

export const oauthProviderSchema = z.strictObject({
  /** Where the sign-in popup opens (the provider's authorize page). */
  authorize_url: url,
  /** The partner's access-token endpoint (ifa only, SPEC §7: form-encoded code exchange). */
  token_url: z.optional(url),
});

const appConfigSchema = z.strictObject({
  app_id_for_ga4: z.optional(z.string()),
  app_id_oneSignal: z.optional(z.string()),
  app_id_oneSignal_custom_domain_prod: z.optional(z.string()),
});

const customerProfileSchema = z.strictObject({
  app_config: z._default(appConfigSchema, {}),
  custom_domain_url: z.optional(url),
  enable_notifications_oneSignal: z._default(z.boolean(), false),
});

/** A link the browser follows from the page: http(s) only (z.url() alone lets javascript: through). */
const webUrl = url.check(z.regex(/^https?:\/\//i, 'must be an http(s) address'));

/** SPEC §1: the smart app banner, on mobile browsers other than Safari when enabled and a store link exists. */
const smartBannerSchema = z.strictObject({
  enabled: z._default(z.boolean(), false),
  /** The iOS app's App Store page, offered on iPhone and iPad. */
  app_store_url: z.optional(webUrl),
  /** The Android app's Google Play page, offered on Android. */
  play_store_url: z.optional(webUrl),
});

/** A host name as URL parsing gives it: lower case, no port, no scheme. */
const hostName = z.string().check(z.regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a lower-case host name without scheme or port'));
/** A scheme and host (and port), nothing else: what CSP source lists and origins compare. */
const origin = z.string().check(z.regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/, 'must be an origin such as "https://cdn.example.com" (no path)'));

export const securitySchema = z.strictObject({
  /**
   * Hosts the root's storeUrl may send the browser to (SPEC §2), besides the hosts of the smart
   * banner's store links; any other storeUrl is ignored.
   */
  store_url_hosts: z._default(z.array(hostName), []),
  /** Origins that may frame the portal (CSP frame-ancestors); its own origin always may. */
  frame_ancestors: z._default(z.array(origin), []),
  /**
   * Origins of media the platform serves from elsewhere than api_base and socket_base (a CDN, ad
   * servers' VAST tags and creatives): allowed for images, media and fetches in the CSP.
   */
  media_origins: z._default(z.array(origin), []),
});

const oauthProvidersSchema = z.strictObject({
  google: z.optional(oauthProviderSchema),
  facebook: z.optional(oauthProviderSchema),
  apple: z.optional(oauthProviderSchema),
  ifa: z.optional(oauthProviderSchema),
});

export const tenantSchema = z
  .strictObject({
    /** The JSON Schema editors check the file against (tenants/tenant.schema.json, written by npm run tenant:schema). */
    $schema: z.optional(z.string()),
    id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')),
    /** Host names (without port) that select this tenant. */
    hosts: z._default(z.array(z.string().check(z.minLength(1))), []),
    name: z.string().check(z.minLength(1)),
    name_short: z.string().check(z.regex(/^[a-z0-9_-]+$/i, 'must be letters, digits, "-" or "_"')),
    /** Brand accent colour, e.g. '#1d6fe8'. */
    primary_color: z._default(colour, '#2563eb'),
    /** Logo, icons, palette, typeface, footer links and home rails (lib/tenant/brand.ts, docs/white-label.md). */
    brand: z._default(brandSchema, brandSchema.parse({})),
    api_base: z._default(apiBase, '/'),
    /** Deadline of one server-side call to this tenant's API, in ms; default API_TIMEOUT_MS (3000). */
    api_timeout_ms: z.optional(z.number().check(z.int(), z.positive())),
    socket_base: z.optional(url),
    enable_leagues_view: z._default(z.boolean(), false),
    enable_white_theme: z._default(z.boolean(), false),
    enable_auth_via_facebook: z._default(z.boolean(), false),
    enable_auth_via_google: z._default(z.boolean(), false),
    enable_auth_via_apple: z._default(z.boolean(), false),
    app_id_facebook: z.optional(z.string()),
    app_client_id_for_google: z.optional(z.string()),
    app_client_id_for_apple: z.optional(z.string()),
    /** The federation partner's single sign-on (provider 'ifa'). */
    enable_ifa_sso: z._default(z.boolean(), false),
    enable_skip_login_page_for_ifa_sso: z._default(z.boolean(), false),
    enable_favorite_club_selection: z._default(z.boolean(), false),
    disable_team_pages: z._default(z.boolean(), false),
    customer_profile: z._default(customerProfileSchema, { app_config: {}, enable_notifications_oneSignal: false }),
    /**
     * Serves gtag.js (gtag/js) and takes GA4's measurements (g/collect) in place of Google's hosts:
     * a first-party tagging server, or the reference API's test collector. Used only with
     * app_id_for_ga4; a collector on a local host lets GA4 run on a local page too.
     */
    ga4_collector: z.optional(url.check(z.regex(/^https?:\/\/[^?#]*\/$/i, 'must be an http(s) address ending in "/"'))),
    /**
     * Query parameters of this tenant's own links that page views, events and error reports may keep,
     * beyond the portal's harmless ones (lib/url/public-address.ts); every other parameter is dropped.
     */
    analytics_query_params: z._default(z.array(z.string().check(z.regex(/^[\w.-]{1,64}$/, 'must be a query parameter name'))), []),
    settings: z._default(displaySettingsSchema, displaySettingsSchema.parse({})),
    /** Spoiler-free viewing for visitors who have not chosen (docs/fan-features.md): off, all or followed. */
    spoiler_free_default: z._default(z.enum(SPOILER_MODES), 'off'),
    /**
     * Low-latency live (docs/fan-features.md): how far behind real time the player holds a live
     * game, in seconds, when the platform offers a low-latency stream; null plays the standard one.
     */
    live_latency_target_s: z._default(z.nullable(z.number().check(z.gte(1.5), z.lte(10))), 3),
    smart_banner: z._default(smartBannerSchema, { enabled: false }),
    /**
     * The user-experience survey's form (SPEC §1, §5): shown in a frame, and the only origin whose
     * submit messages count. Without it there is no survey.
     */
    survey_form_url: z.optional(webUrl),
    /** SPEC §9's survey times: 'default' (7 days, 1440 min, 20 s) or 'alternate' (30 min, 10 min, 5 s). */
    survey_flavour: z._default(z.enum(['default', 'alternate']), 'default'),
    redirects: z._default(z.array(redirectRuleSchema), []),
    /** Who tokenizes cards (SPEC §7 'card payment SDK'): the reference processor, or Stripe (needs payment_public_key). */
    payment_provider: z._default(z.enum(['reference', 'stripe']), 'reference'),
    payment_public_key: z.optional(z.string()),
    /**
     * Origin of the reference processor's POST /api/payments/tokens. Cards go there straight from the
     * browser, never through the portal: defaults to api_base when that is absolute; with '/' and no
     * value, new cards cannot be entered (stored cards and access codes still work).
     */
    payment_tokenizer_base: z.optional(url),
    oauth: z._default(oauthProvidersSchema, {}),
    security: z._default(securitySchema, { store_url_hosts: [], frame_ancestors: [], media_origins: [] }),
  })
  .check(
    z.superRefine((t, ctx) => {
      // Text a viewer cannot read is a broken page: the palette must pass WCAG AA (docs/white-label.md).
      for (const failure of contrastFailures(brandPalette(t.primary_color, t.brand), { whiteTheme: t.enable_white_theme })) {
        ctx.addIssue({
          code: 'custom',
          path: failure.field.split('.'),
          message: `gives ${failure.pair} a contrast of ${failure.ratio.toFixed(2)}:1, below WCAG AA's ${failure.needed}:1`,
        });
      }
      if (t.payment_provider === 'stripe' && !t.payment_public_key) {
        ctx.addIssue({ code: 'custom', path: ['payment_public_key'], message: 'is needed when payment_provider is "stripe"' });
      }
      if (t.enable_skip_login_page_for_ifa_sso && !t.enable_ifa_sso) {
        ctx.addIssue({
          code: 'custom',
          path: ['enable_skip_login_page_for_ifa_sso'],
          message: 'needs enable_ifa_sso (the federation provider) to be on',
        });
      }
      // Skipping the login page sends every sign-in to the partner: without its endpoints nobody could sign in.
      if (t.enable_skip_login_page_for_ifa_sso && !t.oauth.ifa) {
        ctx.addIssue({
          code: 'custom',
          path: ['oauth', 'ifa'],
          message: 'is needed when enable_skip_login_page_for_ifa_sso is on (the partner sign-in it skips to)',
        });
      }
    }),
  );

/**
 * A tenant's configuration as one rendering sees it: the file's, and for the spoiler-free variant
 * of its pages (lib/spoilers/variant.ts) the view whose results it leaves out.
 */
export type TenantConfig = z.output<typeof tenantSchema> & { readonly resultsView?: ResultsView };
export type TenantInput = z.input<typeof tenantSchema>;
export type DisplaySettings = TenantConfig['settings'];

/** What the browser may see: everything but server-only routing and response-header data. */
export type PublicTenant = Omit<TenantConfig, 'hosts' | 'redirects' | 'security'>;

export function toPublicTenant(tenant: TenantConfig): PublicTenant {
  const { hosts: _hosts, redirects: _redirects, security: _security, ...rest } = tenant;
  return rest;
}
