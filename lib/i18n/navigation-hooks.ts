'use client';
/** The locale-aware pathname and router (the rest of the portal's navigation: navigation.tsx). */
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { getPathname, type Href } from './navigation';

/** The path without the locale prefix, as the portal's routes name it. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const prefix = `/${useLocale()}`;
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || '/' : pathname;
}

type Navigate = (href: Href, options?: { locale?: string; scroll?: boolean }) => void;

/** Next's router whose push, replace and prefetch take portal addresses; `locale` switches the language. */
export function useRouter(): Omit<ReturnType<typeof useNextRouter>, 'push' | 'replace' | 'prefetch'> & {
  push: Navigate;
  replace: Navigate;
  prefetch: Navigate;
} {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const localized =
      (go: (href: string, options?: { scroll?: boolean }) => void): Navigate =>
      (href, { locale, ...options } = {}) =>
        go(getPathname({ href, locale: locale ?? current, forcePrefix: locale != null || undefined }), ...(Object.keys(options).length > 0 ? [options] : []));
    return { ...router, push: localized(router.push), replace: localized(router.replace), prefetch: localized((href) => router.prefetch(href)) };
  }, [router, current]);
}
