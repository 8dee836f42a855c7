/** Turns a browser or internal pathname into the locale-less portal path the route table uses. */
import { isLocale } from '@/lib/i18n/locales';

export function portalPath(pathname: string, tenantId?: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (tenantId && segments[0] === tenantId && isLocale(segments[1])) segments.splice(0, 2);
  else if (isLocale(segments[0])) segments.shift();
  return segments.length ? `/${segments.join('/')}/` : '/';
}
