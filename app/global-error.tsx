'use client';
/**
 * An error of a root layout itself, which error.tsx below it cannot catch. Next loads this file
 * with every page, so it is only a shell: the message, in the visitor's language, and the error
 * report (components/layout/global-error-view.tsx) load when it happens.
 */
import { useParams } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { defaultLocale, directionOf, isLocale, type Locale } from '@/lib/i18n/locales';
import './globals.css';

type Props = { error: Error & { digest?: string } };
type View = ComponentType<Props & { locale: Locale }>;

export default function GlobalError({ error }: Props) {
  const param = useParams<{ locale?: string }>()?.locale;
  const locale = isLocale(param) ? param : defaultLocale;
  const [View, setView] = useState<View | null>(null);
  useEffect(() => {
    void import('@/components/layout/global-error-view').then((m) => setView(() => m.GlobalErrorView));
  }, []);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="bg-surface text-fg min-h-dvh antialiased">{View && <View error={error} locale={locale} />}</body>
    </html>
  );
}
