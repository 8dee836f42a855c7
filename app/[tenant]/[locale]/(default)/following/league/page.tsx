import { openPage } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /following/league/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/following/league'>) {
  return browseMetadata(await params, 'followingLeague', '/following/league/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/following/league'>) {
  const resolved = await openPage(params);
  return <FollowingPage tenantId={resolved.tenant} locale={resolved.locale} page="followingLeague" kind="league" base="/following" />;
}
