/** The personal calendar feed's token (an extension, docs/fan-features.md "Calendars"). */
import type { ApiCaller } from './call';

/** The token of the signed-in user's feed, made on the first ask. */
export async function calendarToken(api: ApiCaller): Promise<string> {
  return (await api('calendarToken')).content.token;
}

/** A new token: the old feed address answers 404 from now on. */
export async function resetCalendarToken(api: ApiCaller): Promise<string> {
  return (await api('resetCalendarToken')).content.token;
}

/** The path of a feed at this portal. */
export const personalFeedPath = (token: string) => `/calendar/u/${token}.ics`;
