/**
 * The real-time socket of SPEC §7: socket.io at path /ws (websocket transport only). SPEC leaves the
 * payloads open; these are the reference API's, kept small: a message says what changed and the
 * portal refetches anything larger.
 */
import * as z from './zod';
import { idSchema, isoDateSchema, urlSchema } from './common';
import { EVENT_STATUSES, PAYMENT_STATUSES } from './statuses';

export const SOCKET_PATH = '/ws';

/** Sent by the client. Every one takes an acknowledgement callback answered with socketAck. */
export const joinUserRoomSchema = z.strictObject({
  userId: idSchema,
  /** The user's access token: a user room carries personal messages, so joining proves ownership. */
  token: z.string().check(z.minLength(1), z.maxLength(4096)),
});
export const leaveUserRoomSchema = z.strictObject({ userId: idSchema });
/**
 * SPEC §7 declares register-user and unregister-user without payloads. Here they are presence: a
 * socket that proved its user in join-user-room registers that user as online on its connection
 * (the token is not sent again: the proof is the room's), and unregisters on sign-out before it
 * leaves the room; leaving the room or closing the connection unregisters too. The reference API
 * counts the users online at its operator statistics.
 */
export const registerUserSchema = z.strictObject({ userId: idSchema });
export const unregisterUserSchema = z.strictObject({ userId: idSchema });
export const joinEventRoomSchema = z.strictObject({ eventId: idSchema });
export const leaveEventRoomSchema = z.strictObject({
  eventId: idSchema,
  /** The tenant's name_short. */
  customer: z.optional(z.string().check(z.maxLength(80))),
});

export const socketAckSchema = z.looseObject({ ok: z.boolean(), error: z.optional(z.string()) });
export type SocketAck = z.output<typeof socketAckSchema>;

/**
 * The stream of an event changed (or the event went live). eventUrl is null for a client that is
 * not entitled to the event (it should refetch the event, which says why).
 */
export const eventUrlChangeSchema = z.looseObject({
  eventId: idSchema,
  eventUrl: z.nullable(urlSchema),
  eventStatus: z.enum(EVENT_STATUSES),
  source: z.optional(z.looseObject({ hd: z.nullable(urlSchema), lowLatency: z.optional(z.nullable(urlSchema)), panoramic: z.nullable(urlSchema) })),
});
export type EventUrlChange = z.output<typeof eventUrlChangeSchema>;

/** Status or score of an event changed. */
export const updateEventSchema = z.looseObject({
  eventId: idSchema,
  eventStatus: z.enum(EVENT_STATUSES),
  team1Score: z.optional(z.nullable(z.int())),
  team2Score: z.optional(z.nullable(z.int())),
});
export type UpdateEvent = z.output<typeof updateEventSchema>;

/** A card payment that was PROCESSING settled (to the buyer's user room). */
export const userPurchaseStatusSchema = z.looseObject({
  paymentId: idSchema,
  contractId: idSchema,
  productId: idSchema,
  eventId: z.nullable(idSchema),
  status: z.enum(PAYMENT_STATUSES),
});
export type UserPurchaseStatus = z.output<typeof userPurchaseStatusSchema>;

/** A device of the user was deleted; deviceId is the client identifier (to the user room). */
export const removeUserDeviceSchema = z.looseObject({ deviceId: z.string() });
export type RemoveUserDevice = z.output<typeof removeUserDeviceSchema>;

/** An operator's comment on an event's timeline (times in milliseconds into the stream). */
export const mediaCommentSchema = z.looseObject({
  id: idSchema,
  eventId: idSchema,
  title: z.string(),
  body: z.string(),
  type: z.string(),
  startTime: z.int(),
  endTime: z.nullable(z.int()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type MediaComment = z.output<typeof mediaCommentSchema>;

/**
 * comment-on-media (new) and comment-on-media-updated (changed; the whole comment again, so a client
 * replaces it by id) go to the event's room. There is no call to list past comments: a client shows
 * those that arrive while it is open (the portal: beside the tags, and as seek-bar markers).
 */
export const commentOnMediaSchema = z.looseObject({ eventId: idSchema, comment: mediaCommentSchema });
export type CommentOnMedia = z.output<typeof commentOnMediaSchema>;
/** comment-on-media-deleted: only the ids; a client drops that comment. */
export const commentOnMediaDeletedSchema = z.looseObject({ eventId: idSchema, commentId: idSchema });
export type CommentOnMediaDeleted = z.output<typeof commentOnMediaDeletedSchema>;

/**
 * A kick-off reminder (an extension, docs/fan-features.md; the calls are in ./reminders.ts), to the
 * user's room while they have a page open. 'soon': 15 minutes before kick-off; 'kickoff': at
 * kick-off. The title and the kickoff only: nothing of a result, so it spoils nothing.
 */
export const REMINDER_STAGES = ['soon', 'kickoff'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];
export const reminderMessageSchema = z.looseObject({
  eventId: idSchema,
  title: z.string(),
  stage: z.enum(REMINDER_STAGES),
  kickoffAt: isoDateSchema,
});
export type ReminderMessage = z.output<typeof reminderMessageSchema>;

type Ack = (answer: SocketAck) => void;

/** Messages the client sends (socket.io typed events). */
export interface ClientToServerEvents {
  'join-user-room': (payload: z.input<typeof joinUserRoomSchema>, ack?: Ack) => void;
  'leave-user-room': (payload: z.input<typeof leaveUserRoomSchema>, ack?: Ack) => void;
  'register-user': (payload: z.input<typeof registerUserSchema>, ack?: Ack) => void;
  'unregister-user': (payload: z.input<typeof unregisterUserSchema>, ack?: Ack) => void;
  'join-event-room': (payload: z.input<typeof joinEventRoomSchema>, ack?: Ack) => void;
  'leave-event-room': (payload: z.input<typeof leaveEventRoomSchema>, ack?: Ack) => void;
}

/** Messages the server sends. */
export interface ServerToClientEvents {
  'event-url-change': (payload: EventUrlChange) => void;
  'update-event': (payload: UpdateEvent) => void;
  'user-purchase-status': (payload: UserPurchaseStatus) => void;
  'remove-user-device': (payload: RemoveUserDevice) => void;
  'comment-on-media': (payload: CommentOnMedia) => void;
  'comment-on-media-updated': (payload: CommentOnMedia) => void;
  'comment-on-media-deleted': (payload: CommentOnMediaDeleted) => void;
  /** A kick-off reminder, to the user's room (docs/fan-features.md), instead of a push while a page is open. */
  reminder: (payload: ReminderMessage) => void;
}

/** Each received message's schema, for the portal's socket bridge. */
export const serverMessageSchemas = {
  'event-url-change': eventUrlChangeSchema,
  'update-event': updateEventSchema,
  'user-purchase-status': userPurchaseStatusSchema,
  'remove-user-device': removeUserDeviceSchema,
  'comment-on-media': commentOnMediaSchema,
  'comment-on-media-updated': commentOnMediaSchema,
  'comment-on-media-deleted': commentOnMediaDeletedSchema,
  reminder: reminderMessageSchema,
} as const;
export type ServerMessage = keyof typeof serverMessageSchemas;
