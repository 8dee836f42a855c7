/** Operators' comments on an event's timeline (the comment-on-media messages). */
import type { Db } from '../db';
import type { CommentsTable } from '../db/schema';

export function createCommentsRepo(db: Db) {
  return {
    byId: (id: string) => db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst(),
    create: (row: CommentsTable) => db.insertInto('comments').values(row).execute(),
    update: (id: string, values: Partial<Pick<CommentsTable, 'title' | 'body' | 'type' | 'start_time' | 'end_time' | 'updated_at'>>) =>
      db.updateTable('comments').set(values).where('id', '=', id).execute(),
    remove: (id: string) => db.deleteFrom('comments').where('id', '=', id).execute(),
  };
}
