/**
 * The following pages (SPEC §2 /following/… and the sign-up steps /auth/sign-up/following/…):
 * leagues → a league's teams, categories → a category's sub-categories, each also as a 'followed'
 * view. The public lists come from the server; what is followed comes from the session store.
 */
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageContainer, PageHeading } from '@/components/event/page-heading';
import { loadIdentity } from '@/lib/queries/load-identity';
import { followTypeOf } from '@/lib/api/follows';
import { listIdentities } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Identity } from '@/lib/models/identity';
import { identityLists } from '@/lib/queries/identities';
import type { PageKey } from '@/lib/seo/metadata';
import { getTenant } from '@/lib/tenant/registry';
import { FollowPicker, type PickerItem } from './follow-picker';

export type FollowingKind = 'league' | 'category';

export interface FollowingPageProps {
  tenantId: string;
  locale: Locale;
  page: PageKey;
  kind: FollowingKind;
  /** A league or main category: choose inside it. */
  parentId?: string;
  followedOnly?: boolean;
  /** '/following' or '/auth/sign-up/following'. */
  base: string;
  /** The sign-up step that follows this one. */
  next?: string;
}

function request(kind: FollowingKind, parentId?: string) {
  if (kind === 'league') return parentId ? identityLists.teamsOf(parentId) : identityLists.leagues();
  return parentId ? identityLists.subCategoriesOf(parentId) : identityLists.categories();
}

function toItem(identity: Identity, drillHref?: string): PickerItem {
  return { id: identity.id, title: identity.title, type: followTypeOf(identity.kind), imageUrl: identity.logoUrl ?? identity.imageUrl, drillHref };
}

export async function FollowingPage({ tenantId, locale, page, kind, parentId, followedOnly = false, base, next }: FollowingPageProps) {
  const tenant = getTenant(tenantId);
  const [parent, list, t, pages] = await Promise.all([
    parentId ? loadIdentity(tenantId, parentId) : null,
    listIdentities(serverApi(tenant), tenant, request(kind, parentId)),
    getTranslations({ locale, namespace: 'follow' }),
    getTranslations({ locale, namespace: `pages.${page}` }),
  ]);
  const drill = (id: string) => (parentId ? undefined : `${base}/${kind}/${encodeURIComponent(id)}/`);
  const items = list.items.map((i) => toItem(i, drill(i.id)));
  const here = `${base}/${kind}/${parentId ? `${encodeURIComponent(parentId)}/` : ''}`;
  const title = parent ? `${pages('title')}: ${parent.fullTitle}` : pages('title');
  const tab =
    'border-line rounded-full border px-4 py-1.5 text-sm font-medium aria-[current=page]:bg-brand aria-[current=page]:text-brand-fg aria-[current=page]:border-transparent';
  return (
    <PageContainer>
      <PageHeading title={title} description={pages('description')} />
      <nav aria-label={t('views')} className="mb-4 flex flex-wrap gap-2">
        <Link href={here} aria-current={followedOnly ? undefined : 'page'} className={tab}>
          {t('all')}
        </Link>
        {/* The sign-up steps have no followed view inside a league or category. */}
        {!(base !== '/following' && parentId) && (
          <Link href={`${here}followed/`} aria-current={followedOnly ? 'page' : undefined} className={tab}>
            {t('followedTab')}
          </Link>
        )}
        {parentId && (
          <Link href={`${base}/${kind}/`} className="text-fg-muted ms-auto self-center text-sm underline underline-offset-4">
            {kind === 'league' ? t('backToLeagues') : t('backToCategories')}
          </Link>
        )}
      </nav>
      <FollowPicker items={items} label={title} followedOnly={followedOnly} chooseHref={here} />
      {next && (
        <div className="mt-8 flex justify-end">
          <Link href={next} className={buttonClass({})}>
            {t('continue')}
          </Link>
        </div>
      )}
    </PageContainer>
  );
}
