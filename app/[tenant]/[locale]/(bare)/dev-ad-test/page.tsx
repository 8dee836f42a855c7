/**
 * /dev-ad-test/ (SPEC §2, no layout, no guard): the player with a VAST pre-roll against the reference
 * API's media, for trying ad tags and streams by hand and for the player's end-to-end tests.
 * Query: stream (match-a…highlight | live), key (live stream key), vast (tag | none), autoplay=0,
 * start (VOD seconds), markers=1 (test markers and clip points), event={id} (that event's tags and
 * clips around the player); anything else falls back to the defaults.
 * It plays any stream key it is given, so a production build answers 404 unless ENABLE_DEV_AD_TEST=1.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DevAdTestHarness } from '@/components/player/dev/dev-ad-test-harness';
import { devAdTestEnabled, serverEnv } from '@/lib/env';
import { PageMessages } from '@/lib/i18n/client-messages';
import { openPage } from '@/lib/page/open-page';
import { parseDevAdTestParams } from '@/lib/player/dev-ad-test-params';
import { pageMetadata } from '@/lib/seo/metadata';
import { themeColorViewport } from '@/lib/seo/theme-color';

// The query picks the stream and the tag, so each request renders afresh (the layout's
// generateStaticParams would otherwise make this page static and reject searchParams).
export const dynamic = 'force-dynamic';

function ensureEnabled(): void {
  if (!devAdTestEnabled(serverEnv())) notFound();
}

export async function generateViewport({ params }: PageProps<'/[tenant]/[locale]/dev-ad-test'>) {
  return themeColorViewport((await params).tenant, '/dev-ad-test/');
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/dev-ad-test'>): Promise<Metadata> {
  ensureEnabled();
  return pageMetadata(await params, 'devAdTest', '/dev-ad-test/', {}, { robots: { index: false, follow: false } });
}

/**
 * The reference API serves media from its public origin, the same origin as its socket; real events
 * carry absolute media URLs from the catalogue, so only this test page needs to know it.
 */
function mediaBase(socketBase: string | undefined): string {
  if (socketBase) return new URL(socketBase).origin;
  return `http://localhost:${serverEnv().API_PORT}`;
}

export default async function DevAdTestPage({ params, searchParams }: PageProps<'/[tenant]/[locale]/dev-ad-test'>) {
  ensureEnabled();
  const { tenantConfig: tenant, locale } = await openPage(params);
  const config = parseDevAdTestParams(await searchParams);
  const t = await getTranslations('pages.devAdTest');
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6">
      <h1 id="page-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="text-fg-muted">{t('description')}</p>
      <PageMessages locale={locale} area="watch">
        <DevAdTestHarness initial={config} mediaBase={mediaBase(tenant.socket_base)} title={t('title')} />
      </PageMessages>
    </section>
  );
}
