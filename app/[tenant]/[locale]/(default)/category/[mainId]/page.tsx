import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/event/page-heading';
import { openPage, segment } from '@/lib/page/open-page';
import { getSportLabel } from '@/components/event/sport-label';
import { hasBanner } from '@/components/identity/identity-banner';
import { IdentityEvents } from '@/components/identity/identity-events';
import { IdentityHeader } from '@/components/identity/identity-header';
import { IdentitySection } from '@/components/identity/identity-section';
import { loadIdentity } from '@/lib/queries/load-identity';
import { listIdentities } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import { identityLists } from '@/lib/queries/identities';
import { browseMetadata } from '@/lib/seo/browse-metadata';

/** A main category: its sub-categories (in their media_parent_order) and its events. */
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/category/[mainId]'>) {
  const resolved = await params;
  const category = await loadIdentity(resolved.tenant, segment(resolved.mainId));
  return browseMetadata(resolved, 'category', '/category/[mainId]/', { title: category.fullTitle, image: category.bannerUrl ?? category.imageUrl });
}

export default async function CategoryPage({ params }: PageProps<'/[tenant]/[locale]/category/[mainId]'>) {
  const { tenant: tenantId, tenantConfig: tenant, locale, mainId } = await openPage(params);
  const category = await loadIdentity(tenantId, segment(mainId));
  const [subCategories, t, sportLabel] = await Promise.all([
    // A failure fails the render: the cache keeps the last good page rather than one without sub-categories.
    listIdentities(serverApi(tenant), tenant, identityLists.subCategoriesOf(category.id)).then((p) => p.items),
    getTranslations({ locale, namespace: 'browse.sections' }),
    getSportLabel(locale),
  ]);
  return (
    <PageContainer>
      <IdentityHeader identity={category} sportLabel={category.sportType ? sportLabel(category.sportType) : null} />
      <IdentitySection id="sub-categories" title={t('subCategories')} items={subCategories} followable />
      <IdentityEvents tenantId={tenantId} locale={locale} scope={{ identityIds: [category.id] }} name={category.fullTitle} priority={!hasBanner(category)} />
    </PageContainer>
  );
}
