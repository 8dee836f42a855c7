import { notFound } from 'next/navigation';
import { PageContainer } from '@/components/event/page-heading';
import { openPage, segment } from '@/lib/page/open-page';
import { hasBanner } from '@/components/identity/identity-banner';
import { IdentityEvents } from '@/components/identity/identity-events';
import { IdentityHeader } from '@/components/identity/identity-header';
import { loadIdentity } from '@/lib/queries/load-identity';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** A sub-category of a main category: its events, with a link back to the parent. */
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[tenant]/[locale]/category/[mainId]/sub-category/[subId]'>;

export async function generateMetadata({ params }: Props) {
  const resolved = await params;
  const sub = await loadIdentity(resolved.tenant, segment(resolved.subId));
  return browseMetadata(resolved, 'subCategory', '/category/[mainId]/sub-category/[subId]/', { title: sub.fullTitle, image: sub.bannerUrl ?? sub.imageUrl });
}

export default async function SubCategoryPage({ params }: Props) {
  const { tenant: tenantId, locale, mainId, subId } = await openPage(params);
  const [main, sub] = await Promise.all([loadIdentity(tenantId, segment(mainId)), loadIdentity(tenantId, segment(subId))]);
  // A sub-category reached under a category it does not belong to is a failed route check.
  const parents = new Set([...sub.identityIds, ...sub.mainCategories.map((c) => c.id)]);
  if (parents.size > 0 && !parents.has(main.id)) notFound();
  return (
    <PageContainer>
      <IdentityHeader identity={sub} parent={{ title: main.fullTitle, href: `/category/${encodeURIComponent(main.id)}/` }} />
      <IdentityEvents
        tenantId={tenantId}
        locale={locale}
        scope={{ identityIds: [sub.id], identityType: 'subcategory' }}
        name={sub.fullTitle}
        priority={!hasBanner(sub)}
      />
    </PageContainer>
  );
}
