/**
 * End-to-end tests in Debian's Chromium against the production build (portal + reference API).
 * Set PLAYWRIGHT_BASE_URL to run the suite against any running deployment instead (e.g. staging);
 * the demo tenant's second host is then PLAYWRIGHT_CLUB_URL.
 *
 * `npm run test:smoke` (E2E_SUITE=smoke) runs only the @smoke checks, and `npm run test:visual`
 * (E2E_SUITE=visual) only the @visual screenshots, once per tenant host: a project per tenant,
 * named by its id, so `npm run test:smoke -- --project=harbour` checks one customer. Locally the
 * hosts are `<id>.localhost`; against deployments PLAYWRIGHT_TENANTS names them
 * (`{"harbour":"https://tv.harbour.example"}`). Their HTML report keeps a trace of each failure.
 */
import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { suiteServerEnv, suitePort } from './tests/e2e/server';

const external = process.env.PLAYWRIGHT_BASE_URL;
const baseURL = external ?? `http://localhost:${suitePort}`;
/** A per-tenant suite (smoke checks or screenshots) instead of the full one. */
const perTenant = { smoke: /@smoke/, visual: /@visual/ }[process.env.E2E_SUITE ?? ''];

/** The hosts the smoke checks visit: PLAYWRIGHT_TENANTS, else the deployment's one, else each tenant file's <id>.localhost. */
function tenantHosts(): { id: string; url: string }[] {
  if (process.env.PLAYWRIGHT_TENANTS)
    return Object.entries(JSON.parse(process.env.PLAYWRIGHT_TENANTS) as Record<string, string>).map(([id, url]) => ({ id, url }));
  if (external) return [{ id: 'default', url: external }];
  return readdirSync('tenants')
    .filter((file) => file.endsWith('.json') && !file.endsWith('.schema.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .map((id) => ({ id, url: `http://${id}.localhost:${suitePort}` }));
}
/** Chromium's headless shell (Debian's chromium-headless-shell) runs pages without the full browser's UI; the full browser where it is all there is. */
const chromium = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI || perTenant ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace screencasts every test: only the retry of a failed test records one.
    trace: perTenant ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: { executablePath: chromium },
    // A viewer who asked for less motion: the live badges' pulse repaints every frame in a headless
    // browser without a GPU (a tenth of a core per page), and no test is about an animation.
    reducedMotion: 'reduce',
  },
  projects: perTenant
    ? tenantHosts().map(({ id, url }) => ({ name: id, use: { ...devices['Desktop Chrome'], baseURL: url }, grep: perTenant }))
    : [
        // The screenshots are npm run test:visual's, per tenant.
        { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /@timing|@visual/ },
        // Checks with a time limit (a VOD plays within 3 s of opening its page) or a measurement (live
        // latency) run after all the rest, one at a time: beside another test's video they would time
        // the runner, not the page.
        { name: 'timing', use: { ...devices['Desktop Chrome'] }, grep: /@timing/, dependencies: ['chromium'], workers: 1 },
      ],
  webServer: external
    ? undefined
    : {
        // The build (made again only when the tree has changed since) and npm start.
        command: 'tsx tests/e2e/server.ts',
        // The home page answers only once the portal and the API it renders from are both up.
        url: `${baseURL}/`,
        timeout: 300_000,
        reuseExistingServer: !process.env.CI,
        env: suiteServerEnv,
        stdout: 'ignore',
      },
});
