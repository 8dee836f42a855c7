/** The reference API's configuration: the server's only reader of process.env (see .env.example). */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { getHeapStatistics } from 'node:v8';
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
  /** SQLite lives here; ':memory:' keeps it in memory (tests; with DATABASE_URL, a throwaway schema). */
  DATA_DIR: z._default(z.string().check(z.minLength(1)), '.data/api'),
  /** postgres://user:password@host:port/database: PostgreSQL instead of SQLite. Empty counts as unset. */
  DATABASE_URL: z.optional(z.string()),
  RESET_DB: flag,
  ACCESS_TOKEN_TTL: z._default(z.coerce.number().check(z.int(), z.positive()), 3600),
  REFRESH_TOKEN_TTL: z._default(z.coerce.number().check(z.int(), z.positive()), 30 * 24 * 3600),
  /** Empty counts as unset (an `ADMIN_KEY=` line in an env file). */
  ADMIN_KEY: z.optional(z.union([z.literal(''), z.string().check(z.minLength(8))])),
  /** Comma-separated origins; empty: http(s)://localhost, *.localhost and 127.0.0.1 on any port. */
  CORS_ORIGINS: z._default(z.string(), ''),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Requests per minute and IP on login, register and the token endpoint. */
  AUTH_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.positive()), 50),
  /** The viewer's country when no X-Country-Code header (a geo-IP edge would set it) is sent. */
  DEFAULT_VIEWER_COUNTRY: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), 'GB'),
  /** How often the scheduler moves events between upcoming, live and archived. */
  SCHEDULER_INTERVAL_MS: z._default(z.coerce.number().check(z.int(), z.minimum(100)), 5000),

  // ---- Hardening: dev tools, client address, per-account and operator limits ----
  /** Local development tools: the reset outbox, the default operator key, the test identity provider. */
  API_DEV_TOOLS: flag,
  /** Comma list of proxy addresses or CIDRs (or 'loopback') whose X-Forwarded-For and X-Country-Code are believed. */
  TRUSTED_PROXIES: z._default(z.string(), 'loopback'),
  /** Failed logins and reset mails per account (e-mail) and 15 minutes. */
  ACCOUNT_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.positive()), 10),
  /** Operator API requests per minute and client address (wrong keys have a stricter limit of their own). */
  ADMIN_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.positive()), 300),
  /** HMAC-SHA256 key of signed media addresses (media/README.md); required in production. */
  MEDIA_SIGNING_KEY: z.optional(z.string().check(z.minLength(32))),
  /** Lifetime of a signed media address, seconds. */
  MEDIA_URL_TTL: z._default(z.coerce.number().check(z.int(), z.minimum(60), z.maximum(86_400)), 900),

  // ---- Load shedding (@fastify/under-pressure): 503 + Retry-After instead of an endless queue ----
  /** Mean event-loop delay, ms, past which requests are refused; 0: no check. */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 1000),
  /** V8 heap in use, MiB, past which requests are refused; 0: no check; unset: 90 % of V8's heap limit. */
  LOAD_SHED_HEAP_USED_MB: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),

  // ---- More than one process: shared Redis, the portal's revalidation webhook (empty counts as unset) ----
  /** redis:// or rediss://: socket messages, locks of the jobs that run once, rate limits. Unset: all in this process. */
  REDIS_URL: z.optional(z.union([z.literal(''), z.url({ protocol: /^rediss?$/ })])),
  /** The portal's revalidation webhook (its /api/revalidate/), called on every change of an event. */
  PORTAL_REVALIDATE_URL: z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
  /** Shared secret that signs the webhook calls (the portal's REVALIDATE_SECRET). */
  REVALIDATE_SECRET: z.optional(z.union([z.literal(''), z.string().check(z.minLength(32))])),

  // ---- Kick-off reminders (docs/fan-features.md): Web Push and OneSignal (empty counts as unset) ----
  /** The VAPID key pair (base64url, as web-push generate-vapid-keys prints it). */
  VAPID_PUBLIC_KEY: z.optional(z.union([z.literal(''), z.string().check(z.regex(/^[\w-]{87}$/, 'must be a base64url P-256 public key'))])),
  VAPID_PRIVATE_KEY: z.optional(z.union([z.literal(''), z.string().check(z.regex(/^[\w-]{43}$/, 'must be a base64url P-256 private key'))])),
  /** Who push services contact about this sender: mailto: or https:. */
  VAPID_SUBJECT: z.optional(z.union([z.literal(''), z.string().check(z.regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://'))])),
  /** Comma list of push service hosts (each also covers its subdomains) subscriptions may point at. */
  PUSH_SERVICE_HOSTS: z._default(z.string(), ''),
  /** OneSignal's REST API key, for tenants whose portal registers OneSignal subscriptions. */
  ONESIGNAL_REST_API_KEY: z.optional(z.string()),
  ONESIGNAL_API_URL: z._default(z.url({ protocol: /^https?$/ }), 'https://api.onesignal.com'),
});

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** null: SQLite under dataDir. */
  databaseUrl: string | null;
  resetDb: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  corsOrigins: string[];
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  authRateLimit: number;
  defaultViewerCountry: string;
  schedulerIntervalMs: number;

  /** NODE_ENV=test or API_DEV_TOOLS=1, on a loopback address only: the reset outbox and the test identity provider. */
  devTools: boolean;
  /** The test identity provider (/idp/*): only with the dev tools. */
  testIdpEnabled: boolean;
  /** null: no operator API (no ADMIN_KEY and no dev tools). */
  adminKey: string | null;
  /** Addresses, CIDRs or 'loopback'; empty: no proxy is trusted. */
  trustedProxies: string[];
  accountRateLimit: number;
  adminRateLimit: number;

  /** A random key per process when MEDIA_SIGNING_KEY is unset (outside production). */
  mediaSigningKey: string;
  mediaUrlTtl: number;

  /** 0: no event-loop delay check. */
  loadShedEventLoopDelayMs: number;
  /** 0: no heap check. */
  loadShedHeapUsedBytes: number;

  /** null: one process, nothing shared (in-memory socket rooms, locks and rate limits). */
  redisUrl: string | null;
  /** null: no portal to tell of event changes. */
  portalRevalidation: { url: string; secret: string } | null;

  push: PushConfig;
}

export interface PushConfig {
  /** null: a pair is made and kept in DATA_DIR (outside production), or no Web Push (production). */
  vapid: { publicKey: string; privateKey: string } | null;
  subject: string;
  /** Hosts (with their subdomains) a subscription's endpoint may name. */
  serviceHosts: string[];
  /** A loopback endpoint, http or https (a test's push service): with the dev tools only. */
  allowLoopback: boolean;
  oneSignal: { apiKey: string; apiUrl: string } | null;
}

/** The browsers' push services (Chrome, Firefox, Edge, Safari). */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** The key the dev tools fall back to, published in the README: never accepted in production. */
export const DEV_ADMIN_KEY = 'dev-admin-key';
const MIB = 1024 * 1024;
/** A production operator key must be at least this long. */
export const MIN_PRODUCTION_ADMIN_KEY = 24;

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/** 'loopback', an IP address, or an address/prefix. */
function validProxyEntry(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
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
  const adminKey = env.ADMIN_KEY || null;
  if (production && !adminKey) throw new ConfigError('ADMIN_KEY is required when NODE_ENV=production');
  if (production && adminKey && (adminKey === DEV_ADMIN_KEY || adminKey.length < MIN_PRODUCTION_ADMIN_KEY)) {
    throw new ConfigError(
      `ADMIN_KEY must be a secret of at least ${MIN_PRODUCTION_ADMIN_KEY} characters (not the published ${DEV_ADMIN_KEY}) when NODE_ENV=production`,
    );
  }
  if (production && env.API_DEV_TOOLS) throw new ConfigError('API_DEV_TOOLS cannot be on when NODE_ENV=production');
  const devTools = env.NODE_ENV === 'test' || env.API_DEV_TOOLS;
  // The outbox hands out reset tokens and the test provider signs anyone in: never on a reachable interface.
  if (devTools && !isLoopbackHost(env.API_HOST)) {
    const cause = env.API_DEV_TOOLS ? 'API_DEV_TOOLS=1' : 'NODE_ENV=test';
    throw new ConfigError(`${cause} needs API_HOST on loopback (localhost, 127.0.0.1 or ::1), not ${env.API_HOST}`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/./.test(databaseUrl))
    throw new ConfigError('Invalid environment variable DATABASE_URL: expected postgres://user:password@host:port/database');
  const trustedProxies = env.TRUSTED_PROXIES.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const badProxy = trustedProxies.find((p) => !validProxyEntry(p));
  if (badProxy !== undefined) throw new ConfigError(`Invalid environment variable TRUSTED_PROXIES: ${badProxy} is not an address, address/prefix or loopback`);
  // Several API processes behind one portal must share the key, or each refuses the others' URLs.
  if (production && !env.MEDIA_SIGNING_KEY) throw new ConfigError('MEDIA_SIGNING_KEY is required when NODE_ENV=production');
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  if (env.PORTAL_REVALIDATE_URL && !env.REVALIDATE_SECRET)
    throw new ConfigError("PORTAL_REVALIDATE_URL needs REVALIDATE_SECRET (the portal's, at least 32 characters)");
  const publicUrl = (env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.API_PORT,
    host: env.API_HOST,
    publicUrl,
    dataDir: env.DATA_DIR,
    databaseUrl,
    resetDb: env.RESET_DB,
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    authRateLimit: env.AUTH_RATE_LIMIT,
    defaultViewerCountry: env.DEFAULT_VIEWER_COUNTRY,
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS,

    devTools,
    testIdpEnabled: devTools,
    adminKey: adminKey ?? (devTools ? DEV_ADMIN_KEY : null),
    trustedProxies,
    accountRateLimit: env.ACCOUNT_RATE_LIMIT,
    adminRateLimit: env.ADMIN_RATE_LIMIT,

    mediaSigningKey: env.MEDIA_SIGNING_KEY ?? randomBytes(32).toString('base64url'),
    mediaUrlTtl: env.MEDIA_URL_TTL,

    loadShedEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    // Near V8's limit the process is about to die of out-of-memory: refusing work first lets it recover.
    loadShedHeapUsedBytes: env.LOAD_SHED_HEAP_USED_MB === undefined ? Math.floor(getHeapStatistics().heap_size_limit * 0.9) : env.LOAD_SHED_HEAP_USED_MB * MIB,

    redisUrl: env.REDIS_URL || null,
    portalRevalidation: env.PORTAL_REVALIDATE_URL && env.REVALIDATE_SECRET ? { url: env.PORTAL_REVALIDATE_URL, secret: env.REVALIDATE_SECRET } : null,

    push: {
      vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : null,
      subject: env.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@example.com'),
      serviceHosts: [
        ...DEFAULT_PUSH_SERVICE_HOSTS,
        ...env.PUSH_SERVICE_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ],
      allowLoopback: devTools,
      oneSignal: env.ONESIGNAL_REST_API_KEY ? { apiKey: env.ONESIGNAL_REST_API_KEY, apiUrl: env.ONESIGNAL_API_URL.replace(/\/+$/, '') } : null,
    },
  };
}

export function loadEnv(): ServerConfig {
  return parseEnv(process.env);
}
