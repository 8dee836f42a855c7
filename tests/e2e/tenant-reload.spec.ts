/**
 * A tenant file changes without a restart (docs/white-label.md 'Changing a tenant without a
 * restart'): an operator's signed call reloads the files, the changed tenant's pages show the change,
 * and an invalid file is refused with the old configuration kept.
 */
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { external } from './support/auth';
import { DEMO_URL } from './support/portal';
import { expect, test, type APIRequestContext } from './support/test';
import { suiteRevalidateSecret } from './server';

test.skip(external, "writes a tenant file beside the suite's server");
test.describe.configure({ mode: 'serial' });

const FILE = path.join('tenants', 'e2e-reload.json');
const RELOAD_URL = `http://reload.localhost:${new URL(DEMO_URL).port}`;
const tenant = (over: Record<string, unknown>) =>
  JSON.stringify({ id: 'e2e-reload', hosts: ['reload.localhost'], name: 'Reload TV', name_short: 'reload', ...over });

/** POST /api/tenants/reload/, signed as an operator signs it (docs/operations.md "Revalidation webhook"). */
async function reload(request: APIRequestContext) {
  const body = JSON.stringify({ id: randomUUID() });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', suiteRevalidateSecret).update(`${timestamp}.${body}`).digest('hex');
  const response = await request.post(`${DEMO_URL}/api/tenants/reload/`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-revalidate-timestamp': timestamp, 'x-revalidate-signature': `sha256=${signature}` },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

test.afterAll(async ({ request }) => {
  fs.rmSync(FILE, { force: true });
  await reload(request);
});

test('a changed tenant file is served without a restart, and an invalid change is refused with the old one kept', async ({ page, request }) => {
  fs.writeFileSync(FILE, tenant({ primary_color: '#0f766e' }));
  expect(await reload(request)).toEqual({ status: 200, body: { reloaded: ['e2e-reload'], revalidated: ['tenant:e2e-reload'] } });
  await page.goto(`${RELOAD_URL}/faq/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Reload TV', exact: true })).toBeVisible();

  fs.writeFileSync(FILE, tenant({ name: 'Reloaded TV', primary_color: '#7c3aed' }));
  expect((await reload(request)).body).toMatchObject({ reloaded: ['e2e-reload'] });
  await page.goto(`${RELOAD_URL}/faq/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Reloaded TV', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('--brand', '#7c3aed');

  fs.writeFileSync(FILE, tenant({ name: 'Broken TV', primary_color: 'purple' }));
  const refused = await reload(request);
  expect(refused.status).toBe(422);
  expect(refused.body.message).toMatch(/"e2e-reload": field "primary_color" must be a #rrggbb colour/);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Reloaded TV', exact: true })).toBeVisible();

  // Without a valid signature nothing is reloaded.
  const forged = await request.post(`${DEMO_URL}/api/tenants/reload/`, { data: { id: randomUUID() } });
  expect(forged.status()).toBe(401);
});
