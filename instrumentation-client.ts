/** Runs in the browser before the app hydrates. */
import { publicEnv } from '@/lib/public-env';
import { initMonitoring } from '@/lib/monitoring';

initMonitoring(publicEnv.sentryDsn, publicEnv.environment);
