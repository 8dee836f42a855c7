import { openPage } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /following/category/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/following/category'>) {
  return browseMetadata(await params, 'followingCategory', '/following/category/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/following/category'>) {
  const resolved = await openPage(params);
  return <FollowingPage tenantId={resolved.tenant} locale={resolved.locale} page="followingCategory" kind="category" base="/following" />;
}
