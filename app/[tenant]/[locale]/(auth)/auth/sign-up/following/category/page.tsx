import { openPage } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /auth/sign-up/following/category/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/category'>) {
  return browseMetadata(await params, 'signUpFollowingCategory', '/auth/sign-up/following/category/', { robots: { index: false, follow: false } });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/category'>) {
  const resolved = await openPage(params);
  return (
    <FollowingPage
      tenantId={resolved.tenant}
      locale={resolved.locale}
      page="signUpFollowingCategory"
      kind="category"
      base="/auth/sign-up/following"
      next="/auth/sign-up/following/category/followed/"
    />
  );
}
