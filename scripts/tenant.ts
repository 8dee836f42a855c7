/**
 * Operator tools for tenant files (docs/white-label.md 'Operator tools'):
 *
 *   npm run tenant:check [file…]   every problem of each file (all of tenants/ by default); exit 1 on any
 *   npm run tenant:new <id>        a new tenant from the demo one: tenants/<id>.json and tenants/<id>/
 *   npm run tenant:schema          writes tenants/tenant.schema.json from the zod schema
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkTenantFiles, tenantFiles, tenantSummary, type TenantReport } from '../lib/tenant/check';
import { TENANT_JSON_SCHEMA_FILE, tenantJsonSchema } from '../lib/tenant/json-schema';

const dir = path.join(process.cwd(), 'tenants');
const [command, ...args] = process.argv.slice(2);

function printReport(report: TenantReport): void {
  const ok = report.problems.length === 0;
  console.log(`\n${ok ? '✔' : '✖'} ${path.relative(process.cwd(), report.file)}${report.tenant ? ` (${report.tenant.name})` : ''}`);
  for (const problem of report.problems) console.log(`  ✖ ${problem.field}: ${problem.message}`);
  if (report.contrast.length > 0) {
    console.log('  contrast (WCAG AA):');
    for (const c of report.contrast) console.log(`    ${c.ratio >= c.needed ? '✔' : '✖'} ${c.pair}: ${c.ratio.toFixed(2)}:1 (needs ${c.needed}:1)`);
  }
  if (report.tenant) for (const line of tenantSummary(report.tenant)) console.log(`  ${line}`);
}

function check(files: string[]): number {
  const reports = checkTenantFiles(files.length > 0 ? files : tenantFiles(dir), { dir, apiPort: process.env.API_PORT || '4000' });
  reports.forEach(printReport);
  const failed = reports.filter((r) => r.problems.length > 0).length;
  console.log(`\n${reports.length - failed} of ${reports.length} tenant files pass${failed > 0 ? `; ${failed} fail` : ''}.`);
  return failed > 0 ? 1 : 0;
}

function create(id: string | undefined): number {
  if (!id || !/^[a-z0-9-]+$/.test(id)) {
    console.error('✖ usage: npm run tenant:new <id>   (lower-case letters, digits and dashes)');
    return 2;
  }
  const file = path.join(dir, `${id}.json`);
  if (fs.existsSync(file) || fs.existsSync(path.join(dir, id))) {
    console.error(`✖ tenants/${id}.json or tenants/${id}/ exists already`);
    return 2;
  }
  const demo = JSON.parse(fs.readFileSync(path.join(dir, 'demo.json'), 'utf8')) as Record<string, unknown>;
  const name = `${id.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`)} TV`;
  // The demo's brand files are the starting point: replace them with the customer's.
  fs.cpSync(path.join(dir, 'demo'), path.join(dir, id), { recursive: true });
  const brand = JSON.parse(JSON.stringify(demo.brand ?? {}).replaceAll('"demo/', `"${id}/`)) as Record<string, unknown>;
  const tenant = {
    $schema: './tenant.schema.json',
    ...demo,
    id,
    hosts: [`${id}.localhost`],
    name,
    name_short: id.replaceAll('-', '_'),
    brand: { ...brand, short_name: name },
  };
  fs.writeFileSync(file, `${JSON.stringify(tenant, null, 2)}\n`);
  console.log(`Created tenants/${id}.json and tenants/${id}/ from the demo tenant; set its hosts, name, api_base and brand, then npm run tenant:check.`);
  return check([file]);
}

function writeSchema(): number {
  fs.writeFileSync(TENANT_JSON_SCHEMA_FILE, `${JSON.stringify(tenantJsonSchema(), null, 2)}\n`);
  console.log(`Wrote ${TENANT_JSON_SCHEMA_FILE}`);
  return 0;
}

const commands: Record<string, () => number> = { check: () => check(args), new: () => create(args[0]), schema: writeSchema };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('✖ usage: tsx scripts/tenant.ts check [file…] | new <id> | schema');
  process.exit(2);
}
process.exit(run());
