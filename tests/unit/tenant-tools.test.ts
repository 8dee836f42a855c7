/** The operator's tenant tools (lib/tenant/check.ts, lib/tenant/json-schema.ts, scripts/tenant.ts; docs/white-label.md). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantsFolder } from '@/tests/support/tenants-folder';
import { checkTenantFiles, tenantFiles, tenantSummary } from '@/lib/tenant/check';
import { TENANT_JSON_SCHEMA_FILE, tenantJsonSchema } from '@/lib/tenant/json-schema';

const minimal = { id: 'acme', name: 'Acme TV', name_short: 'acme' };
/** The tools run as operators run them (a process of their own, started by tsx: a second or two, more on a busy machine). */
const tool = (args: string[], cwd = process.cwd()) =>
  spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/tenant.ts'), ...args], { cwd, encoding: 'utf8' });
const TOOL_TIMEOUT = 60_000;

describe('tenant:check', () => {
  it('lists every problem of a file at once, each with its field', () => {
    const dir = tenantsFolder({
      'acme.json': { ...minimal, enable_white_theme: 'yes', colour: 'red', brand: { on_primary: '#3b82f6', logo: { file: 'acme/logo.svg' } } },
    });
    const [report] = checkTenantFiles(tenantFiles(dir), { dir });
    const fields = report!.problems.map((p) => p.field);
    expect(fields).toEqual(['enable_white_theme', '(root)']);
    expect(report!.problems.find((p) => p.field === 'enable_white_theme')?.message).toMatch(/expected boolean, received string/);
    expect(report!.problems.some((p) => /Unrecognized key: "colour"/.test(p.message))).toBe(true);
    // The palette is still measured when other fields fail.
    expect(report!.contrast.find((c) => c.field === 'brand.on_primary')?.ratio).toBeLessThan(4.5);
  });

  it('names a low-contrast palette, a missing logo, a duplicate host and an id that is not the file name', () => {
    const dir = tenantsFolder({
      'acme.json': { ...minimal, hosts: ['tv.example'] },
      'beta.json': { id: 'gamma', name: 'Beta', name_short: 'beta', hosts: ['tv.example'], brand: { logo: { file: 'beta/logo.svg' } } },
      'pale.json': { id: 'pale', name: 'Pale', name_short: 'pale', primary_color: '#1e293b' },
    });
    const reports = checkTenantFiles(tenantFiles(dir), { dir });
    const problems = Object.fromEntries(reports.map((r) => [path.basename(r.file), r.problems.map((p) => `${p.field}: ${p.message}`)]));
    expect(problems['acme.json']).toEqual([]);
    expect(problems['beta.json']).toEqual([
      'id: must equal the file name ("beta")',
      `brand.logo.file: names beta/logo.svg, which is not in ${dir}`,
      'hosts: names tv.example, which tenant "acme" has already',
    ]);
    expect(problems['pale.json']).toEqual([
      expect.stringMatching(/^primary_color: gives primary_color on dark surface a contrast of 1\.\d\d:1, below WCAG AA's 3:1$/),
    ]);
  });

  it('summarises what a tenant turns on', () => {
    const dir = tenantsFolder({ 'acme.json': { ...minimal, enable_auth_via_google: true, settings: { ads: true } } });
    const [report] = checkTenantFiles(tenantFiles(dir), { dir });
    const summary = tenantSummary(report!.tenant!).join('\n');
    expect(summary).toContain('sign-in: password, google');
    expect(summary).toContain('colour modes: dark only');
    expect(summary).toMatch(/display settings on: .*ads/);
  });

  it('checks the demo tenants clean, and exits 1 on a bad file', { timeout: TOOL_TIMEOUT }, () => {
    expect(tool(['check']).status).toBe(0);
    const bad = path.join(tenantsFolder({ 'acme.json': { ...minimal, primary_color: 'blue' } }), 'acme.json');
    const failed = tool(['check', bad]);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('✖ primary_color: must be a #rrggbb colour');
  });
});

describe('tenant:new', () => {
  it('makes a tenant from the demo one that passes the check', { timeout: TOOL_TIMEOUT }, () => {
    const cwd = tenantsFolder({});
    fs.cpSync('tenants', path.join(cwd, 'tenants'), { recursive: true });
    const result = tool(['new', 'river-city'], cwd);
    expect(result.stdout).toContain('1 of 1 tenant files pass');
    expect(result.status).toBe(0);
    const tenant = JSON.parse(fs.readFileSync(path.join(cwd, 'tenants', 'river-city.json'), 'utf8')) as Record<string, unknown>;
    expect(tenant).toMatchObject({ $schema: './tenant.schema.json', id: 'river-city', hosts: ['river-city.localhost'], name: 'River City TV' });
    expect(JSON.stringify(tenant.brand)).toContain('"river-city/logo.svg"');
    expect(fs.existsSync(path.join(cwd, 'tenants', 'river-city', 'logo.svg'))).toBe(true);
    // A second time is refused rather than overwriting.
    expect(tool(['new', 'river-city'], cwd).status).toBe(2);
  });
});

describe('the JSON Schema of tenant files', () => {
  it('is what the zod schema makes (npm run tenant:schema writes it)', () => {
    expect(JSON.parse(fs.readFileSync(TENANT_JSON_SCHEMA_FILE, 'utf8'))).toEqual(tenantJsonSchema());
  });

  it('knows the brand fields and refuses unknown ones, as the zod schema does', () => {
    const schema = tenantJsonSchema() as { additionalProperties: boolean; properties: Record<string, { properties?: Record<string, unknown> }> };
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties.brand?.properties ?? {})).toEqual(expect.arrayContaining(['logo', 'icon', 'font', 'links', 'home_rails']));
  });
});
