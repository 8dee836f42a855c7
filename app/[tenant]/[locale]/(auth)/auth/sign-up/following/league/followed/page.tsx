import { openPage } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /auth/sign-up/following/league/followed/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/league/followed'>) {
  return browseMetadata(await params, 'signUpFollowingLeagueFollowed', '/auth/sign-up/following/league/followed/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/league/followed'>) {
  const resolved = await openPage(params);
  return (
    <FollowingPage
      tenantId={resolved.tenant}
      locale={resolved.locale}
      page="signUpFollowingLeagueFollowed"
      kind="league"
      followedOnly
      base="/auth/sign-up/following"
      next="/auth/sign-up/following/category/"
    />
  );
}
