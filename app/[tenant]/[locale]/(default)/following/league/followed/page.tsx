import { openPage } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /following/league/followed/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/following/league/followed'>) {
  return browseMetadata(await params, 'followingLeagueFollowed', '/following/league/followed/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/following/league/followed'>) {
  const resolved = await openPage(params);
  return <FollowingPage tenantId={resolved.tenant} locale={resolved.locale} page="followingLeagueFollowed" kind="league" followedOnly base="/following" />;
}
