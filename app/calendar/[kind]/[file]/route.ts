/**
 * Calendar files on every tenant host, without a locale prefix (docs/fan-features.md "Calendars"):
 * /calendar/{event|team|league}/{id}.ics and the personal feed /calendar/u/{token}.ics. The texts
 * follow the locale cookie, else the default locale.
 *
 * Team, league and event files are public: shared caches keep them as long as a page's data
 * (s-maxage, then stale while revalidating), and their Cache-Tag lets a CDN purge them with the
 * pages. A personal feed is the owner's: private, kept only by the calendar that fetches it.
 */
import { isApiError } from '@/lib/api/errors';
import { EVENT_LISTS_TAG, eventCacheTag, tenantCacheTag } from '@/lib/api/contract/revalidation';
import { PUBLIC_REVALIDATE_SECONDS } from '@/lib/api/server';
import { calendarText, CALENDAR_KINDS, type CalendarKind } from '@/lib/calendar/feeds';
import { FEED_REFRESH_SECONDS } from '@/lib/calendar/ics';
import { cookieValue } from '@/lib/cookie-value';
import { serverEnv } from '@/lib/env';
import { defaultLocale, isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { nonPageSecurityHeaders } from '@/lib/security/headers';
import { tenantForHost } from '@/lib/tenant/registry';

const FILE = /^([\w.:-]{1,128})\.ics$/;

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
      ...nonPageSecurityHeaders({ production: serverEnv().NODE_ENV === 'production' }),
    },
  });
}

export async function GET(request: Request, { params }: RouteContext<'/calendar/[kind]/[file]'>): Promise<Response> {
  const { kind, file } = await params;
  const id = FILE.exec(file)?.[1];
  if (!CALENDAR_KINDS.includes(kind as CalendarKind) || !id) return plain(404, 'Not Found');
  const tenant = tenantForHost(request.headers.get('host'));
  const chosen = cookieValue(request.headers.get('cookie') ?? '', LOCALE_COOKIE);
  const locale = isLocale(chosen) ? chosen : defaultLocale;
  let body: string | null;
  try {
    body = await calendarText(tenant, kind as CalendarKind, id, locale);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return plain(404, 'Not Found');
    // The platform failed or cannot be reached (its circuit is open): calendars try again later.
    if (isApiError(error)) return plain(503, 'The calendar is unavailable, try again later', { 'retry-after': '60' });
    throw error;
  }
  if (body === null) return plain(404, 'Not Found');
  const personal = kind === 'u';
  const tags = [tenantCacheTag(tenant.id), kind === 'event' ? eventCacheTag(id) : EVENT_LISTS_TAG];
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${personal ? 'inline' : 'attachment'}; filename="${kind === 'u' ? 'calendar' : `${kind}-${id}`}.ics"`,
      'cache-control': personal
        ? `private, max-age=${FEED_REFRESH_SECONDS}`
        : `public, max-age=${PUBLIC_REVALIDATE_SECONDS}, s-maxage=${PUBLIC_REVALIDATE_SECONDS}, stale-while-revalidate=${FEED_REFRESH_SECONDS}`,
      vary: 'Cookie',
      ...(personal ? { 'x-robots-tag': 'noindex' } : { 'cache-tag': tags.join(',') }),
      ...nonPageSecurityHeaders({ production: serverEnv().NODE_ENV === 'production' }),
    },
  });
}
