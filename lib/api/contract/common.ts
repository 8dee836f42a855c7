/**
 * Building blocks shared by every area of the wire contract (SPEC §3 lists, §7 envelopes, §8 errors).
 * Answers are loose objects: a customer's backend may add fields and the portal must not break on them.
 * Requests are strict: the reference API refuses what it does not understand.
 */
import * as z from './zod';

/** Ids are opaque strings on the wire. */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** A request id: a string, or a number some clients keep (answered back as a string). */
export const idInputSchema = z.pipe(z.union([idSchema, z.int().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER))]), z.transform(String));

/** ISO 8601 date-time with offset, as the API answers every date. */
export const isoDateSchema = z.string().check(z.minLength(10));

/** An absolute or relative address (streams, images, VAST tags). */
export const urlSchema = z.string().check(z.minLength(1));

/** Epoch milliseconds (tag and clip times, survey records). */
export const epochMsSchema = z.int().check(z.nonnegative());

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS);

/** Paging in a JSON body (SPEC §9: page 0, size 10 unless an area says otherwise). */
export const pageSchema = z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0);
export const sizeSchema = (fallback = 10) => z._default(z.int().check(z.minimum(1), z.maximum(1000)), fallback);

/** Paging in a query string: the same limits, parsed from text. */
export const pageQuerySchema = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0);
export const sizeQuerySchema = (fallback = 10) => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), fallback);

/** A filter that takes one value or a list. */
export const oneOrMany = <T extends z.ZodMiniType>(item: T) => z.union([item, z.array(item).check(z.minLength(1), z.maxLength(100))]);

/** Query booleans arrive as text ('true' / 'false'). */
export const queryBoolSchema = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

/** The paginated list of SPEC §3. */
export const paginatedSchema = <T extends z.ZodMiniType>(entry: T) =>
  z.looseObject({
    /** Entries in this page. */
    entryCount: z.int(),
    /** Entries matching the query, over all pages. */
    totalCount: z.int(),
    itemsPerPage: z.int(),
    /** Index of the first entry of this page (page × itemsPerPage). */
    startIndex: z.int(),
    /** Same as totalCount (some clients read this one). */
    count: z.int(),
    nextExists: z.boolean(),
    entries: z.array(entry),
    error: z.optional(z.boolean()),
    message: z.nullish(z.string()),
  });

export type Paginated<T> = {
  entryCount: number;
  totalCount: number;
  itemsPerPage: number;
  startIndex: number;
  count: number;
  nextExists: boolean;
  entries: T[];
  error?: boolean;
  message?: string | null;
};

/** `{ content: … }`, the envelope of most single answers. */
export const contentSchema = <T extends z.ZodMiniType>(content: T) => z.looseObject({ content });

/** Error codes the reference API answers in messageErrorCode (SPEC §8 plus server-side codes). */
export const ERROR_CODES = [
  'default_error_message',
  'validation_error',
  'invalid_json',
  'unauthorized',
  'token_expired',
  'invalid_refresh_token',
  'invalid_credentials',
  'invalid_subject_token',
  'forbidden',
  'device_restricted',
  'device_limit_exceeded',
  'not_found',
  'email_taken',
  'account_exists',
  'rate_limited',
  'payment_declined',
  'invalid_card_token',
  'no_stored_card',
  'invalid_access_code',
  'access_code_used',
  'already_entitled',
  'not_available_in_region',
  'idempotency_key_reused',
  'global_tags_not_allowed',
  'title_required',
  'title_too_long',
  'weak_password',
  'invalid_reset_token',
  'invalid_current_password',
  'overloaded',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The error answer of SPEC §3. messageErrorCode stays a string: other backends have other codes. */
export const errorAnswerSchema = z.looseObject({
  message: z.string(),
  messageErrorCode: z.string(),
  error: z.literal(true),
});
export type ErrorAnswer = z.output<typeof errorAnswerSchema>;

/** A small {id, title} reference (allowed identity items, league of an event, main categories). */
export const refSchema = z.looseObject({ id: idSchema, title: z.string() });
