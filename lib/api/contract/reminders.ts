/**
 * Kick-off reminders, an extension beyond SPEC §7 (docs/fan-features.md "Kick-off reminders"): a
 * signed-in viewer asks to be reminded of a game, or of every game of a team or league; the platform
 * keeps the reminders and sends each one 15 minutes before kick-off and at kick-off (once per stage
 * and kickoff; a moved kickoff is reminded again, a cancelled game not at all). It sends to the
 * viewer's open page over the socket (the 'reminder' message) when there is one, else as a push to
 * the browsers the viewer registered: standard Web Push (VAPID, RFC 8291) or the tenant's OneSignal.
 */
import * as z from './zod';
import { contentSchema, idSchema, isoDateSchema } from './common';
import { reminderMessageSchema } from './realtime';

export const REMINDER_KINDS = ['event', 'team', 'league'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_LEAD_MINUTES = 15;

/** A viewer keeps at most this many reminders. */
export const MAX_REMINDERS = 500;
/** And this many browsers: a new one past it replaces the one registered longest ago. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

export const reminderSchema = z.looseObject({
  id: idSchema,
  kind: z.enum(REMINDER_KINDS),
  /** The event's, team's or league's id. */
  targetId: idSchema,
  /** What a list shows: the game's, team's or league's title; a game's kickoff (null for a team or league). */
  title: z.string(),
  kickoffAt: z.nullable(isoDateSchema),
  createdAt: isoDateSchema,
});
export type Reminder = z.output<typeof reminderSchema>;

export const reminderListAnswerSchema = contentSchema(z.array(reminderSchema));
export const reminderAnswerSchema = contentSchema(reminderSchema);

/** Creating a reminder that exists answers the one there. */
export const reminderCreateRequestSchema = z.strictObject({ kind: z.enum(REMINDER_KINDS), targetId: idSchema });

/** A notification's two texts in the viewer's language, kept with the subscription (the platform has no translations). */
const labelSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
export const reminderLabelsSchema = z.strictObject({ soon: labelSchema, kickoff: labelSchema });
export type ReminderLabels = z.output<typeof reminderLabelsSchema>;

/** A browser's Web Push subscription (PushSubscription.toJSON(): base64url keys). */
const base64url = (min: number, max: number) => z.string().check(z.regex(/^[\w-]+$/, 'must be base64url'), z.minLength(min), z.maxLength(max));
export const webPushSubscriptionSchema = z.strictObject({
  channel: z.literal('webpush'),
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  labels: reminderLabelsSchema,
});
/**
 * A OneSignal subscription: the tenant's app_id_oneSignal, the SDK's PushSubscription.id, and the
 * portal's origin (OneSignal opens an absolute address).
 */
export const oneSignalSubscriptionSchema = z.strictObject({
  channel: z.literal('onesignal'),
  appId: z.uuid(),
  endpoint: z.uuid(),
  origin: z.url({ protocol: /^https?$/ }).check(z.maxLength(300)),
  labels: reminderLabelsSchema,
});
export const pushSubscriptionRequestSchema = z.discriminatedUnion('channel', [webPushSubscriptionSchema, oneSignalSubscriptionSchema]);
export type PushSubscriptionRequest = z.output<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z.strictObject({ endpoint: z.string().check(z.minLength(1), z.maxLength(2048)) });

/** The VAPID public key (base64url) browsers subscribe with; null: this platform sends no Web Push. */
export const pushKeyAnswerSchema = contentSchema(z.looseObject({ publicKey: z.nullable(z.string()) }));

/** What a push carries: the socket's reminder message (./realtime.ts), with the notification's text and the game's page. */
export const reminderPushSchema = z.extend(reminderMessageSchema, {
  body: z.string(),
  /** The event's page, relative to the portal that registered the subscription. */
  url: z.string(),
});
export type ReminderPush = z.output<typeof reminderPushSchema>;
