/**
 * Playwright's `test`, with two things every spec gets (specs import everything Playwright exports
 * from here instead of '@playwright/test'):
 * - A check that no portal page of the test's browser context broke its Content-Security-Policy:
 *   every `securitypolicyviolation` in a portal document (popups and pages left behind included;
 *   other sites' documents, such as the test identity provider's, are not the portal's policy) is
 *   collected, and the test fails after its body if there was one.
 * - Video plays only in the tests about video. A playing event page keeps a fifth of a core busy
 *   decoding and compositing; elsewhere the browser refuses media that starts without a gesture, as
 *   browsers do under a strict autoplay policy (the player then offers its play button). A spec
 *   about playback says `test.use({ autoplay: true })`.
 */
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  disposition: string;
  document: string;
}

const REPORT_BINDING = '__e2eCspViolation';

/** The portal's documents: the base URL's origin, its subdomains on the same port (the club tenant), and PLAYWRIGHT_CLUB_URL. */
function isPortalDocument(address: string, baseURL: string | undefined): boolean {
  if (!baseURL) return true;
  let doc: URL;
  try {
    doc = new URL(address);
  } catch {
    return false;
  }
  const base = new URL(baseURL);
  const club = process.env.PLAYWRIGHT_CLUB_URL;
  if (club && doc.origin === new URL(club).origin) return true;
  return doc.protocol === base.protocol && doc.port === base.port && (doc.hostname === base.hostname || doc.hostname.endsWith(`.${base.hostname}`));
}

export const test = base.extend<{ cspViolations: Violation[]; autoplay: boolean; autoplayPolicy: void }>({
  autoplay: [false, { option: true }],
  autoplayPolicy: [
    async ({ context, autoplay }, use) => {
      if (!autoplay) {
        await context.addInitScript(() => {
          const play = HTMLMediaElement.prototype.play;
          HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
            if (navigator.userActivation.isActive) return play.call(this);
            return Promise.reject(new DOMException('play() needs a user gesture here', 'NotAllowedError'));
          };
        });
      }
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, baseURL }, use) => {
      const violations: Violation[] = [];
      // A binding outlives navigations, so a violation just before a page leaves is not lost.
      await context.exposeBinding(REPORT_BINDING, (_source, violation: Violation) => {
        if (isPortalDocument(violation.document, baseURL)) violations.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, disposition: e.disposition, document: e.documentURI });
        });
      }, REPORT_BINDING);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
