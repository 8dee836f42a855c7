/** Users, their social logins and devices. */
import type { Db } from '../db';
import type { DevicesTable, UsersTable } from '../db/schema';

export function createAccountsRepo(db: Db) {
  return {
    userById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    userByEmail: (email: string) => db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),
    createUser: (row: UsersTable) => db.insertInto('users').values({ ...row, email: row.email.toLowerCase() }).execute(),
    updateUser: (id: string, values: Partial<Omit<UsersTable, 'id' | 'email'>>) => db.updateTable('users').set(values).where('id', '=', id).execute(),
    /** Cascades to everything the user owns. */
    deleteUser: (id: string) => db.deleteFrom('users').where('id', '=', id).execute(),

    socialUserId: async (provider: string, subject: string) =>
      (await db.selectFrom('social_accounts').select('user_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst())?.user_id,
    linkSocial: (provider: string, subject: string, userId: string, now: number) =>
      db.insertInto('social_accounts').values({ provider, subject, user_id: userId, created_at: now }).onConflict((oc) => oc.doNothing()).execute(),

    devices: (userId: string) => db.selectFrom('devices').selectAll().where('user_id', '=', userId).orderBy('added_at').orderBy('id').execute(),
    device: (userId: string, deviceId: string) =>
      db.selectFrom('devices').selectAll().where('user_id', '=', userId).where('device_id', '=', deviceId).executeTakeFirst(),
    addDevice: (row: DevicesTable) => db.insertInto('devices').values(row).execute(),
    touchDevice: (id: string, now: number) => db.updateTable('devices').set({ updated_at: now }).where('id', '=', id).execute(),
    deleteDevice: (id: string) => db.deleteFrom('devices').where('id', '=', id).execute(),
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
