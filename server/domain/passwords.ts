/**
 * Password hashing: argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), cheap enough
 * for a demo server under test load; the parameters live in each hash, so raising them later works.
 * @node-rs/argon2 writes and reads the standard encoded form, the same as any argon2 library.
 */
import { randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/** Its Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string, salt?: Buffer) => argon2Hash(password, salt ? { ...OPTIONS, salt } : OPTIONS);

/** A hash of a password nobody has, made once: what an account without a password is checked against. */
let nobodysHash: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (an unknown e-mail, an account that signs in
 * only through a provider) the password is still checked, against a hash nobody's password matches:
 * the answer takes as long as for a real account, so its timing does not tell which e-mails have one.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  nobodysHash ??= hashPassword(randomBytes(32).toString('base64url'));
  try {
    const matches = await argon2Verify(hash ?? (await nobodysHash), password);
    return matches && hash !== null;
  } catch {
    return false;
  }
}
