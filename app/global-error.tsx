'use client';
/**
 * An error of a root layout itself, which error.tsx below it cannot catch: it is reported (SPEC §8)
 * with the tenant and the route, and the visitor gets a page in their language with a reload (the
 * layout that failed may fail again on a retry in place). The messages load only when it happens.
 */
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { defaultLocale, directionOf, isLocale } from '@/lib/i18n/locales';
import { useReportBoundaryError } from '@/lib/monitoring/boundary';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useReportBoundaryError(error);
  const param = useParams<{ locale?: string }>()?.locale;
  const locale = isLocale(param) ? param : defaultLocale;
  const [messages, setMessages] = useState<AbstractIntlMessages | null>(null);
  useEffect(() => {
    void import(`../messages/${locale}.json`).then((m: { default: AbstractIntlMessages }) => setMessages(m.default));
  }, [locale]);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="bg-surface text-fg min-h-dvh antialiased">
        {messages && (
          <NextIntlClientProvider locale={locale} messages={messages}>
            <Message />
          </NextIntlClientProvider>
        )}
      </body>
    </html>
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
