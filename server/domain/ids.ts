/** Ids for new rows and opaque credentials (stored only as hashes). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;

/** A bearer credential: 32 random bytes, base64url, with a readable prefix. */
export const newSecret = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
