/** Opens (and with RESET_DB first deletes) the database, migrates it and seeds it when empty. */
import { openDatabase, removeDatabase } from '../../db';
import { isSeeded, seedDatabase } from '../../db/seed';
import { globalPlugin } from '../global';

export default globalPlugin('db', async (app) => {
  const { dataDir, resetDb, publicUrl } = app.config;
  if (resetDb) removeDatabase(dataDir);
  const db = await openDatabase(dataDir);
  if (!(await isSeeded(db))) {
    await seedDatabase(db, { publicUrl, now: app.clock() });
    app.log.info({ dataDir }, 'database seeded');
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
});
