/** Identity (league, category, sub-category, team) calls of SPEC §7 and the category of SPEC §3. */
import * as z from './zod';
import { contentSchema, idInputSchema, idSchema, isoDateSchema, oneOrMany, pageSchema, paginatedSchema, refSchema, sortOrderSchema, urlSchema } from './common';
import { IDENTITY_KINDS } from './events';

export const bannerSchema = z.looseObject({
  imageUrl: urlSchema,
  linkUrl: z.nullable(urlSchema),
  linkTarget: z.nullable(z.enum(['_self', '_blank'])),
});

export const identitySchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  shortTitle: z.nullable(z.string()),
  /** league, category, subcategory or team. */
  type: z.string(),
  /** Leagues and categories are identities; sub-categories and teams are identity items. */
  media_type: z.enum(['identity', 'identity_item']),
  archived: z.boolean(),
  bannerUrl: z.nullable(urlSchema),
  banners: z.array(bannerSchema),
  mobileBanners: z.array(bannerSchema),
  imageUrl: z.nullable(urlSchema),
  logoUrl: z.nullable(urlSchema),
  color: z.nullable(z.string()),
  /** The parent identities (a team's league, a sub-category's main category). */
  identityIds: z.array(idSchema),
  mainCategories: z.array(refSchema),
  sportType: z.nullable(z.string()),
  facebook: z.nullable(urlSchema),
  instagram: z.nullable(urlSchema),
  x: z.nullable(urlSchema),
  web: z.nullable(urlSchema),
  order: z.int(),
  added: isoDateSchema,
});
export type Identity = z.output<typeof identitySchema>;

export const identityListAnswerSchema = paginatedSchema(identitySchema);
export const identityAnswerSchema = contentSchema(identitySchema);

/** Sort fields of SPEC §3; sub-categories of X sort by 'media_parent_order.X'. */
export const identitySortSchema = z.union([z.enum(['order', 'added', 'title', 'created']), z.string().check(z.regex(/^media_parent_order\.[\w-]{1,128}$/))]);

const pageSizeSchema = z.int().check(z.minimum(1), z.maximum(1000));

const identityListFiltersSchema = z.strictObject({
  media_type: z.optional(oneOrMany(z.enum(['identity', 'identity_item']))),
  archived: z.optional(z.boolean()),
  /** Children of this identity (a league's teams and sub-categories). */
  identityId: z.optional(idInputSchema),
  type: z.optional(oneOrMany(z.enum(IDENTITY_KINDS))),
  sportType: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
});

export const identityListRequestSchema = z.strictObject({
  page: pageSchema,
  /** size and pageSize are synonyms; SPEC §9: category lists use 100. */
  size: z.optional(pageSizeSchema),
  pageSize: z.optional(pageSizeSchema),
  order: z._default(sortOrderSchema, 'asc'),
  sort: z._default(identitySortSchema, 'order'),
  filters: z.prefault(identityListFiltersSchema, {}),
});
export type IdentityListRequest = z.input<typeof identityListRequestSchema>;
