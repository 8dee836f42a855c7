/** Users, their social logins, devices and password reset tokens. */
import { engineOf, lockUser, type Db } from '../db';
import type { DevicesTable, UsersTable } from '../db/schema';
import { hashSecret, newId, newSecret } from '../domain/ids';

export type ResetOutcome = { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export function createAccountsRepo(db: Db) {
  const engine = engineOf(db);
  return {
    userById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    userByEmail: (email: string) => db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),
    createUser: (row: UsersTable) =>
      db
        .insertInto('users')
        .values({ ...row, email: row.email.toLowerCase() })
        .execute(),
    updateUser: (id: string, values: Partial<Omit<UsersTable, 'id' | 'email'>>) => db.updateTable('users').set(values).where('id', '=', id).execute(),
    userByCalendarToken: (token: string) => db.selectFrom('users').select('id').where('calendar_token', '=', token).executeTakeFirst(),
    setCalendarToken: (id: string, token: string) => db.updateTable('users').set({ calendar_token: token }).where('id', '=', id).execute(),
    /** Cascades to everything the user owns. */
    deleteUser: (id: string) => db.deleteFrom('users').where('id', '=', id).execute(),

    socialUserId: async (provider: string, subject: string) =>
      (await db.selectFrom('social_accounts').select('user_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst())?.user_id,
    linkSocial: (provider: string, subject: string, userId: string, now: number) =>
      db
        .insertInto('social_accounts')
        .values({ provider, subject, user_id: userId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute(),

    devices: (userId: string) => db.selectFrom('devices').selectAll().where('user_id', '=', userId).orderBy('added_at').orderBy('id').execute(),
    device: (userId: string, deviceId: string) =>
      db.selectFrom('devices').selectAll().where('user_id', '=', userId).where('device_id', '=', deviceId).executeTakeFirst(),
    /**
     * Adds the device while the user has fewer than `limit`, counting and inserting in one statement:
     * parallel sign-ins from new devices cannot all see the same free place (SPEC §4's device limit).
     * A device the user already has is left as it is, so two first sign-ins from one device (parallel
     * tabs, a retried request) both succeed. Callers read the list again to learn the outcome.
     * PostgreSQL runs such statements side by side, each counting without the others' rows: there the
     * user's row is locked first.
     */
    addDevice: (row: DevicesTable, limit: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        await lockUser(trx, engine, row.user_id);
        const columns = Object.keys(row) as (keyof DevicesTable)[];
        await trx
          .insertInto('devices')
          .columns(columns)
          .expression(
            trx
              .selectNoFrom((eb) => columns.map((c) => eb.val(row[c]).as(c)))
              .where((eb) => eb(eb.selectFrom('devices').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', row.user_id), '<', limit)),
          )
          .onConflict((oc) => oc.columns(['user_id', 'device_id']).doNothing())
          .execute();
      }),
    /** A known device signed in again; appVersion (when the client gave one) replaces the stored one. */
    touchDevice: (id: string, now: number, appVersion?: string) =>
      db
        .updateTable('devices')
        .set({ updated_at: now, ...(appVersion ? { app_version: appVersion } : {}) })
        .where('id', '=', id)
        .execute(),
    /** The client version a session's device refreshed with. */
    setDeviceAppVersion: (userId: string, deviceId: string, appVersion: string) =>
      db.updateTable('devices').set({ app_version: appVersion }).where('user_id', '=', userId).where('device_id', '=', deviceId).execute(),
    deleteDevice: (id: string) => db.deleteFrom('devices').where('id', '=', id).execute(),

    setPassword: (id: string, passwordHash: string) => db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute(),

    /** A new reset token for the user (returned once; only its hash is kept). Earlier unused ones stop working. */
    createPasswordReset: async (userId: string, now: number, ttlMs: number): Promise<string> => {
      const token = newSecret('pr');
      await db.transaction().execute(async (trx) => {
        await lockUser(trx, engine, userId);
        await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
        await trx
          .insertInto('password_resets')
          .values({ id: newId('pr'), user_id: userId, token_hash: hashSecret(token), expires_at: now + ttlMs, used_at: null, created_at: now })
          .execute();
      });
      return token;
    },

    /**
     * Spends a reset token and sets the new password in one transaction, so one token cannot set two
     * passwords even when two requests race.
     */
    resetPassword: (token: string, passwordHash: string, now: number): Promise<ResetOutcome> =>
      db.transaction().execute(async (trx): Promise<ResetOutcome> => {
        // PostgreSQL: a concurrent use of the same token waits here, then reads it spent.
        const row = await trx
          .selectFrom('password_resets')
          .selectAll()
          .where('token_hash', '=', hashSecret(token))
          .$if(engine === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.used_at !== null) return { ok: false, reason: 'used' };
        if (row.expires_at <= now) return { ok: false, reason: 'expired' };
        await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', row.id).execute();
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.user_id).execute();
        return { ok: true, userId: row.user_id };
      }),
  };
}
