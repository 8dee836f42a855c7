/**
 * SPEC §2/§8: a malformed URL is an unmatched route, the localized 404 page (or a 400 in the error
 * envelope from the /api pass-through), never a 5xx. Every path of the corpus (tests/fixtures/bad-urls.ts)
 * goes to the running portal exactly as written.
 *
 * Playwright's request context parses the address with WHATWG URL rules: percent sequences go out
 * untouched ('%ff', '%', '%zz' alike), but dot segments ('..', '%2e%2e') are resolved, a backslash
 * becomes '/' and a leading '//' names another host. Those paths are sent raw over node:http instead,
 * as a client that does not normalize would send them.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import en from '../../messages/en.json' with { type: 'json' };
import { BAD_URLS, type BadUrl } from '../fixtures/bad-urls';
import { expect, test } from './support/test';
import { suiteDistDir } from './server';

/**
 * What the build keeps secret: its draft-mode keys and the server actions' encryption key. The
 * pages' script policy needs none (hashes); no answer, of any path, may show one. Read from the
 * suite's build folder, which a run against a deployment does not have.
 */
function buildSecrets(): string[] {
  if (process.env.PLAYWRIGHT_BASE_URL) return [];
  const read = (file: string) => JSON.parse(readFileSync(path.join(suiteDistDir, file), 'utf8')) as Record<string, unknown>;
  const preview = read('prerender-manifest.json').preview as Record<string, string>;
  const secrets = [
    preview.previewModeId,
    preview.previewModeSigningKey,
    preview.previewModeEncryptionKey,
    read('server/server-reference-manifest.json').encryptionKey,
  ];
  expect(secrets.every((secret) => typeof secret === 'string' && secret.length >= 16)).toBe(true);
  return secrets as string[];
}
const SECRETS = buildSecrets();

interface Answer {
  status: number;
  contentType: string;
  body: string;
  csp: string;
  /** Every header, as one text. */
  headers: string;
}

/** Whether a URL parser (Playwright's) would send this path and query unchanged. */
function sentAsWritten(path: string, baseURL: string): boolean {
  const url = new URL(path, baseURL);
  return url.origin === new URL(baseURL).origin && `${url.pathname}${url.search}` === path;
}

/** GET with the request line exactly as given, following same-origin redirects like Playwright does. */
function rawGet(baseURL: string, path: string, redirectsLeft = 5): Promise<Answer> {
  const base = new URL(baseURL);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path, method: 'GET', headers: { host: base.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && location && redirectsLeft > 0) {
          const next = new URL(location, base);
          if (next.origin !== base.origin) reject(new Error(`${path} redirects off the portal, to ${next.href}`));
          else resolve(rawGet(baseURL, `${next.pathname}${next.search}`, redirectsLeft - 1));
          return;
        }
        resolve({
          status,
          contentType: res.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
          csp: String(res.headers['content-security-policy'] ?? ''),
          headers: JSON.stringify(res.headers),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The start of each 404 heading of SPEC §8 in English ('Page Not Found: ', 'Event Not Found: ', …). */
const NOT_FOUND_TITLES = [en.errors.page_not_found, en.errors.event_not_found, en.errors.other_not_found].map((t) => t.split('{path}')[0]!);
const isEnglish = (path: string) => !/^\/(de|he)\//.test(path);

function expectAnswer(url: BadUrl, answer: Answer): void {
  const label = `${url.path.slice(0, 80)} (${url.reason}): ${answer.status} ${answer.contentType} ${answer.body.slice(0, 200)}`;
  expect(answer.status, label).toBeLessThan(500);
  for (const secret of SECRETS) expect(`${answer.headers}\n${answer.body}`.includes(secret), `${label}: a secret of the build`).toBe(false);
  if (url.answer === 'not-found') {
    expect(answer.status, label).toBe(404);
    expect(answer.contentType, label).toContain('text/html');
    // The portal's 404 page (components/layout/not-found-view.tsx), not Next's bare one or a plain-text error.
    // The view's landmark names its heading by this id; the server HTML holds it in the page's payload.
    expect(answer.body, label).toContain('not-found-title');
    if (isEnglish(url.path))
      expect(
        NOT_FOUND_TITLES.some((title) => answer.body.includes(title)),
        label,
      ).toBe(true);
  }
  if (url.answer === 'plain-not-found') {
    expect(answer.status, label).toBe(404);
    expect(answer.contentType, label).toContain('text/plain');
    // No page: the policy of an answer that must never run or show anything.
    expect(answer.csp, label).toContain("default-src 'none'");
  }
  if (url.answer === 'api-error') {
    expect(answer.status, label).toBeGreaterThanOrEqual(400);
    expect(answer.contentType, label).toContain('application/json');
    const envelope = JSON.parse(answer.body) as Record<string, unknown>;
    expect(envelope.error, label).toBe(true);
    expect(typeof envelope.message, label).toBe('string');
    expect(typeof envelope.messageErrorCode, label).toBe('string');
  }
}

test.describe('malformed URLs answer under 500, with no secret of the build', () => {
  for (const url of BAD_URLS) {
    test(`${url.answer}: ${url.path.slice(0, 60)} (${url.reason})`, async ({ request, baseURL }) => {
      const base = baseURL!;
      if (sentAsWritten(url.path, base)) {
        const response = await request.get(url.path, { maxRedirects: 5 });
        const headers = response.headers();
        expectAnswer(url, {
          status: response.status(),
          contentType: headers['content-type'] ?? '',
          body: await response.text(),
          csp: headers['content-security-policy'] ?? '',
          headers: JSON.stringify(headers),
        });
      } else {
        expectAnswer(url, await rawGet(base, url.path));
      }
    });
  }
});

test.describe('the 404 page of a malformed URL in the browser', () => {
  test('invalid UTF-8 in the path shows the 404 page with its way home', async ({ page }) => {
    const response = await page.goto('/%ff/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NOT_FOUND_TITLES[0]!.trim());
    await page.getByRole('link', { name: en.common.backHome }).click();
    await expect(page).toHaveURL('/');
  });

  test('a malformed path under a locale prefix is the 404 page in that locale and direction', async ({ page }) => {
    const response = await page.goto('/he/%E0%A4%A/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#not-found-title')).toBeVisible();
  });

  test('a 3,000-character event id is the 404 page, not an error page', async ({ page }) => {
    const response = await page.goto(`/events/${'a'.repeat(3000)}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Not Found');
  });

  test('an overlong encoding under a signed-in section is the 404 page, not the sign-in page', async ({ page }) => {
    const response = await page.goto('/account/%c0%af/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/account\/%c0%af\/$/i);
    await expect(page.locator('#not-found-title')).toBeVisible();
  });
});
