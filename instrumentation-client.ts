/** Runs in the browser before the app hydrates: error reporting starts once the page is interactive. */
import { publicEnv } from '@/lib/public-env';
import { startClientMonitoring } from '@/lib/monitoring/client';

startClientMonitoring(publicEnv.sentryDsn, publicEnv.environment);
