/** The server settings from process.env, validated (see .env.example; README Configuration, Environment, names the few other readers, each with its reason); the public ones are in lib/public-env.ts. */
// Relative, not '@/…': next.config.ts loads this file before path aliases exist.
import * as z from './api/contract/zod';

/** Empty counts as unset (a `NAME=` line in an env file). */
const unlessEmpty = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    z.optional(schema),
  );

const serverSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(z.coerce.number().check(z.int(), z.positive()), 3000),
  API_PORT: z._default(z.coerce.number().check(z.int(), z.positive()), 4000),
  /** Where the portal's server reaches the platform API when a tenant's api_base is relative. */
  INTERNAL_API_BASE: z.optional(z.url()),
  /** Deadline of one server-side call to the platform API, in ms (a tenant may set its own: api_timeout_ms). */
  API_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 3000),
  /** Requests the portal server works on at once (portal-server/admission.ts); the rest wait their turn. */
  MAX_CONCURRENT_REQUESTS: z._default(z.coerce.number().check(z.int(), z.positive()), 32),
  /** MB of public page versions the portal server keeps to serve without Next (portal-server/page-store.ts); 0: none. */
  PAGE_STORE_MB: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 64),
  BUILD_ID: z.optional(z.string().check(z.minLength(1))),
  /** Build output folder (default .next); parallel test runs use their own. */
  NEXT_DIST_DIR: z._default(z.string().check(z.regex(/^\.next[\w-]*$/, 'must be .next or .next-<name>')), '.next'),
  SENTRY_DSN: z.optional(z.url()),
  /**
   * 1: an edge (load balancer, CDN) in front of the portal sets X-Forwarded-For and X-Country-Code
   * and drops what clients send; the portal then relays them to the API. Default 0: the portal
   * relays only the address it sees, and no country.
   */
  TRUSTED_EDGE: z._default(z.enum(['0', '1']), '0'),
  /** 1: serve /dev-ad-test/ (the player test page) in a production build too; it is always on in development. */
  ENABLE_DEV_AD_TEST: z._default(z.enum(['0', '1']), '0'),
  /** 1: serve /_brand/ (the tenant's brand and the shared components, for QA and design: docs/white-label.md) in a production build too. */
  ENABLE_BRAND_PAGE: z._default(z.enum(['0', '1']), '0'),
  /** 1: serve /dev-error-test/ (a page that fails on purpose, for error reporting) in a production build too. */
  ENABLE_DEV_ERROR_TEST: z._default(z.enum(['0', '1']), '0'),
  /**
   * redis:// or rediss://: the page and data cache lives there, shared by every portal instance
   * (cache-handler.mjs reads it too), and the revalidation webhook remembers call ids there.
   */
  REDIS_URL: unlessEmpty(z.url({ protocol: /^rediss?$/ })),
  /** Shared secret of the revalidation webhook (/api/revalidate/); unset: the webhook answers 404. */
  REVALIDATE_SECRET: unlessEmpty(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
});

export type ServerEnv = z.output<typeof serverSchema> & { INTERNAL_API_BASE: string };

export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { ...parsed.data, INTERNAL_API_BASE: parsed.data.INTERNAL_API_BASE ?? `http://127.0.0.1:${parsed.data.API_PORT}` };
}

/** /dev-ad-test/ plays any stream key it is given: only in development, or when a deployment asks for it. */
export const devAdTestEnabled = (env: Pick<ServerEnv, 'NODE_ENV' | 'ENABLE_DEV_AD_TEST'>) => env.NODE_ENV !== 'production' || env.ENABLE_DEV_AD_TEST === '1';

/** /_brand/ shows how the portal is built, not content: only in development, or when a deployment asks for it (a staging one for QA). */
export const brandPageEnabled = (env: Pick<ServerEnv, 'NODE_ENV' | 'ENABLE_BRAND_PAGE'>) => env.NODE_ENV !== 'production' || env.ENABLE_BRAND_PAGE === '1';

/** /dev-error-test/ fails on purpose and fills the error reports: only in development, or when a deployment asks for it. */
export const devErrorTestEnabled = (env: Pick<ServerEnv, 'NODE_ENV' | 'ENABLE_DEV_ERROR_TEST'>) =>
  env.NODE_ENV !== 'production' || env.ENABLE_DEV_ERROR_TEST === '1';
