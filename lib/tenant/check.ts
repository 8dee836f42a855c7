/**
 * The operator's check of tenant files (npm run tenant:check, docs/white-label.md 'Operator
 * tools'): every problem of a file at once — each field the schema refuses (path, expected, got),
 * brand files missing or too large, hosts another tenant has, an id that is not the file's name —
 * with the palette's contrast ratios and a summary of what the tenant turns on. The start
 * (lib/tenant/load.ts) stops on the first problem; this lists them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assetProblem, brandFiles } from './assets';
import { brandPalette, contrastChecks, type ContrastCheck } from './brand';
import { interpolate } from './load';
import { tenantSchema, type TenantConfig } from './schema';

export interface Problem {
  field: string;
  message: string;
}

export interface TenantReport {
  file: string;
  tenant: TenantConfig | null;
  problems: Problem[];
  contrast: ContrastCheck[];
}

/** The tenant files of a folder (not its JSON Schema). */
export function tenantFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

function readTenant(file: string, vars: Record<string, string>): { data: unknown; problems: Problem[] } {
  try {
    return { data: JSON.parse(interpolate(fs.readFileSync(file, 'utf8'), vars)), problems: [] };
  } catch (error) {
    return { data: null, problems: [{ field: '(file)', message: `is not valid JSON: ${(error as Error).message}` }] };
  }
}

/**
 * Checks `files` against each other and against the other tenants of `dir` (for hosts): one report
 * per file. The brand files are looked up in `dir`.
 */
export function checkTenantFiles(files: string[], { dir, apiPort = '4000' }: { dir: string; apiPort?: string }): TenantReport[] {
  const vars = { API_PORT: apiPort };
  const reports = files.map((file): TenantReport => {
    const { data, problems } = readTenant(file, vars);
    if (problems.length > 0) return { file, tenant: null, problems, contrast: [] };
    const result = tenantSchema.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ field: issue.path.join('.') || '(root)', message: issue.message }));
      return { file, tenant: null, problems: issues, contrast: contrastOf(data) };
    }
    const tenant = result.data;
    const name = path.basename(file, '.json');
    if (path.resolve(path.dirname(file)) === path.resolve(dir) && tenant.id !== name) {
      problems.push({ field: 'id', message: `must equal the file name ("${name}")` });
    }
    for (const { field, file: asset } of brandFiles(tenant)) {
      const problem = assetProblem(asset, dir);
      if (problem) problems.push({ field, message: problem });
    }
    return { file, tenant, problems, contrast: contrastChecks(brandPalette(tenant.primary_color, tenant.brand), { whiteTheme: tenant.enable_white_theme }) };
  });
  // A host belongs to one tenant: the checked files and the folder's others.
  const others = tenantFiles(dir)
    .filter((file) => !files.some((f) => path.resolve(f) === path.resolve(file)))
    .map((file) => tenantSchema.safeParse(readTenant(file, vars).data).data)
    .filter((t): t is TenantConfig => t !== undefined);
  const owners = new Map<string, string>();
  for (const tenant of others) for (const host of tenant.hosts) owners.set(host.toLowerCase(), tenant.id);
  for (const report of reports) {
    if (!report.tenant) continue;
    for (const host of report.tenant.hosts) {
      const owner = owners.get(host.toLowerCase());
      if (owner && owner !== report.tenant.id) report.problems.push({ field: 'hosts', message: `names ${host}, which tenant "${owner}" has already` });
      else owners.set(host.toLowerCase(), report.tenant.id);
    }
  }
  return reports;
}

/** The contrast ratios of a file that fails elsewhere, when its colours can be read. */
function contrastOf(data: unknown): ContrastCheck[] {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const primary = tenantSchema.shape.primary_color.safeParse(fields.primary_color);
  const brand = tenantSchema.shape.brand.safeParse(fields.brand);
  if (!primary.success || !brand.success) return [];
  return contrastChecks(brandPalette(primary.data, brand.data), { whiteTheme: fields.enable_white_theme === true });
}

/** What a tenant turns on, a line each, for the operator to read over. */
export function tenantSummary(t: TenantConfig): string[] {
  const on = (flags: Record<string, boolean>) =>
    Object.entries(flags)
      .filter(([, value]) => value)
      .map(([key]) => key);
  const providers = on({
    facebook: t.enable_auth_via_facebook,
    google: t.enable_auth_via_google,
    apple: t.enable_auth_via_apple,
    'federation SSO': t.enable_ifa_sso,
  });
  const brand = t.brand;
  return [
    `hosts: ${t.hosts.join(', ') || `(none: only ${t.id}.localhost)`}`,
    `platform: api_base ${t.api_base}, socket ${t.socket_base ?? '(none)'}`,
    `sign-in: password${providers.length > 0 ? `, ${providers.join(', ')}` : ''}${t.enable_skip_login_page_for_ifa_sso ? ' (login page skipped for the partner)' : ''}`,
    `colour modes: ${t.enable_white_theme ? 'light and dark' : 'dark only'}; font ${brand.font}; logo ${brand.logo ? 'yes' : 'no'}, icon ${brand.icon ? 'yes' : 'no'}`,
    `navigation: ${on({ 'leagues view': t.enable_leagues_view, 'no team pages': t.disable_team_pages, 'favourite club choice': t.enable_favorite_club_selection }).join(', ') || 'standard'}`,
    `display settings on: ${on(t.settings).join(', ') || 'none'}`,
    `home rails: ${brand.home_rails.join(', ')}; footer links: ${brand.links.length || 'the portal pages'}`,
    `services: ${
      on({
        GA4: Boolean(t.customer_profile.app_config.app_id_for_ga4),
        'OneSignal push': Boolean(t.customer_profile.app_config.app_id_oneSignal),
        survey: Boolean(t.survey_form_url),
        'smart app banner': t.smart_banner.enabled,
      }).join(', ') || 'none'
    }`,
    `payments: ${t.payment_provider}; spoiler-free default: ${t.spoiler_free_default}; low-latency target: ${t.live_latency_target_s ?? 'off'} s; redirects: ${t.redirects.length}`,
  ];
}
