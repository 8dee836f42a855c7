/**
 * Opens the database (SQLite, or PostgreSQL with DATABASE_URL; with RESET_DB first emptied), migrates
 * it and seeds it when empty, or else moves its media addresses to this API's public URL.
 */
import { closeDatabase, describeDatabase, openDatabase, removeDatabase } from '../../db';
import { seedIfEmpty } from '../../db/seed';
import { rebaseMedia } from '../../db/seed/rebase';
import { globalPlugin } from '../global';

export default globalPlugin('db', async (app) => {
  const { dataDir, databaseUrl, resetDb, publicUrl } = app.config;
  const target = { dataDir, databaseUrl };
  if (resetDb) await removeDatabase(target);
  const db = await openDatabase(target, (err) => app.log.warn({ err }, 'an idle database connection broke'));
  if (await seedIfEmpty(db, { publicUrl, now: app.clock() })) app.log.info({ database: describeDatabase(target) }, 'database seeded');
  else {
    // Seeded by a run on another port or address: its posters and streams would point there.
    const moved = await rebaseMedia(db, publicUrl);
    if (moved > 0) app.log.info({ rows: moved, publicUrl }, 'media addresses moved to this public URL');
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await closeDatabase(db);
  });
});
