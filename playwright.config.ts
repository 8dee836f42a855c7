/**
 * End-to-end tests in Debian's Chromium against the production build (portal + reference API).
 * Set PLAYWRIGHT_BASE_URL to run the suite against any running deployment instead (e.g. staging);
 * the demo tenant's second host is then PLAYWRIGHT_CLUB_URL.
 */
import { defineConfig, devices } from '@playwright/test';

const external = process.env.PLAYWRIGHT_BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const baseURL = external ?? `http://localhost:${port}`;
/** The reference API's test error-report sink (dev tools): the portal's browser and server report there. */
const sentryDsn = `http://e2e@localhost:${apiPort}/test-sentry/1`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /@timing/ },
    // Checks with a time limit (a VOD plays within 3 s of opening its page) run after all the rest,
    // alone on the machine: beside another test's video they would time the runner, not the page.
    { name: 'timing', use: { ...devices['Desktop Chrome'] }, grep: /@timing/, dependencies: ['chromium'] },
  ],
  webServer: external
    ? undefined
    : {
        command: 'npm run build && npm start',
        // The home page answers only once the portal and the API it renders from are both up.
        url: `${baseURL}/`,
        timeout: 300_000,
        reuseExistingServer: !process.env.CI,
        // A separate build folder and database per port lets several suites run side by side.
        env: {
          PORT: String(port),
          API_PORT: String(apiPort),
          NEXT_DIST_DIR: port === 3100 ? '.next' : `.next-e2e-${port}`,
          DATA_DIR: `.data/e2e-${port}`,
          RESET_DB: '1',
          // The test identity provider, the reset outbox and the operator key dev-admin-key that the
          // specs use (npm start turns them on too; said here so the suite does not depend on it).
          API_DEV_TOOLS: '1',
          // Every test browser signs in from 127.0.0.1: one rate-limit bucket for the whole suite.
          AUTH_RATE_LIMIT: '1000',
          ADMIN_RATE_LIMIT: '10000',
          ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '3600',
          // The player specs drive /dev-ad-test/, which a production build serves only when asked to.
          ENABLE_DEV_AD_TEST: '1',
          // Error reports go to the sink, which sentry.spec.ts reads after failing /dev-error-test/ on
          // purpose. The browser's DSN is built in, so the build must see it too.
          NEXT_PUBLIC_SENTRY_DSN: sentryDsn,
          SENTRY_DSN: sentryDsn,
          ENABLE_DEV_ERROR_TEST: '1',
        },
        stdout: 'ignore',
      },
});
