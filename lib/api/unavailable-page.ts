/**
 * The temporarily-unavailable page the proxy answers with while the tenant's platform API is known
 * down (lib/api/unavailable-gate.ts): a whole document, since no page can be rendered without the
 * API, in the tenant's colours and the viewer's locale, with 503, Retry-After and a retry link. It
 * needs no script and no asset, so it shows even when nothing else of the portal loads.
 */
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { assetDataUrl } from '@/lib/tenant/assets';
import { brandPalette } from '@/lib/tenant/brand';
import type { TenantConfig } from '@/lib/tenant/schema';

type UnavailableTenant = Pick<TenantConfig, 'name' | 'primary_color' | 'enable_white_theme' | 'brand'>;

export interface UnavailableTexts {
  title: string;
  text: string;
  retry: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** SPEC §2 theme colours: #0f1624 dark, #f4f7fc light; dark only when the tenant has no white theme. */
function themeCss(tenant: UnavailableTenant): string {
  const palette = brandPalette(tenant.primary_color, tenant.brand);
  const dark = '--bg:#0f1624;--fg:#e5e9f2;--muted:#9aa5b8';
  const light = '--bg:#f4f7fc;--fg:#111827;--muted:#4b5563';
  const scheme = tenant.enable_white_theme
    ? `:root{${light};color-scheme:light dark}@media (prefers-color-scheme:dark){:root{${dark}}}`
    : `:root{${dark};color-scheme:dark}`;
  return (
    `${scheme}:root{--brand:${palette.primary};--on-brand:${palette.on_primary}}` +
    'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
    'main{max-width:36rem;padding:4rem 1rem;text-align:center}.name{font-weight:800;margin:0 0 2rem}.name img{height:3rem;width:auto}' +
    'h1{font-size:1.5rem;margin:0}p.text{color:var(--muted);margin:.75rem 0 2rem}' +
    'a{display:inline-block;padding:.6rem 1.25rem;border-radius:.5rem;background:var(--brand);color:var(--on-brand);font-weight:600;text-decoration:none}'
  );
}

/** The tenant's logo inline (a data: address: the page loads nothing), in the mode the page shows; else its name. */
function brandHtml(tenant: UnavailableTenant): string {
  const e = escapeHtml;
  const logo = tenant.brand.logo;
  const dark = logo && assetDataUrl(logo.dark ?? logo.file);
  const light = logo && assetDataUrl(logo.file);
  if (!dark || !light) return e(tenant.name);
  const alt = e(logo.alt ?? tenant.name);
  if (!tenant.enable_white_theme) return `<img src="${dark}" alt="${alt}">`;
  return `<picture><source srcset="${dark}" media="(prefers-color-scheme: dark)"><img src="${light}" alt="${alt}"></picture>`;
}

export function unavailablePageHtml(tenant: UnavailableTenant, locale: Locale, texts: UnavailableTexts, retryHref: string): string {
  const e = escapeHtml;
  return (
    `<!doctype html><html lang="${e(locale)}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${e(texts.title)} | ${e(tenant.name)}</title><style>${themeCss(tenant)}</style></head>` +
    `<body><main role="alert"><p class="name">${brandHtml(tenant)}</p><h1>${e(texts.title)}</h1><p class="text">${e(texts.text)}</p>` +
    `<a href="${e(retryHref)}">${e(texts.retry)}</a></main></body></html>`
  );
}

/** The locale's texts (errors.unavailable_title, errors.unavailable_text, common.retry), loaded on demand. */
export async function unavailableTexts(locale: Locale): Promise<UnavailableTexts> {
  // Relative, like lib/i18n/request.ts: one chunk per locale, loaded only when the page is needed.
  const messages = ((await import(`../../messages/${locale}.json`)) as { default: { errors: Record<string, string>; common: Record<string, string> } }).default;
  return { title: messages.errors.unavailable_title ?? '', text: messages.errors.unavailable_text ?? '', retry: messages.common.retry ?? '' };
}
