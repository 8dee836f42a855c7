import type { Metadata, Viewport } from 'next';
import { preconnect } from 'react-dom';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directionOf } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { openPage } from '@/lib/page/open-page';
import { forcedColorModeRoutes } from '@/lib/routes';
import { themeColorViewport } from '@/lib/seo/theme-color';
import { brandFontCss } from '@/lib/fonts';
import { brandPalette, paletteCss } from '@/lib/tenant/brand';
import { brandImageUrl, faviconUrl } from '@/lib/tenant/brand-images';
import { getTenant } from '@/lib/tenant/registry';
import { toPublicTenant } from '@/lib/tenant/schema';
import '../../globals.css';

/** Render each tenant × locale on first request, then serve it statically (ISR). */
export function generateStaticParams() {
  return [];
}

export async function generateViewport({ params }: LayoutProps<'/[tenant]/[locale]'>): Promise<Viewport> {
  return { width: 'device-width', initialScale: 1, colorScheme: 'dark light', ...themeColorViewport((await params).tenant) };
}

export async function generateMetadata({ params }: LayoutProps<'/[tenant]/[locale]'>): Promise<Metadata> {
  const { tenant: tenantId, locale } = await params;
  const tenant = getTenant(tenantId);
  const favicon = faviconUrl(tenant);
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'en', namespace: 'meta' });
  return {
    title: { default: tenant.name, template: `%s | ${tenant.name}` },
    description: t('description', { name: tenant.name }),
    applicationName: tenant.name,
    // The tenant's own icons and installable app (docs/white-label.md).
    icons: { icon: { url: favicon.url, type: favicon.type }, apple: brandImageUrl(tenant, 'touch-icon-180') },
    manifest: '/manifest.webmanifest',
  };
}

export default async function RootLayout({ children, params }: LayoutProps<'/[tenant]/[locale]'>) {
  // An unknown locale is the 404 page, e.g. for a path like /a/b.json, which the proxy leaves to Next as a file.
  const { tenantConfig: tenant, locale } = await openPage(params);
  // The tenant's palette and typeface as CSS variables in the server HTML: the first paint is in its colours.
  const brandCss = paletteCss(brandPalette(tenant.primary_color, tenant.brand)) + brandFontCss(tenant.brand.font);
  // Posters and banners (the largest paint) come from the platform API's origin: open that connection early.
  const apiOrigin = absoluteOrigin(tenant.api_base);
  if (apiOrigin) preconnect(apiOrigin);
  // data-tenant: error reports name the tenant (lib/monitoring/sentry-browser.ts).
  return (
    <html lang={locale} dir={directionOf(locale)} data-tenant={tenant.id} className={tenant.enable_white_theme ? undefined : 'dark'} suppressHydrationWarning>
      <head>
        <style id="brand" dangerouslySetInnerHTML={{ __html: brandCss }} />
      </head>
      <body className="bg-surface text-fg min-h-dvh antialiased">
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>
          <AppProviders tenant={toPublicTenant(tenant)} forcedColorModes={forcedColorModeRoutes()}>
            {children as ReactNode}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

function absoluteOrigin(base: string): string | null {
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}
