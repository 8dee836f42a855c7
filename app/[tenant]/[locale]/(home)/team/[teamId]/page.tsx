import { PageContainer } from '@/components/event/page-heading';
import { openPage, segment } from '@/lib/page/open-page';
import { getSportLabel } from '@/components/event/sport-label';
import { hasBanner } from '@/components/identity/identity-banner';
import { IdentityEvents } from '@/components/identity/identity-events';
import { IdentityHeader } from '@/components/identity/identity-header';
import { loadIdentity } from '@/lib/queries/load-identity';
import { isApiError } from '@/lib/api/errors';
import { getIdentity } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import { identityHref } from '@/lib/models/identity';
import { browseMetadata } from '@/lib/seo/browse-metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { webcalUrl } from '@/lib/calendar/links';

/**
 * A team: its games (search.teams.id) and highlights. The proxy's disable-team-page guard answers
 * 404 for tenants that switch team pages off, before this renders.
 */
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/team/[teamId]'>) {
  const resolved = await params;
  const team = await loadIdentity(resolved.tenant, segment(resolved.teamId));
  return browseMetadata(resolved, 'team', '/team/[teamId]/', { title: team.fullTitle, image: team.logoUrl ?? team.imageUrl });
}

export default async function TeamPage({ params }: PageProps<'/[tenant]/[locale]/team/[teamId]'>) {
  const { tenant: tenantId, tenantConfig: tenant, locale, teamId } = await openPage(params);
  const team = await loadIdentity(tenantId, segment(teamId));
  const leagueId = team.identityIds[0];
  const [sportLabel, league] = await Promise.all([
    getSportLabel(locale),
    // An unknown league just drops the link; an API failure fails the render (the cache keeps the last good page).
    leagueId
      ? getIdentity(serverApi(tenant), tenant, leagueId).catch((error: unknown) => (isApiError(error) && error.status === 404 ? null : Promise.reject(error)))
      : null,
  ]);
  return (
    <PageContainer>
      <IdentityHeader
        identity={team}
        sportLabel={team.sportType ? sportLabel(team.sportType) : null}
        parent={league ? { title: league.fullTitle, href: identityHref(league) } : null}
        calendarFeed={webcalUrl(siteOrigin(tenant), `/calendar/team/${encodeURIComponent(team.id)}.ics`)}
      />
      <IdentityEvents tenantId={tenantId} locale={locale} scope={{ teamIds: [team.id] }} name={team.fullTitle} priority={!hasBanner(team)} />
    </PageContainer>
  );
}
