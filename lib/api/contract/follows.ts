/** Follow calls of SPEC §7 (list_by_user v2, save, remove_by_reference) and the follow item of §3. */
import * as z from './zod';
import { contentSchema, idInputSchema, idSchema, isoDateSchema, oneOrMany, pageQuerySchema, paginatedSchema, sizeQuerySchema, urlSchema } from './common';

export const FOLLOW_TYPES = ['team', 'identity_item'] as const;

export const followItemSchema = z.looseObject({
  /** The followed identity's id (the reference). */
  id: idSchema,
  title: z.string(),
  /** 'team', or 'identity_item' for leagues, categories and sub-categories. */
  type: z.enum(FOLLOW_TYPES),
  /** The identity ids this follow covers. */
  identitiesId: z.array(idSchema),
  imageUrl: z.nullable(urlSchema),
  followedAt: isoDateSchema,
});
export type FollowItem = z.output<typeof followItemSchema>;

/** Query arrays arrive as types[]=team&types[]=identity_item. */
export const followListQuerySchema = z.strictObject({
  size: sizeQuerySchema(150),
  page: pageQuerySchema,
  version: z._default(z.enum(['1', '2']), '2'),
  types: z.optional(oneOrMany(z.enum(FOLLOW_TYPES))),
});

export const followListAnswerSchema = contentSchema(paginatedSchema(followItemSchema));
export const followItemAnswerSchema = contentSchema(followItemSchema);

export const followSaveRequestSchema = z.strictObject({ reference_id: idInputSchema, type: z.enum(FOLLOW_TYPES) });

export const followRemoveRequestSchema = z.strictObject({ id: idInputSchema });
