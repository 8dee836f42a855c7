import { getTranslations } from 'next-intl/server';
import { ClubPicker, type ClubOption } from '@/components/account/club-picker';
import { RequireSession } from '@/components/account/require-session';
import { openPage, privatePageMetadata } from '@/lib/page/open-page';
import { IDENTITY_PAGE_SIZE, listIdentities } from '@/lib/api/identities';
import { serverApi } from '@/lib/api/server';
import { PageMessages } from '@/lib/i18n/client-messages';
import type { TenantConfig } from '@/lib/tenant/schema';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[tenant]/[locale]/club'>) {
  return privatePageMetadata(params, 'club', '/club/');
}

/** Every team, page by page (a handful of pages at most). */
async function loadClubs(tenant: TenantConfig): Promise<ClubOption[] | null> {
  const api = serverApi(tenant);
  const clubs: ClubOption[] = [];
  try {
    for (let page = 0; page < 20; page++) {
      const result = await listIdentities(api, tenant, {
        page,
        size: IDENTITY_PAGE_SIZE,
        sort: 'title',
        order: 'asc',
        filters: { type: 'team', archived: false },
      });
      // The full name: a short name (teams_short_name) is too terse to choose a club by.
      clubs.push(...result.items.map((i) => ({ id: i.id, title: i.fullTitle, logoUrl: i.logoUrl ?? i.imageUrl })));
      if (!result.nextExists) break;
    }
    return clubs;
  } catch {
    return null;
  }
}

/** Choose a favorite club (SPEC §2); satisfies the favorite-club guard. */
export default async function ClubPage({ params }: PageProps<'/[tenant]/[locale]/club'>) {
  const { tenantConfig: tenant, locale } = await openPage(params);
  const t = await getTranslations('club');
  const pages = await getTranslations('pages.club');
  const clubs = await loadClubs(tenant);
  return (
    <PageMessages locale={locale} area="account">
      <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8">
        <RequireSession />
        <header>
          <h1 id="page-title" className="text-2xl font-bold">
            {pages('title')}
          </h1>
          <p className="text-fg-muted mt-1">{t('intro')}</p>
        </header>
        {clubs === null ? (
          <p role="alert" className="text-danger">
            {t('loadFailed')}
          </p>
        ) : (
          <ClubPicker clubs={clubs} />
        )}
      </section>
    </PageMessages>
  );
}
