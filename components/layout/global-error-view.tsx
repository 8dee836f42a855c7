'use client';
/**
 * The page of an error in a root layout (app/global-error.tsx): reported (SPEC §8) with the tenant
 * and the page, then a message in the visitor's language with a reload — a retry in place would
 * render the layout that just failed. Its messages load with it.
 */
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { useReportBoundaryError } from '@/lib/monitoring/boundary';

export function GlobalErrorView({ error, locale }: { error: Error & { digest?: string }; locale: Locale }) {
  useReportBoundaryError(error);
  const [messages, setMessages] = useState<AbstractIntlMessages | null>(null);
  useEffect(() => {
    void import(`../../messages/${locale}.json`).then((m: { default: AbstractIntlMessages }) => setMessages(m.default));
  }, [locale]);
  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <Message />
    </NextIntlClientProvider>
  );
}

function Message() {
  const t = useTranslations('errors');
  const common = useTranslations('common');
  return (
    <main id="main">
      <section role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('unexpected_title')}</h1>
        <p className="text-fg-muted mt-3">{t('unexpected_text')}</p>
        <Button variant="outline" className="mt-8" onClick={() => window.location.reload()}>
          {common('retry')}
        </Button>
      </section>
    </main>
  );
}
