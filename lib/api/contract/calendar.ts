/**
 * Calendar feeds, an extension beyond SPEC §7 (docs/fan-features.md "Calendars"): a viewer's
 * personal feed lives at an unguessable address whose token the platform keeps (made on the first
 * ask, replaced on reset, the old one then unknown), and lists the events of every team and league
 * the token's owner follows. Team and league feeds need nothing new: the event list's identity and
 * date filters give them.
 */
import * as z from './zod';
import { contentSchema, sizeQuerySchema } from './common';
import { eventDateRangeSchema } from './events';

/** 32 random bytes in base64url: nothing a visitor can guess or count through. */
export const calendarTokenSchema = z.string().check(z.regex(/^[\w-]{43}$/, 'must be a calendar token'));

export const calendarTokenAnswerSchema = contentSchema(z.looseObject({ token: calendarTokenSchema }));

export const calendarFeedParamsSchema = z.strictObject({ token: calendarTokenSchema });

/** The events whose start lies in `event_date` ('startMs~endMs'), oldest first. */
export const calendarFeedQuerySchema = z.strictObject({ event_date: eventDateRangeSchema, size: sizeQuerySchema(200) });
