import { openPage, segment } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /following/league/[leagueId]/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/following/league/[leagueId]'>) {
  return browseMetadata(await params, 'followingLeagueTeams', '/following/league/[leagueId]/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/following/league/[leagueId]'>) {
  const resolved = await openPage(params);
  const { leagueId: raw } = resolved;
  return (
    <FollowingPage tenantId={resolved.tenant} locale={resolved.locale} page="followingLeagueTeams" kind="league" parentId={segment(raw)} base="/following" />
  );
}
