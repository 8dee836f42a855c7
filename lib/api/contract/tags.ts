/** Tag calls of SPEC §7 (list, saveV2, update, remove_list) and the tag of SPEC §3. */
import * as z from './zod';
import { userTitleSchema } from './user-title';
import { contentSchema, idInputSchema, idSchema, isoDateSchema, pageSchema, paginatedSchema, sizeSchema, urlSchema } from './common';

export const tagSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  /** Milliseconds into the stream (the portal shows seconds). */
  startTime: z.int(),
  endTime: z.int(),
  type: z.string(),
  global: z.boolean(),
  playerNumber: z.nullable(z.string()),
  playerColor: z.nullable(z.string()),
  tagTeam: z.nullable(z.looseObject({ color: z.nullable(z.string()), teamId: idSchema, title: z.string(), logo: z.nullable(urlSchema) })),
  /** The event the tag is on. */
  targetId: idSchema,
  videoType: z.enum(['live', 'vod']),
  streamName: z.string(),
  mode: z.string(),
  /** The caller made this tag (may update or remove it). */
  isOwner: z.boolean(),
  createdAt: isoDateSchema,
});
export type Tag = z.output<typeof tagSchema>;

export const tagListAnswerSchema = paginatedSchema(tagSchema);
export const tagAnswerSchema = contentSchema(tagSchema);

export const tagListRequestSchema = z.strictObject({
  /** true: global tags only; false: the caller's own only; omitted: both. */
  global: z.optional(z.boolean()),
  page: pageSchema,
  /** SPEC §9: tag lists ask for 999. */
  size: sizeSchema(999),
  targetId: idInputSchema,
});

const ms = z.int().check(z.minimum(0), z.maximum(86_400_000));
const tagFields = {
  title: userTitleSchema,
  type: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  playerColor: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  playerNumber: z.optional(z.nullable(z.string().check(z.maxLength(10)))),
  teamId: z.optional(z.nullable(idInputSchema)),
};

export const tagSaveRequestSchema = z
  .strictObject({
    ...tagFields,
    targetId: idInputSchema,
    startTime: ms,
    endTime: ms,
    /** Needs the user's globalTags flag. */
    global: z._default(z.boolean(), false),
    mode: z._default(z.literal('sync'), 'sync'),
    videoType: z.enum(['live', 'vod']),
    streamName: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'hd'),
  })
  .check(z.refine((t) => t.endTime >= t.startTime, { message: 'endTime must not be before startTime', path: ['endTime'] }));

export const tagUpdateRequestSchema = z
  .strictObject({
    id: idInputSchema,
    title: z.optional(tagFields.title),
    type: z.optional(tagFields.type),
    playerColor: tagFields.playerColor,
    playerNumber: tagFields.playerNumber,
    teamId: tagFields.teamId,
    startTime: z.optional(ms),
    endTime: z.optional(ms),
  })
  .check(
    z.refine((t) => t.startTime === undefined || t.endTime === undefined || t.endTime >= t.startTime, {
      message: 'endTime must not be before startTime',
      path: ['endTime'],
    }),
  );

export const tagRemoveListRequestSchema = z.strictObject({ ids: z.array(idInputSchema).check(z.minLength(1), z.maxLength(1000)) });
