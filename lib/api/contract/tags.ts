/** Tag calls of SPEC §7 (list, saveV2, update, remove_list) and the tag of SPEC §3. */
import { z } from 'zod';
import { userTitleSchema } from './user-title';
import { contentSchema, idInputSchema, idSchema, isoDateSchema, pageSchema, paginatedSchema, sizeSchema, urlSchema } from './common';

export const tagSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  /** Milliseconds into the stream (the portal shows seconds). */
  startTime: z.number().int(),
  endTime: z.number().int(),
  type: z.string(),
  global: z.boolean(),
  playerNumber: z.string().nullable(),
  playerColor: z.string().nullable(),
  tagTeam: z
    .looseObject({ color: z.string().nullable(), teamId: idSchema, title: z.string(), logo: urlSchema.nullable() })
    .nullable(),
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
  global: z.boolean().optional(),
  page: pageSchema,
  /** SPEC §9: tag lists ask for 999. */
  size: sizeSchema(999),
  targetId: idInputSchema,
});
export type TagListRequest = z.input<typeof tagListRequestSchema>;

const ms = z.number().int().min(0).max(86_400_000);
const tagFields = {
  title: userTitleSchema,
  type: z.string().trim().min(1).max(40),
  playerColor: z.string().max(20).nullable().optional(),
  playerNumber: z.string().max(10).nullable().optional(),
  teamId: idInputSchema.nullable().optional(),
};

export const tagSaveRequestSchema = z
  .strictObject({
    ...tagFields,
    targetId: idInputSchema,
    startTime: ms,
    endTime: ms,
    /** Needs the user's globalTags flag. */
    global: z.boolean().default(false),
    mode: z.literal('sync').default('sync'),
    videoType: z.enum(['live', 'vod']),
    streamName: z.string().min(1).max(40).default('hd'),
  })
  .refine((t) => t.endTime >= t.startTime, { message: 'endTime must not be before startTime', path: ['endTime'] });
export type TagSaveRequest = z.input<typeof tagSaveRequestSchema>;

export const tagUpdateRequestSchema = z
  .strictObject({
    id: idInputSchema,
    title: tagFields.title.optional(),
    type: tagFields.type.optional(),
    playerColor: tagFields.playerColor,
    playerNumber: tagFields.playerNumber,
    teamId: tagFields.teamId,
    startTime: ms.optional(),
    endTime: ms.optional(),
  })
  .refine((t) => t.startTime === undefined || t.endTime === undefined || t.endTime >= t.startTime, {
    message: 'endTime must not be before startTime',
    path: ['endTime'],
  });
export type TagUpdateRequest = z.input<typeof tagUpdateRequestSchema>;

export const tagRemoveListRequestSchema = z.strictObject({ ids: z.array(idInputSchema).min(1).max(1000) });
export type TagRemoveListRequest = z.input<typeof tagRemoveListRequestSchema>;
