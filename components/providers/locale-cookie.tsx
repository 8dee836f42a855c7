'use client';
/**
 * Remembers the locale a page was opened in, as next-intl's middleware would with a Set-Cookie on
 * the page's answer (SPEC §2, §9: cookie first, then the browser's languages): a page whose prefix
 * names another locale than the cookie, or — without a cookie — than the browser's languages would
 * choose, sets the cookie. Done here, once per document, so that the answer itself stays the same for
 * every viewer and a shared cache may keep it (lib/proxy/sharing.ts).
 */
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';
import { browserLocale } from '@/lib/i18n/negotiate';
import { cookieValue } from '@/lib/cookie-value';
import { inNextTask } from '@/lib/next-task';

export function LocaleCookie() {
  const locale = useLocale();
  useEffect(() => {
    // In a task of its own: a page's first cookie read is a synchronous call to the browser.
    return inNextTask(() => {
      const cookie = cookieValue(document.cookie, LOCALE_COOKIE);
      const outdated = cookie !== undefined ? cookie !== locale : browserLocale(navigator.languages) !== locale;
      if (outdated) document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
    });
    // Once per document: a client navigation or a switch of locale keeps the cookie itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
