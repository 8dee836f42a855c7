/** Identity (league, category, sub-category, team) calls of SPEC §7 and the category of SPEC §3. */
import { z } from 'zod';
import { contentSchema, idInputSchema, idSchema, isoDateSchema, oneOrMany, pageSchema, paginatedSchema, refSchema, sortOrderSchema, urlSchema } from './common';
import { IDENTITY_KINDS } from './events';

export const bannerSchema = z.looseObject({
  imageUrl: urlSchema,
  linkUrl: urlSchema.nullable(),
  linkTarget: z.enum(['_self', '_blank']).nullable(),
});

export const identitySchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  shortTitle: z.string().nullable(),
  /** league, category, subcategory or team. */
  type: z.string(),
  /** Leagues and categories are identities; sub-categories and teams are identity items. */
  media_type: z.enum(['identity', 'identity_item']),
  archived: z.boolean(),
  bannerUrl: urlSchema.nullable(),
  banners: z.array(bannerSchema),
  mobileBanners: z.array(bannerSchema),
  imageUrl: urlSchema.nullable(),
  logoUrl: urlSchema.nullable(),
  color: z.string().nullable(),
  /** The parent identities (a team's league, a sub-category's main category). */
  identityIds: z.array(idSchema),
  mainCategories: z.array(refSchema),
  sportType: z.string().nullable(),
  facebook: urlSchema.nullable(),
  instagram: urlSchema.nullable(),
  x: urlSchema.nullable(),
  web: urlSchema.nullable(),
  order: z.number().int(),
  added: isoDateSchema,
});
export type Identity = z.output<typeof identitySchema>;

export const identityListAnswerSchema = paginatedSchema(identitySchema);
export const identityAnswerSchema = contentSchema(identitySchema);

/** Sort fields of SPEC §3; sub-categories of X sort by 'media_parent_order.X'. */
export const identitySortSchema = z.union([
  z.enum(['order', 'added', 'title', 'created']),
  z.string().regex(/^media_parent_order\.[\w-]{1,128}$/),
]);

export const identityListRequestSchema = z
  .strictObject({
    page: pageSchema,
    /** size and pageSize are synonyms; SPEC §9: category lists use 100. */
    size: z.number().int().min(1).max(1000).optional(),
    pageSize: z.number().int().min(1).max(1000).optional(),
    order: sortOrderSchema.default('asc'),
    sort: identitySortSchema.default('order'),
    filters: z
      .strictObject({
        media_type: oneOrMany(z.enum(['identity', 'identity_item'])).optional(),
        archived: z.boolean().optional(),
        /** Children of this identity (a league's teams and sub-categories). */
        identityId: idInputSchema.optional(),
        type: oneOrMany(z.enum(IDENTITY_KINDS)).optional(),
        sportType: z.string().min(1).max(40).optional(),
      })
      .prefault({}),
  });
export type IdentityListRequest = z.input<typeof identityListRequestSchema>;
