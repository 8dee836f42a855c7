import { useLocale } from 'next-intl';
import { defaultLocale, directionOf, isLocale } from './locales';

/**
 * The page's text direction, for components that lay out or take arrow keys by it: Radix menus
 * take it as `dir` (they do not read the document's, and would open and move left-to-right in Hebrew).
 */
export function useDirection(): 'rtl' | 'ltr' {
  const locale = useLocale();
  return directionOf(isLocale(locale) ? locale : defaultLocale);
}
