/**
 * Token pairs. Access and refresh tokens are random and stored only as hashes. Every refresh rotates
 * the pair within its family and revokes the old pair (its access token too); presenting an already
 * rotated refresh token revokes the whole family (it was stolen or replayed).
 */
import { engineOf, type Db } from '../db';
import type { SessionsTable } from '../db/schema';
import { hashSecret, newId, newSecret } from '../domain/ids';

/**
 * What a session may do (the `restricted` column): everything; device management only (a sign-in
 * past the device limit, lifted to full once its device has a place); or, for a device removed from
 * the account, only hear so from the device check and log out — never lifted, never refreshed.
 */
export const SESSION_ACCESS = { full: 0, deviceLimit: 1, deviceRemoved: 2 } as const;

export interface IssuedTokens {
  session: SessionsTable;
  accessToken: string;
  refreshToken: string;
}

export interface IssueOptions {
  userId: string;
  deviceId: string | null;
  restricted: boolean;
  familyId?: string;
  now: number;
  accessTtlS: number;
  refreshTtlS: number;
}

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** The family this replay revoked. */
  | { ok: false; reason: 'reused'; userId: string; familyId: string };

export function createSessionsRepo(db: Db) {
  const engine = engineOf(db);
  async function issue(o: IssueOptions, executor: Db = db): Promise<IssuedTokens> {
    const accessToken = newSecret('at');
    const refreshToken = newSecret('rt');
    const session: SessionsTable = {
      id: newId('ss'),
      family_id: o.familyId ?? newId('sf'),
      user_id: o.userId,
      device_id: o.deviceId,
      access_hash: hashSecret(accessToken),
      access_expires_at: o.now + o.accessTtlS * 1000,
      refresh_hash: hashSecret(refreshToken),
      refresh_expires_at: o.now + o.refreshTtlS * 1000,
      restricted: o.restricted ? SESSION_ACCESS.deviceLimit : SESSION_ACCESS.full,
      rotated_at: null,
      revoked_at: null,
      created_at: o.now,
    };
    await executor.insertInto('sessions').values(session).execute();
    return { session, accessToken, refreshToken };
  }

  const revokeFamily = (familyId: string, now: number) =>
    db.updateTable('sessions').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();

  return {
    issue: (o: IssueOptions) => issue(o),

    byAccessToken: (token: string) => db.selectFrom('sessions').selectAll().where('access_hash', '=', hashSecret(token)).executeTakeFirst(),

    /** One transaction, so two concurrent uses of one refresh token cannot both succeed. */
    refresh: (token: string, o: Omit<IssueOptions, 'userId' | 'deviceId' | 'restricted' | 'familyId'>): Promise<RefreshOutcome> =>
      db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
        // PostgreSQL: the second of two concurrent uses waits here, then reads the rotated row.
        const s = await trx
          .selectFrom('sessions')
          .selectAll()
          .where('refresh_hash', '=', hashSecret(token))
          .$if(engine === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirst();
        if (!s) return { ok: false, reason: 'unknown' };
        // Before the revoked check: a rotated pair is revoked too, and its reuse must end the family.
        if (s.rotated_at !== null) {
          await trx.updateTable('sessions').set({ revoked_at: o.now }).where('family_id', '=', s.family_id).where('revoked_at', 'is', null).execute();
          return { ok: false, reason: 'reused', userId: s.user_id, familyId: s.family_id };
        }
        if (s.revoked_at !== null || s.restricted === SESSION_ACCESS.deviceRemoved) return { ok: false, reason: 'revoked' };
        if (s.refresh_expires_at <= o.now) return { ok: false, reason: 'expired' };
        // The old access token ends with its refresh token: a copy of it stops working now.
        await trx.updateTable('sessions').set({ rotated_at: o.now, revoked_at: o.now }).where('id', '=', s.id).execute();
        const tokens = await issue(
          { ...o, userId: s.user_id, deviceId: s.device_id, restricted: s.restricted === SESSION_ACCESS.deviceLimit, familyId: s.family_id },
          trx,
        );
        return { ok: true, tokens };
      }),

    revokeFamily,

    /** Ends every session of the user (after a password reset), or every one but the caller's (after a change). */
    revokeUser: (userId: string, now: number, keepFamilyId?: string) => {
      let q = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepFamilyId) q = q.where('family_id', '!=', keepFamilyId);
      return q.execute();
    },

    /**
     * A deleted device's sessions keep only the device check, which answers enabled false so that
     * the portal says "device no longer allowed" (SPEC §4) rather than taking the expired-session
     * path, and logout. They can never be lifted again: not even by registering the device anew.
     */
    removeDevice: (userId: string, deviceId: string) =>
      db
        .updateTable('sessions')
        .set({ restricted: SESSION_ACCESS.deviceRemoved })
        .where('user_id', '=', userId)
        .where('device_id', '=', deviceId)
        .where('revoked_at', 'is', null)
        .execute(),

    /** A device-limit session whose device got registered becomes a normal one. */
    lift: (familyId: string) =>
      db
        .updateTable('sessions')
        .set({ restricted: SESSION_ACCESS.full })
        .where('family_id', '=', familyId)
        .where('restricted', '=', SESSION_ACCESS.deviceLimit)
        .execute(),
  };
}
