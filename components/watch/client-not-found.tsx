'use client';
/** The 404 content with context event for an item the browser failed to load (a user clip that is not the viewer's). */
import { useTranslations } from 'next-intl';
import { NotFoundTitle } from '@/components/layout/not-found-title';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

export function ClientNotFound() {
  const t = useTranslations('errors');
  const common = useTranslations('common');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p aria-hidden="true" className="text-fg-muted text-6xl font-black">
        404
      </p>
      <NotFoundTitle context="event" />
      <p className="text-fg-muted mt-3">{t('could_not_find_event')}</p>
      <Link href="/" className={buttonClass({ className: 'mt-8' })}>
        {common('backHome')}
      </Link>
    </section>
  );
}
