/**
 * The catalogue's front page (SPEC §2 '/'): featured league banner, the visitor's follows, live
 * now, upcoming, latest, highlights, and a rail per sport from the grouped sport counts, then the
 * leagues (in the tenant's order, and only those it shows: brand.home_rails). Everything public is prefetched on the server, so the HTML holds the cards; the browser gets
 * each rail's first cards as data (the rest when the rail is reached) to hydrate them.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FollowedRails } from '@/components/follow/followed-rails';
import { IdentityBanner } from '@/components/identity/identity-banner';
import { IdentityGrid } from '@/components/identity/identity-grid';
import { HydrateLater } from '@/components/ui/hydrate-later';
import type { Locale } from '@/lib/i18n/locales';
import { eventQueries, type EventFilters } from '@/lib/queries/events';
import { identityLists, identityQueries } from '@/lib/queries/identities';
import { getQueryClient, packedEventLists, serverQueryContext } from '@/lib/queries/server';
import { siteOrigin } from '@/lib/seo/origin';
import type { HomeRail } from '@/lib/tenant/brand';
import { getTenant } from '@/lib/tenant/registry';
import { EventRail } from './event-rail';
import { EventsJsonLd } from './events-json-ld';
import { FIRST_RENDER_CARDS } from './first-cards';
import { ListsBoundary } from './lists-boundary';
import { SportChips } from './sport-chips';
import { getSportLabel } from './sport-label';

const RAILS = {
  live: { kinds: ['live'], sort: 'date', order: 'asc' },
  upcoming: { kinds: ['upcoming'], sort: 'date', order: 'asc' },
  latest: { kinds: ['archived'], sort: 'date', order: 'desc' },
  highlights: { mediaType: 'highlight', sort: 'date', order: 'desc' },
} satisfies Record<string, EventFilters>;

const sportRail = (sport: string): EventFilters => ({ sport, kinds: ['live', 'archived'], sort: 'date', order: 'desc', size: 6 });

// Every load throws on failure (fetchQuery, not prefetchQuery): a failed regeneration then keeps the
// last good page in the cache instead of replacing it with empty rails (SPEC §4 keeps fallbacks to
// empty for the event page's sub-loads only).

export async function HomeContent({ tenantId, locale }: { tenantId: string; locale: Locale }) {
  const tenant = getTenant(tenantId);
  const ctx = serverQueryContext(tenant);
  const queryClient = getQueryClient();
  const [sports, leagues] = await Promise.all([
    queryClient.fetchQuery(eventQueries.sportCounts(ctx)),
    queryClient.fetchQuery(identityQueries.list(ctx, identityLists.leagues())).then((p) => p.items),
  ]);
  await Promise.all([
    ...Object.values(RAILS).map((filters) => queryClient.fetchQuery(eventQueries.list(ctx, filters))),
    ...sports.map((s) => queryClient.fetchQuery(eventQueries.list(ctx, sportRail(s.sportType)))),
  ]);
  // Structured data describes the cards the first HTML holds.
  const shown = [RAILS.live, RAILS.upcoming, RAILS.latest].flatMap(
    (f) => queryClient.getQueryData(eventQueries.list(ctx, f).queryKey)?.items.slice(0, FIRST_RENDER_CARDS) ?? [],
  );
  const [t, pages, sportLabel] = await Promise.all([
    getTranslations({ locale, namespace: 'browse' }),
    getTranslations({ locale, namespace: 'pages.home' }),
    getSportLabel(locale),
  ]);
  const featured = leagues.find((l) => l.banners.length > 0 || l.bannerUrl);
  // The tenant's rails in its order (docs/white-label.md); a rail it leaves out is not shown.
  const rails: Record<HomeRail, ReactNode> = {
    follows: <FollowedRails title={t('rails.follows')} eventsTitle={t('rails.followedEvents')} manageLabel={t('rails.manageFollows')} />,
    live: <EventRail id="live" title={t('rails.live')} filters={RAILS.live} moreHref="/live/" hideWhenEmpty priority={!featured} />,
    upcoming: <EventRail id="upcoming" title={t('rails.upcoming')} filters={RAILS.upcoming} moreHref="/upcoming/" />,
    latest: <EventRail id="latest" title={t('rails.latest')} filters={RAILS.latest} moreHref="/latest/" />,
    highlights: <EventRail id="highlights" title={t('rails.highlights')} filters={RAILS.highlights} moreHref="/highlight/" hideWhenEmpty />,
    sports: (
      <>
        {sports.length > 0 && (
          <section aria-labelledby="rail-sports" className="mt-10">
            <h2 id="rail-sports" className="mb-3 text-xl font-bold">
              {t('rails.sports')}
            </h2>
            <SportChips sports={sports} label={t('rails.sports')} liveLabel={t('liveNow')} sportLabel={sportLabel} />
          </section>
        )}
        {sports.map((s) => (
          <EventRail
            key={s.sportType}
            id={`sport-${s.sportType}`}
            title={sportLabel(s.sportType)}
            filters={sportRail(s.sportType)}
            moreHref={`/live/${encodeURIComponent(s.sportType)}/`}
            hideWhenEmpty
          />
        ))}
      </>
    ),
    leagues: leagues.length > 0 && (
      <section aria-labelledby="rail-leagues" className="mt-10">
        <h2 id="rail-leagues" className="mb-3 text-xl font-bold">
          {t('rails.leagues')}
        </h2>
        <IdentityGrid items={leagues} label={t('rails.leagues')} />
      </section>
    ),
  };
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="sr-only">{pages('title')}</h1>
      {featured && (
        <IdentityBanner
          banners={featured.banners}
          mobileBanners={featured.mobileBanners}
          fallbackUrl={featured.bannerUrl}
          label={featured.fullTitle}
          priority
        />
      )}
      <ListsBoundary
        lists={packedEventLists(ctx, { rails: [...Object.values(RAILS), ...sports.map((s) => sportRail(s.sportType))], firstCards: FIRST_RENDER_CARDS })}
      >
        {tenant.brand.home_rails.map((rail) => (
          <HydrateLater key={rail}>{rails[rail]}</HydrateLater>
        ))}
      </ListsBoundary>
      {/* Last in the document: structured data must not hold back the banner (the largest paint). */}
      <EventsJsonLd events={shown} origin={siteOrigin(tenant)} locale={locale} name={tenant.name} />
    </div>
  );
}
