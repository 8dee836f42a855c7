/** The tenant (customer) configuration of SPEC §1, validated once at startup. */
import { z } from 'zod';

const url = z.string().url();
/** api_base may be '/' (same origin, SPEC §7 default) or an absolute URL. */
const apiBase = z.union([z.literal('/'), z.string().regex(/^\/[\w/-]*\/$/, 'must be "/" or a path ending in "/"'), url]);

export const displaySettingsSchema = z
  .object({
    teams_short_name: z.boolean().default(false),
    real_kickoff_time: z.boolean().default(false),
    match_stats: z.boolean().default(false),
    ads: z.boolean().default(false),
    gender_classification: z.boolean().default(false),
    device_limit_new_flow: z.boolean().default(false),
    game_highlights: z.boolean().default(true),
    player_highlights: z.boolean().default(false),
  })
  .strict();

export const redirectRuleSchema = z
  .object({
    /** A portal path without locale prefix, ending in '/'. */
    from: z.string().regex(/^\/([\w.-]+\/)*$/, 'must be a path that starts and ends with "/"'),
    /** A portal path, or an absolute http(s) address (a full page load). */
    to: z.union([z.string().regex(/^\/(?!\/)/, 'must be a path or an http(s) URL'), url.regex(/^https?:\/\//i)]),
    permanent: z.boolean().default(false),
  })
  .strict();

export const oauthProviderSchema = z
  .object({
    /** Where the sign-in popup opens (the provider's authorize page). */
    authorize_url: url,
    /** The partner's access-token endpoint (ifa only, SPEC §7: form-encoded code exchange). */
    token_url: url.optional(),
  })
  .strict();

export const tenantSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
    /** Host names (without port) that select this tenant. */
    hosts: z.array(z.string().min(1)).default([]),
    name: z.string().min(1),
    name_short: z.string().regex(/^[a-z0-9_-]+$/i, 'must be letters, digits, "-" or "_"'),
    /** Brand accent colour, e.g. '#1d6fe8'. */
    primary_color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour').default('#2563eb'),
    api_base: apiBase.default('/'),
    socket_base: url.optional(),
    enable_leagues_view: z.boolean().default(false),
    enable_white_theme: z.boolean().default(false),
    enable_auth_via_facebook: z.boolean().default(false),
    enable_auth_via_google: z.boolean().default(false),
    enable_auth_via_apple: z.boolean().default(false),
    app_id_facebook: z.string().optional(),
    app_client_id_for_google: z.string().optional(),
    app_client_id_for_apple: z.string().optional(),
    /** The federation partner's single sign-on (provider 'ifa'). */
    enable_ifa_sso: z.boolean().default(false),
    enable_skip_login_page_for_ifa_sso: z.boolean().default(false),
    enable_favorite_club_selection: z.boolean().default(false),
    disable_team_pages: z.boolean().default(false),
    customer_profile: z
      .object({
        app_config: z
          .object({
            app_id_for_ga4: z.string().optional(),
            app_id_oneSignal: z.string().optional(),
            app_id_oneSignal_custom_domain_prod: z.string().optional(),
          })
          .strict()
          .default({}),
        custom_domain_url: url.optional(),
        enable_notifications_oneSignal: z.boolean().default(false),
      })
      .strict()
      .default({ app_config: {}, enable_notifications_oneSignal: false }),
    settings: displaySettingsSchema.default(displaySettingsSchema.parse({})),
    smart_banner: z
      .object({
        enabled: z.boolean().default(false),
        app_store_url: url.optional(),
        play_store_url: url.optional(),
      })
      .strict()
      .default({ enabled: false }),
    survey_form_url: url.optional(),
    redirects: z.array(redirectRuleSchema).default([]),
    payment_public_key: z.string().optional(),
    oauth: z
      .object({
        google: oauthProviderSchema.optional(),
        facebook: oauthProviderSchema.optional(),
        apple: oauthProviderSchema.optional(),
        ifa: oauthProviderSchema.optional(),
      })
      .strict()
      .default({}),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.enable_skip_login_page_for_ifa_sso && !t.enable_ifa_sso) {
      ctx.addIssue({
        code: 'custom',
        path: ['enable_skip_login_page_for_ifa_sso'],
        message: 'needs enable_ifa_sso (the federation provider) to be on',
      });
    }
  });

export type TenantConfig = z.output<typeof tenantSchema>;
export type TenantInput = z.input<typeof tenantSchema>;
export type DisplaySettings = TenantConfig['settings'];

/** What the browser may see: everything but server-only routing data. */
export type PublicTenant = Omit<TenantConfig, 'hosts' | 'redirects'>;

export function toPublicTenant(tenant: TenantConfig): PublicTenant {
  const { hosts: _hosts, redirects: _redirects, ...rest } = tenant;
  return rest;
}
