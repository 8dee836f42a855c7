/** The only reader of process.env on the server: every variable the portal uses, validated (see .env.example); the public ones are in lib/public-env.ts. */
import { z } from 'zod';

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  API_PORT: z.coerce.number().int().positive().default(4000),
  /** Where the portal's server reaches the platform API when a tenant's api_base is relative. */
  INTERNAL_API_BASE: z.string().url().optional(),
  BUILD_ID: z.string().min(1).optional(),
  /** Build output folder (default .next); parallel test runs use their own. */
  NEXT_DIST_DIR: z.string().regex(/^\.next[\w-]*$/, 'must be .next or .next-<name>').default('.next'),
  SENTRY_DSN: z.string().url().optional(),
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
