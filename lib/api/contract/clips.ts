/** Highlight and clip calls of SPEC §7: a user's clips and highlights, an event's highlights. */
import * as z from './zod';
import { userTitleSchema } from './user-title';
import { idInputSchema, oneOrMany, pageSchema, sizeSchema, sortOrderSchema } from './common';

export const USER_MEDIA_TYPES = ['user_clip', 'user_highlight'] as const;
export type UserMediaType = (typeof USER_MEDIA_TYPES)[number];

const listFields = {
  next: z.optional(z.boolean()),
  count: z.optional(z.boolean()),
  page: pageSchema,
  order: z._default(sortOrderSchema, 'desc'),
};

const userClipFiltersSchema = z.strictObject({
  event_id: z.optional(idInputSchema),
  media_type: z.optional(oneOrMany(z.enum(USER_MEDIA_TYPES))),
});

/** The signed-in user's clips and highlights (SPEC §9: size 24). */
export const userClipListRequestSchema = z.strictObject({
  ...listFields,
  size: sizeSchema(24),
  sort: z._default(z.enum(['created', 'title']), 'created'),
  filters: z.prefault(userClipFiltersSchema, {}),
});

/** An event's highlights in one context: game (auto, recap, condensed…) or player. */
export const clipListRequestSchema = z.strictObject({
  ...listFields,
  size: sizeSchema(24),
  type: z.enum(['game', 'player']),
  event_id: idInputSchema,
});

/** Milliseconds into the event's stream, at most a day. */
const streamTimeSchema = z.int().check(z.minimum(0), z.maximum(86_400_000));

/** A new user clip or highlight; times are milliseconds into the event's stream. */
export const clipCreateRequestSchema = z
  .strictObject({
    title: userTitleSchema,
    event_id: idInputSchema,
    media_type: z._default(z.enum(USER_MEDIA_TYPES), 'user_clip'),
    startTime: z.optional(streamTimeSchema),
    endTime: z.optional(streamTimeSchema),
  })
  .check(
    z.refine((c) => c.startTime === undefined || c.endTime === undefined || c.endTime > c.startTime, {
      message: 'endTime must be after startTime',
      path: ['endTime'],
    }),
  );

export const clipUpdateRequestSchema = z.strictObject({ title: userTitleSchema });
