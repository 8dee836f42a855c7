/** Profile and watchlist calls of SPEC §7, with the user profile of SPEC §3. */
import * as z from './zod';
import { contentSchema, epochMsSchema, idInputSchema, idSchema, isoDateSchema, pageQuerySchema, sizeQuerySchema } from './common';
import { SPOILER_MODES } from './results';

/** One survey's state in profile.options (SPEC §3); times are epoch milliseconds. */
export const surveyRecordSchema = z.looseObject({
  surveyName: z.string(),
  skipped: z.optional(epochMsSchema),
  submitted: z.optional(epochMsSchema),
  closed: z.optional(epochMsSchema),
});
export type SurveyRecord = z.output<typeof surveyRecordSchema>;

export const profileSchema = z.looseObject({
  id: idSchema,
  /** Account creation date. */
  added: isoDateSchema,
  email: z.string(),
  /** Shown as fullName in the portal. */
  displayName: z.string(),
  city: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  countryName: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  identity: z.nullable(z.string()),
  identityItem: z.nullable(z.string()),
  /** May create global tags (canCreateGlobalTag). */
  globalTags: z.boolean(),
  favoriteClubId: z.nullable(idSchema),
  options: z.record(z.string(), surveyRecordSchema),
  deviceLimit: z.optional(z.int()),
  /** Spoiler-free viewing, an extension (docs/fan-features.md): absent until the user chooses. */
  spoilerFree: z.optional(z.enum(SPOILER_MODES)),
});
export type Profile = z.output<typeof profileSchema>;

export const profileAnswerSchema = contentSchema(profileSchema);

const text = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

export const updateProfileRequestSchema = z.strictObject({
  data: z.strictObject({
    displayName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
    countryName: text(80),
    phone: text(40),
    postalCode: text(20),
    city: text(120),
    gender: text(40),
    identity: text(120),
    identityItem: text(120),
    dateOfBirth: text(40),
    /** The /club page's choice (a team id), or null to clear it. */
    favoriteClubId: z.optional(z.nullable(idSchema)),
    /** Survey records, merged by survey name. */
    options: z.optional(z.record(z.string().check(z.minLength(1), z.maxLength(80)), surveyRecordSchema)),
    /** Spoiler-free viewing (an extension, docs/fan-features.md). */
    spoilerFree: z.optional(z.enum(SPOILER_MODES)),
  }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const watchlistQuerySchema = z.strictObject({
  page: pageQuerySchema,
  size: sizeQuerySchema(),
});

export const watchlistChangeRequestSchema = z.strictObject({ video_id: idInputSchema });
