/** Starts the reference platform API (npm run api): listens on API_PORT, stops cleanly on SIGTERM/SIGINT. */
import { buildApp } from './app';
import { describeDatabase } from './db';
import { loadEnv } from './env';

const config = loadEnv();
const app = await buildApp({ config });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A hung connection must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`reference API on ${config.publicUrl} (data in ${describeDatabase(config)})`);
  if (config.devTools) app.log.warn('dev tools on (API_DEV_TOOLS): test identity provider, reset outbox, default operator key — local use only');
  if (config.adminKey === null) app.log.info('operator API (/admin) off: set ADMIN_KEY to turn it on');
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
