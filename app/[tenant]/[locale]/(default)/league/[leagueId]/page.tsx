import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/event/page-heading';
import { openPage, segment } from '@/lib/page/open-page';
import { getSportLabel } from '@/components/event/sport-label';
import { hasBanner } from '@/components/identity/identity-banner';
import { IdentityEvents } from '@/components/identity/identity-events';
import { IdentityHeader } from '@/components/identity/identity-header';
import { IdentitySection } from '@/components/identity/identity-section';
import { loadIdentity } from '@/lib/queries/load-identity';
import { listIdentities } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import { identityLists } from '@/lib/queries/identities';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { webcalUrl } from '@/lib/calendar/links';

/** A league: its header, live/upcoming, past games, highlights, teams and sub-categories. Rendered per tenant on first visit, then revalidated. */
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/league/[leagueId]'>) {
  const resolved = await params;
  const league = await loadIdentity(resolved.tenant, segment(resolved.leagueId));
  return browseMetadata(resolved, 'league', '/league/[leagueId]/', { title: league.fullTitle, image: league.bannerUrl ?? league.logoUrl ?? league.imageUrl });
}

export default async function LeaguePage({ params }: PageProps<'/[tenant]/[locale]/league/[leagueId]'>) {
  const { tenant: tenantId, tenantConfig: tenant, locale, leagueId } = await openPage(params);
  const league = await loadIdentity(tenantId, segment(leagueId));
  const api = serverApi(tenant);
  const [teams, subCategories, t, sportLabel] = await Promise.all([
    // A failure fails the render: the cache keeps the last good page rather than one without teams.
    listIdentities(api, tenant, identityLists.teamsOf(league.id)).then((p) => p.items),
    listIdentities(api, tenant, identityLists.subCategoriesOf(league.id)).then((p) => p.items),
    getTranslations({ locale, namespace: 'browse.sections' }),
    getSportLabel(locale),
  ]);
  return (
    <PageContainer>
      <IdentityHeader
        identity={league}
        sportLabel={league.sportType ? sportLabel(league.sportType) : null}
        calendarFeed={webcalUrl(siteOrigin(tenant), `/calendar/league/${encodeURIComponent(league.id)}.ics`)}
      />
      <IdentityEvents tenantId={tenantId} locale={locale} scope={{ identityIds: [league.id] }} name={league.fullTitle} priority={!hasBanner(league)} />
      <IdentitySection id="teams" title={t('teams')} items={teams} linkable={!tenant.disable_team_pages} followable />
      <IdentitySection id="sub-categories" title={t('subCategories')} items={subCategories} followable />
    </PageContainer>
  );
}
