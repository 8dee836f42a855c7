/**
 * Building blocks shared by every area of the wire contract (SPEC §3 lists, §7 envelopes, §8 errors).
 * Answers are loose objects: a customer's backend may add fields and the portal must not break on them.
 * Requests are strict: the reference API refuses what it does not understand.
 */
import { z } from 'zod';

/** Ids are opaque strings on the wire. */
export const idSchema = z.string().min(1).max(128);

/** A request id: a string, or a number some clients keep (answered back as a string). */
export const idInputSchema = z.union([idSchema, z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).transform(String);

/** ISO 8601 date-time with offset, as the API answers every date. */
export const isoDateSchema = z.string().min(10);

/** An absolute or relative address (streams, images, VAST tags). */
export const urlSchema = z.string().min(1);

/** Epoch milliseconds (tag and clip times, survey records). */
export const epochMsSchema = z.number().int().nonnegative();

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS);

/** Paging in a JSON body (SPEC §9: page 0, size 10 unless an area says otherwise). */
export const pageSchema = z.number().int().min(0).max(100_000).default(0);
export const sizeSchema = (fallback = 10) => z.number().int().min(1).max(1000).default(fallback);

/** Paging in a query string: the same limits, parsed from text. */
export const pageQuerySchema = z.coerce.number().int().min(0).max(100_000).default(0);
export const sizeQuerySchema = (fallback = 10) => z.coerce.number().int().min(1).max(1000).default(fallback);

/** A filter that takes one value or a list. */
export const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(100)]);

/** Query booleans arrive as text ('true' / 'false'). */
export const queryBoolSchema = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The paginated list of SPEC §3. */
export const paginatedSchema = <T extends z.ZodType>(entry: T) =>
  z.looseObject({
    /** Entries in this page. */
    entryCount: z.number().int(),
    /** Entries matching the query, over all pages. */
    totalCount: z.number().int(),
    itemsPerPage: z.number().int(),
    /** Index of the first entry of this page (page × itemsPerPage). */
    startIndex: z.number().int(),
    /** Same as totalCount (some clients read this one). */
    count: z.number().int(),
    nextExists: z.boolean(),
    entries: z.array(entry),
    error: z.boolean().optional(),
    message: z.string().nullish(),
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
export const contentSchema = <T extends z.ZodType>(content: T) => z.looseObject({ content });

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
  'rate_limited',
  'payment_declined',
  'invalid_card_token',
  'no_stored_card',
  'invalid_access_code',
  'access_code_used',
  'already_entitled',
  'global_tags_not_allowed',
  'title_required',
  'title_too_long',
  'weak_password',
  'invalid_reset_token',
  'invalid_current_password',
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
export type Ref = z.output<typeof refSchema>;
