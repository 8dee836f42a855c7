/** The reference API's configuration: the server's only reader of process.env (see .env.example). */
import { randomBytes } from 'node:crypto';
import * as z from '@/lib/api/contract/zod';

const flag = z.pipe(
  z._default(z.enum(['1', '0', 'true', 'false', '']), ''),
  z.transform((v) => v === '1' || v === 'true'),
);

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  API_PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 4000),
  /** Fastify's default 'localhost' binds both 127.0.0.1 and ::1. */
  API_HOST: z._default(z.string().check(z.minLength(1)), 'localhost'),
  /** Origin that media, image and EPG addresses in answers start with. */
  API_PUBLIC_URL: z.optional(z.url()),
  /** SQLite lives here; ':memory:' keeps it in memory (tests). */
  DATA_DIR: z._default(z.string().check(z.minLength(1)), '.data/api'),
  RESET_DB: flag,
  ACCESS_TOKEN_TTL: z._default(z.coerce.number().check(z.int(), z.positive()), 3600),
  REFRESH_TOKEN_TTL: z._default(z.coerce.number().check(z.int(), z.positive()), 30 * 24 * 3600),
  ADMIN_KEY: z.optional(z.string().check(z.minLength(8))),
  /** Comma-separated origins; empty: http(s)://localhost, *.localhost and 127.0.0.1 on any port. */
  CORS_ORIGINS: z._default(z.string(), ''),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Requests per minute and IP on login, register and the token endpoint. */
  AUTH_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.positive()), 50),
  ENABLE_TEST_IDP: flag,
  /** The viewer's country when no X-Country-Code header (a geo-IP edge would set it) is sent. */
  DEFAULT_VIEWER_COUNTRY: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), 'GB'),
  /** How often the scheduler moves events between upcoming, live and archived. */
  SCHEDULER_INTERVAL_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100)), 5000),
  /** HMAC-SHA256 key of signed media addresses (media/README.md); required in production. */
  MEDIA_SIGNING_KEY: z.optional(z.string().check(z.minLength(32))),
  /** Lifetime of a signed media address, seconds. */
  MEDIA_URL_TTL: z._default(z.coerce.number().check(z.int(), z.minimum(60), z.maximum(86_400)), 900),
});

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  resetDb: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  adminKey: string;
  corsOrigins: string[];
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  authRateLimit: number;
  testIdpEnabled: boolean;
  defaultViewerCountry: string;
  schedulerIntervalMs: number;
  /** A random key per process when MEDIA_SIGNING_KEY is unset (outside production). */
  mediaSigningKey: string;
  mediaUrlTtl: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Pure: tests pass their own record. */
export function parseEnv(source: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.ADMIN_KEY) throw new ConfigError('ADMIN_KEY is required when NODE_ENV=production');
  // Several API processes behind one portal must share the key, or each refuses the others' URLs.
  if (production && !env.MEDIA_SIGNING_KEY) throw new ConfigError('MEDIA_SIGNING_KEY is required when NODE_ENV=production');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.API_PORT,
    host: env.API_HOST,
    publicUrl: (env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}`).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR,
    resetDb: env.RESET_DB,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    adminKey: env.ADMIN_KEY ?? 'dev-admin-key',
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    authRateLimit: env.AUTH_RATE_LIMIT,
    testIdpEnabled: !production || env.ENABLE_TEST_IDP,
    defaultViewerCountry: env.DEFAULT_VIEWER_COUNTRY,
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS,
    mediaSigningKey: env.MEDIA_SIGNING_KEY ?? randomBytes(32).toString('base64url'),
    mediaUrlTtl: env.MEDIA_URL_TTL,
  };
}

export function loadEnv(): ServerConfig {
  return parseEnv(process.env);
}
