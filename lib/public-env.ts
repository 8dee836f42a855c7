/** Public values inlined at build time (kept apart from lib/env.ts so the browser ships no validator). */
export const publicEnv = {
  buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev',
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: process.env.NODE_ENV,
};
