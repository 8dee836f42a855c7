/**
 * Password hashing: argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), cheap enough
 * for a demo server under test load; the parameters live in each hash, so raising them later works.
 */
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string, salt?: Buffer) => argon2.hash(password, salt ? { ...OPTIONS, salt } : OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
