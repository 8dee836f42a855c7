/** Opens a page render: awaits the route params, checks the locale and enables static rendering for it. */
import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export async function openPage<P extends { tenant: string; locale: string }>(params: Promise<P>): Promise<Omit<P, 'locale'> & { locale: Locale }> {
  const resolved = await params;
  if (!isLocale(resolved.locale)) notFound();
  setRequestLocale(resolved.locale);
  return { ...resolved, locale: resolved.locale };
}

/** A path segment as the user typed it (Next hands dynamic segments over still encoded). */
export const segment = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
