/** Per-page metadata: translated title and description, canonical URL and locale alternates. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/locales';
import type messages from '@/messages/en.json';

export type PageKey = keyof (typeof messages)['pages'];

export interface RouteParams {
  tenant: string;
  locale: string;
  [segment: string]: string | string[] | undefined;
}

/** The visible path of a page in a locale ('as-needed' prefix: none for the default locale). */
export function localizedPath(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

/** Fills a route pattern's `[name]` segments from params. */
export function fillPattern(pattern: string, params: RouteParams): string {
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export async function pageMetadata(
  params: RouteParams,
  page: PageKey,
  pattern: string,
  values: Record<string, string> = {},
  extra: Metadata = {},
): Promise<Metadata> {
  const locale = isLocale(params.locale) ? params.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: `pages.${page}` });
  const path = fillPattern(pattern, params);
  return {
    title: t('title', values),
    description: t('description', values),
    alternates: {
      canonical: localizedPath(path, locale),
      languages: Object.fromEntries([...locales.map((l) => [l, localizedPath(path, l)]), ['x-default', path]]),
    },
    ...extra,
  };
}
