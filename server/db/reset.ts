/** npm run db:reset: empties the database (SQLite under DATA_DIR, or DATABASE_URL's schema), migrates and seeds it anew. */
import { loadEnv } from '../env';
import { closeDatabase, describeDatabase, openDatabase, removeDatabase } from './index';
import { seedDatabase } from './seed';

const config = loadEnv();
const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
await removeDatabase(target);
const db = await openDatabase(target);
await seedDatabase(db, { publicUrl: config.publicUrl, now: Date.now() });
await closeDatabase(db);
console.log(`Database reset and seeded in ${describeDatabase(target)}`);
