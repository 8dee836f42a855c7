import { openPage, segment } from '@/lib/page/open-page';
import { FollowingPage } from '@/components/follow/following-page';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** SPEC §2 /auth/sign-up/following/category/[mainId]/ — the public list is cached per tenant; what is followed is read in the browser. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/category/[mainId]'>) {
  return browseMetadata(await params, 'signUpFollowingCategoryItems', '/auth/sign-up/following/category/[mainId]/', {
    robots: { index: false, follow: false },
  });
}

export default async function Page({ params }: PageProps<'/[tenant]/[locale]/auth/sign-up/following/category/[mainId]'>) {
  const resolved = await openPage(params);
  const { mainId: raw } = resolved;
  return (
    <FollowingPage
      tenantId={resolved.tenant}
      locale={resolved.locale}
      page="signUpFollowingCategoryItems"
      kind="category"
      parentId={segment(raw)}
      base="/auth/sign-up/following"
      next="/auth/sign-up/following/category/followed/"
    />
  );
}
