/** npm run db:reset: deletes the database under DATA_DIR and creates, migrates and seeds it anew. */
import { loadEnv } from '../env';
import { openDatabase, removeDatabase } from './index';
import { seedDatabase } from './seed';

const config = loadEnv();
removeDatabase(config.dataDir);
const db = await openDatabase(config.dataDir);
await seedDatabase(db, { publicUrl: config.publicUrl, now: Date.now() });
await db.destroy();
console.log(`Database reset and seeded in ${config.dataDir}`);
