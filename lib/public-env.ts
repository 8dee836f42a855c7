/** Public values inlined at build time (kept apart from lib/env.ts so the browser ships no validator). */
export const publicEnv = {
  buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev',
  /** The installed hls.js version (next.config.ts), which names the file app/vendor serves. */
  hlsVersion: process.env.NEXT_PUBLIC_HLS_VERSION ?? 'dev',
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: process.env.NODE_ENV,
};
