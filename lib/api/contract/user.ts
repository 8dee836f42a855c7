/** Profile and watchlist calls of SPEC §7, with the user profile of SPEC §3. */
import { z } from 'zod';
import { contentSchema, epochMsSchema, idInputSchema, idSchema, isoDateSchema, pageQuerySchema, sizeQuerySchema } from './common';

/** One survey's state in profile.options (SPEC §3); times are epoch milliseconds. */
export const surveyRecordSchema = z.looseObject({
  surveyName: z.string(),
  skipped: epochMsSchema.optional(),
  submitted: epochMsSchema.optional(),
  closed: epochMsSchema.optional(),
});
export type SurveyRecord = z.output<typeof surveyRecordSchema>;

export const profileSchema = z.looseObject({
  id: idSchema,
  /** Account creation date. */
  added: isoDateSchema,
  email: z.string(),
  /** Shown as fullName in the portal. */
  displayName: z.string(),
  city: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  countryName: z.string().nullable(),
  postalCode: z.string().nullable(),
  identity: z.string().nullable(),
  identityItem: z.string().nullable(),
  /** May create global tags (canCreateGlobalTag). */
  globalTags: z.boolean(),
  favoriteClubId: idSchema.nullable(),
  options: z.record(z.string(), surveyRecordSchema),
  deviceLimit: z.number().int().optional(),
});
export type Profile = z.output<typeof profileSchema>;

export const profileAnswerSchema = contentSchema(profileSchema);

const text = (max: number) => z.string().trim().max(max).nullable().optional();

export const updateProfileRequestSchema = z.strictObject({
  data: z.strictObject({
    displayName: z.string().trim().min(1).max(120).optional(),
    countryName: text(80),
    phone: text(40),
    postalCode: text(20),
    city: text(120),
    gender: text(40),
    identity: text(120),
    identityItem: text(120),
    dateOfBirth: text(40),
    /** The /club page's choice (a team id), or null to clear it. */
    favoriteClubId: idSchema.nullable().optional(),
    /** Survey records, merged by survey name. */
    options: z.record(z.string().min(1).max(80), surveyRecordSchema).optional(),
  }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The whole profile after the update (a superset of the fields SPEC §7 lists). */
export const updateProfileAnswerSchema = profileAnswerSchema;

export const watchlistQuerySchema = z.strictObject({
  page: pageQuerySchema,
  size: sizeQuerySchema(),
});
export type WatchlistQuery = z.input<typeof watchlistQuerySchema>;

export const watchlistChangeRequestSchema = z.strictObject({ video_id: idInputSchema });
export type WatchlistChangeRequest = z.input<typeof watchlistChangeRequestSchema>;
