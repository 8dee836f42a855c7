/**
 * /_brand/ (docs/white-label.md 'The brand page'): the tenant's logo, icons, share image, palette
 * with its contrast ratios and typeface, and the shared components in the light mode beside the dark
 * one (a dark-only tenant: dark only), for QA and designers checking a customer's look. It shows how
 * the portal is built, not content: a production build answers 404 unless ENABLE_BRAND_PAGE=1.
 * (The folder is `%5Fbrand`: an App Router folder starting with `_` is private.)
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EventCard } from '@/components/event/event-card';
import { AccessBadge, StatusBadge } from '@/components/event/event-badges';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { brandPageEnabled, serverEnv } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locales';
import { openPage } from '@/lib/page/open-page';
import { eventQueries } from '@/lib/queries/events';
import { getQueryClient, serverQueryContext } from '@/lib/queries/server';
import { themeColorViewport } from '@/lib/seo/theme-color';
import { assetUrl } from '@/lib/tenant/assets';
import { brandPalette, contrastChecks, type ModePalette } from '@/lib/tenant/brand';
import { brandImageUrl, shareImageUrl } from '@/lib/tenant/brand-images';
import { getTenant } from '@/lib/tenant/registry';

// Shows the tenant file as it is now (a reload changes it), and asks the API for a sample game.
export const dynamic = 'force-dynamic';

function ensureEnabled(): void {
  if (!brandPageEnabled(serverEnv())) notFound();
}

export async function generateViewport({ params }: PageProps<'/[tenant]/[locale]/_brand'>) {
  return themeColorViewport((await params).tenant, '/_brand/');
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/_brand'>): Promise<Metadata> {
  ensureEnabled();
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'brandPage' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

const ROLES = ['surface', 'surface_raised', 'surface_sunken', 'fg', 'fg_muted', 'line'] as const satisfies readonly (keyof ModePalette)[];

export default async function BrandPage({ params }: PageProps<'/[tenant]/[locale]/_brand'>) {
  ensureEnabled();
  const { tenant: tenantId, locale } = await openPage(params);
  const tenant = getTenant(tenantId);
  const t = await getTranslations({ locale, namespace: 'brandPage' });
  const palette = brandPalette(tenant.primary_color, tenant.brand);
  const ratios = contrastChecks(palette, { whiteTheme: true });
  const ratioOf = (pair: string) => ratios.find((c) => c.pair === pair)?.ratio.toFixed(2);
  // A real game for the card; none when the platform does not answer.
  const sample = await getQueryClient()
    .fetchQuery(eventQueries.list(serverQueryContext(tenant), { kinds: ['live', 'archived'], sort: 'date', order: 'desc', size: 1 }))
    .then((page) => page.items[0] ?? null)
    .catch(() => null);
  const modes = tenant.enable_white_theme ? (['light', 'dark'] as const) : (['dark'] as const);
  const swatch = (name: string, colour: string, text: string, ratio?: string) => (
    <li key={name} className="border-line overflow-hidden rounded-lg border">
      <div className="flex h-16 items-end p-2 text-sm font-semibold" style={{ background: colour, color: text }}>
        Aa
      </div>
      <div className="bg-surface-raised p-2 text-xs">
        <code className="block font-semibold">{name}</code>
        <code className="text-fg-muted block">{colour}</code>
        {ratio && <span className="text-fg-muted block">{t('contrast', { ratio })}</span>}
      </div>
    </li>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-fg-muted mt-2">{t('description')}</p>

      <Section title={t('logo')}>
        <div className="flex flex-wrap items-center gap-6">
          <div className="bg-surface-raised border-line rounded-lg border p-4">
            <div className="flex items-center gap-2 text-lg font-bold">
              <BrandLogo tenant={tenant} height={40} />
            </div>
          </div>
          {tenant.brand.logo?.dark && (
            <div className="dark bg-surface text-fg border-line rounded-lg border p-4">
              {/* eslint-disable-next-line @next/next/no-img-element -- the file as it is, at the header's height */}
              <img src={assetUrl(tenant.brand.logo.dark)} alt={t('logoDark')} height={40} style={{ height: 40 }} />
            </div>
          )}
          {!tenant.brand.logo && <p className="text-fg-muted">{t('noLogo')}</p>}
        </div>
      </Section>

      <Section title={t('icons')}>
        <div className="flex flex-wrap items-end gap-6">
          {(['icon-192', 'maskable-512', 'touch-icon-180'] as const).map((image) => (
            <figure key={image} className="text-fg-muted text-xs">
              {/* eslint-disable-next-line @next/next/no-img-element -- the drawn icon itself */}
              <img src={brandImageUrl(tenant, image)} alt="" width={96} height={96} className="rounded-xl" />
              <figcaption className="mt-1">
                <code>{image}</code>
              </figcaption>
            </figure>
          ))}
          <figure className="text-fg-muted text-xs">
            {/* eslint-disable-next-line @next/next/no-img-element -- the share image itself */}
            <img src={shareImageUrl(tenant)} alt="" width={304} height={160} className="rounded-lg" />
            <figcaption className="mt-1">{t('shareImage')}</figcaption>
          </figure>
        </div>
      </Section>

      <Section title={t('palette')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {swatch('primary_color', palette.primary, palette.on_primary, ratioOf('text on primary_color'))}
          {swatch('accent', palette.accent, palette.on_accent, ratioOf('text on accent'))}
        </ul>
        {modes.map((mode) => (
          <ul key={mode} aria-label={t(mode)} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {ROLES.map((role) =>
              swatch(
                `${mode}.${role}`,
                palette[mode][role],
                role.startsWith('fg') ? palette[mode].surface : palette[mode].fg,
                role.startsWith('surface') ? ratioOf(`${mode} fg on ${role}`) : undefined,
              ),
            )}
          </ul>
        ))}
      </Section>

      <Section title={t('typeface')}>
        <p className="text-fg-muted text-sm">
          <code>{tenant.brand.font}</code>
        </p>
        <p className="mt-2 text-3xl font-bold">{t('typefaceSample')}</p>
        <p className="mt-1 text-base">{t('typefaceSample')}</p>
      </Section>

      <Section title={t('components')}>
        <div className="grid gap-6 lg:grid-cols-2">
          {modes.map((mode) => (
            <section key={mode} aria-label={t(mode)} className={`${mode} bg-surface text-fg border-line rounded-xl border p-5`}>
              <h3 className="text-lg font-semibold">{t(mode)}</h3>
              <h4 className="text-fg-muted mt-4 mb-2 text-sm font-semibold">{t('buttons')}</h4>
              <div className="flex flex-wrap items-center gap-2">
                <Button>{t('primary')}</Button>
                <Button variant="outline">{t('outline')}</Button>
                <Button variant="ghost">{t('ghost')}</Button>
                <Button variant="link">{t('link')}</Button>
                <Button size="sm">{t('primary')}</Button>
                <Button size="lg" rounded>
                  {t('primary')}
                </Button>
                <Button disabled>{t('disabled')}</Button>
                <Button pending>{t('busy')}</Button>
              </div>
              <h4 className="text-fg-muted mt-4 mb-2 text-sm font-semibold">{t('badges')}</h4>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge kind="live" />
                <StatusBadge kind="upcoming" />
                <StatusBadge kind="archived" />
                <AccessBadge access="free" />
                <AccessBadge access="subscription" />
                <AccessBadge access="ppv" />
              </div>
              <h4 className="text-fg-muted mt-4 mb-2 text-sm font-semibold">{t('fields')}</h4>
              <label className="block text-sm font-medium" htmlFor={`brand-field-${mode}`}>
                {t('fieldLabel')}
              </label>
              <input
                id={`brand-field-${mode}`}
                aria-describedby={`brand-field-${mode}-hint brand-field-${mode}-error`}
                aria-invalid="true"
                className="border-line bg-surface-raised text-fg mt-1 h-10 w-full max-w-xs rounded-md border px-3"
              />
              <p id={`brand-field-${mode}-hint`} className="text-fg-muted mt-1 text-xs">
                {t('fieldHint')}
              </p>
              <p id={`brand-field-${mode}-error`} className="text-danger mt-1 text-xs">
                {t('fieldError')}
              </p>
              <h4 className="text-fg-muted mt-4 mb-2 text-sm font-semibold">{t('loading')}</h4>
              <Skeleton className="h-4 w-48" />
              {sample && (
                <>
                  <h4 className="text-fg-muted mt-4 mb-2 text-sm font-semibold">{t('card')}</h4>
                  <div className="max-w-xs">
                    <EventCard event={sample} level={4} />
                  </div>
                </>
              )}
            </section>
          ))}
        </div>
      </Section>
    </div>
  );
}
