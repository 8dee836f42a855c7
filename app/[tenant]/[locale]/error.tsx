'use client';
/** Unexpected render errors: a translated message with retry, never a blank page. */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const common = useTranslations('common');
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('unexpected_title')}</h1>
      <p className="text-fg-muted mt-3">{t('unexpected_text')}</p>
      <Button className="mt-8" onClick={reset}>
        {common('retry')}
      </Button>
    </section>
  );
}
