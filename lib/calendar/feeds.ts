/**
 * The portal's calendar files (docs/fan-features.md "Calendars"): what each address lists, read from
 * the platform and written as iCalendar (./ics.ts).
 *
 *   /calendar/event/{eventId}.ics    one game
 *   /calendar/team/{teamId}.ics      a team's games        (feed)
 *   /calendar/league/{leagueId}.ics  a league's games      (feed)
 *   /calendar/u/{token}.ics          everything the token's owner follows (feed, platform extension)
 *
 * A feed lists the games that start from 7 days ago to 60 days ahead. Texts are in the viewer's
 * language (the locale cookie, else the default locale).
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { MediaItem } from '@/lib/api/contract';
import { getIdentity } from '@/lib/api/identities';
import { reshapeEvent } from '@/lib/api/events';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/locales';
import { eventHref } from '@/lib/models/event';
import { siteOrigin } from '@/lib/seo/origin';
import { localizedPath } from '@/lib/seo/metadata';
import type { TenantConfig } from '@/lib/tenant/schema';
import { icsCalendar, type CalendarEntry } from './ics';

export const CALENDAR_KINDS = ['event', 'team', 'league', 'u'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const FEED_PAST_DAYS = 7;
const FEED_NEXT_DAYS = 60;
/** At most this many games in one feed. */
const FEED_SIZE = 200;

/** 'startMs~endMs' of a feed's window around `now`. */
const feedWindow = (now: number) => `${now - FEED_PAST_DAYS * DAY_MS}~${now + FEED_NEXT_DAYS * DAY_MS}`;

type Text = Awaited<ReturnType<typeof getTranslations<'calendarFile'>>>;

function entry(item: MediaItem, tenant: TenantConfig, origin: string, locale: Locale, t: Text): CalendarEntry {
  const event = reshapeEvent(item, tenant);
  // Team names, never the platform's title alone: a title may carry a finished game's score.
  const summary = event.team1 && event.team2 ? t('summary', { home: event.team1.name, away: event.team2.name }) : event.title;
  return {
    id: event.id,
    start: event.kickoff,
    end: event.endDate,
    summary,
    description: event.metaTitle,
    url: `${origin}${localizedPath(eventHref(event), locale)}`,
    sequence: item.kickoffSequence ?? 0,
  };
}

/** Only games have a kickoff: channels and clips are left out. */
const isGame = (item: MediaItem) => item.mediaType === 'event' && item.eventStatus !== 'channel';

/**
 * The iCalendar text of a calendar address, or null when it names no game (a channel, a clip); the
 * platform's 404 (or 400 for an id it refuses) is passed on as an ApiError.
 */
export async function calendarText(tenant: TenantConfig, kind: CalendarKind, id: string, locale: Locale, now = Date.now()): Promise<string | null> {
  const t = await getTranslations({ locale, namespace: 'calendarFile' });
  const origin = siteOrigin(tenant);
  const api = serverApi(tenant);
  const file = (name: string, items: MediaItem[], feed: boolean) =>
    icsCalendar({
      name,
      origin,
      feed,
      alarm: t('alarm'),
      entries: items.filter(isGame).map((item) => entry(item, tenant, origin, locale, t)),
      now: new Date(now),
    });
  const list = async (filters: Record<string, unknown>) =>
    (await api('eventList', { body: { page: 0, size: FEED_SIZE, sort: 'date', order: 'asc', filters: { ...filters, event_date: feedWindow(now) } } })).entries;

  switch (kind) {
    case 'event': {
      const { content } = await api('eventById', { params: { id }, query: { idType: 'id', media_type: 'event' } });
      if (!isGame(content)) return null;
      return file(entry(content, tenant, origin, locale, t).summary, [content], false);
    }
    case 'team':
    case 'league': {
      const [identity, items] = await Promise.all([getIdentity(api, tenant, id), list(kind === 'team' ? { 'search.teams.id': id } : { 'identities.id': id })]);
      return file(t('feedName', { name: identity.fullTitle }), items, true);
    }
    case 'u': {
      // Never from the data cache: a reset address must answer 404 at once.
      const { entries } = await serverApi(tenant, false)('calendarFeed', { params: { token: id }, query: { event_date: feedWindow(now), size: FEED_SIZE } });
      return file(t('personalName', { site: tenant.name }), entries, true);
    }
  }
}
