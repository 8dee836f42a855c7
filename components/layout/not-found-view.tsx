/**
 * The not-found error page of SPEC §2/§8: 'Page Not Found: {path}' with a title and text by
 * context (errors.{context}_not_found, errors.could_not_find_{context}), an optional danger
 * message and a button to /. The not-found boundary is part of every page, and so is the code of
 * its client components: the button is a plain link (a full page load), not a Link.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/seo/metadata';
import { NotFoundTitle, type NotFoundContext } from './not-found-title';

export async function NotFoundView({ context, danger }: { context: NotFoundContext; danger?: string }) {
  const t = await getTranslations('errors');
  const common = await getTranslations('common');
  const locale = await getLocale();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p aria-hidden="true" className="text-fg-muted text-6xl font-black">
        404
      </p>
      <NotFoundTitle context={context} />
      <p className="text-fg-muted mt-3">{t(`could_not_find_${context}`)}</p>
      {danger && (
        <p role="alert" className="bg-danger-surface text-danger mt-4 rounded-md px-4 py-2">
          {danger}
        </p>
      )}
      <a href={localizedPath('/', isLocale(locale) ? locale : defaultLocale)} className={buttonClass({ className: 'mt-8' })}>
        {common('backHome')}
      </a>
    </section>
  );
}
