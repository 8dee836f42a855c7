import { openPage, segment } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /auth/sign-up/following/league/[leagueId]/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/league/[leagueId]'>) {
  return browseMetadata(await params, 'signUpFollowingLeagueTeams', '/auth/sign-up/following/league/[leagueId]/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/league/[leagueId]'>) {
  const resolved = await openPage(params);
  const { leagueId: raw } = resolved;
  return (
    <FollowingPage
      tenantId={resolved.tenant}
      locale={resolved.locale}
      page="signUpFollowingLeagueTeams"
      kind="league"
      parentId={segment(raw)}
      base="/auth/sign-up/following"
      next="/auth/sign-up/following/league/followed/"
    />
  );
}
