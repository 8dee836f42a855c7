/** The frame of an account page: its heading and lead text (from pages.*), then the content. */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PageKey } from '@/lib/seo/metadata';

export async function AccountPage({ page, children }: { page: PageKey; children: ReactNode }) {
  const t = await getTranslations(`pages.${page}`);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <header>
        <h1 id="page-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="text-fg-muted mt-1">{t('description')}</p>
      </header>
      {children}
    </section>
  );
}
