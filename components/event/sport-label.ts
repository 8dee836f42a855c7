/** Display names of sport types: translated for the known ones, readable for any other a backend sends. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

export const humanize = (value: string) => value.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export async function getSportLabel(locale: Locale): Promise<(sportType: string) => string> {
  const t = await getTranslations({ locale, namespace: 'browse.sports' });
  return (sportType) => {
    const key = sportType as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : humanize(sportType);
  };
}
