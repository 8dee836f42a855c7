/**
 * Reads and validates every tenant: the files in `tenants/*.json` plus an optional tenant given
 * through the environment (TENANT_CONFIG). Used by next.config.ts (so dev, build and start stop on
 * a broken tenant) and by the server-side registry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assetProblem, brandFiles } from './assets';
import { tenantSchema, type TenantConfig } from './schema';

export class TenantConfigError extends Error {
  constructor(
    readonly tenant: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid tenant configuration "${tenant}": field "${field}" ${detail}`);
    this.name = 'TenantConfigError';
  }
}

export interface TenantRegistry {
  tenants: TenantConfig[];
  defaultId: string;
}

/** Values may say `${API_PORT}` so the demo tenants follow the reference API's port. */
export function interpolate(raw: string, vars: Record<string, string>): string {
  return raw.replace(/\$\{(API_PORT)\}/g, (_, name: string) => vars[name] ?? '');
}

export function parseTenant(source: string, json: string, vars: Record<string, string>): TenantConfig {
  let data: unknown;
  try {
    data = JSON.parse(interpolate(json, vars));
  } catch (error) {
    throw new TenantConfigError(source, '(file)', `is not valid JSON: ${(error as Error).message}`);
  }
  const result = tenantSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || '(root)';
    throw new TenantConfigError(source, field, `${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

export interface LoadOptions {
  dir?: string;
  env?: Record<string, string | undefined>;
}

export function loadTenants({ dir = path.join(process.cwd(), 'tenants'), env = process.env }: LoadOptions = {}): TenantRegistry {
  const vars = { API_PORT: env.API_PORT || '4000' };
  const tenants: TenantConfig[] = [];
  const files = fs.existsSync(/*turbopackIgnore: true*/ dir)
    ? fs
        .readdirSync(/*turbopackIgnore: true*/ dir)
        // tenant.schema.json beside them is the files' JSON Schema, not a tenant.
        .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
        .sort()
    : [];
  for (const file of files) {
    const name = file.replace(/\.json$/, '');
    const tenant = parseTenant(name, fs.readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8'), vars);
    if (tenant.id !== name) throw new TenantConfigError(name, 'id', `must equal the file name ("${name}")`);
    tenants.push(tenant);
  }
  if (env.TENANT_CONFIG) {
    const tenant = parseTenant('TENANT_CONFIG', env.TENANT_CONFIG, vars);
    const existing = tenants.findIndex((t) => t.id === tenant.id);
    if (existing >= 0) tenants.splice(existing, 1);
    tenants.unshift(tenant);
  }
  const hostOwner = new Map<string, string>();
  for (const tenant of tenants) {
    for (const host of tenant.hosts) {
      const owner = hostOwner.get(host.toLowerCase());
      // The proxy picks a tenant by host: a host in two files would serve the first one only.
      if (owner) throw new TenantConfigError(tenant.id, 'hosts', `names ${host}, which tenant "${owner}" has already`);
      hostOwner.set(host.toLowerCase(), tenant.id);
    }
    for (const { field, file } of brandFiles(tenant)) {
      const problem = assetProblem(file, dir);
      if (problem) throw new TenantConfigError(tenant.id, field, problem);
    }
  }
  if (tenants.length === 0) throw new TenantConfigError('(none)', 'tenants', `found no tenant in ${dir} and no TENANT_CONFIG`);
  const defaultId = env.DEFAULT_TENANT || (env.TENANT_CONFIG ? tenants[0]!.id : tenants.some((t) => t.id === 'demo') ? 'demo' : tenants[0]!.id);
  if (!tenants.some((t) => t.id === defaultId)) {
    throw new TenantConfigError(defaultId, 'DEFAULT_TENANT', 'names no known tenant');
  }
  return { tenants, defaultId };
}
