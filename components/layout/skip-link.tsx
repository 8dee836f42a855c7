import { getTranslations } from 'next-intl/server';

export async function SkipLink() {
  const t = await getTranslations('common');
  return (
    <a href="#main" className="bg-brand text-brand-fg sr-only z-toast rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
      {t('skipToContent')}
    </a>
  );
}
