// @vitest-environment happy-dom
/** docs/performance.md "The chunks after the first paint": the portal server has a page's chunks asked for once it is painted. */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER, AFTER_PAINT_TYPE, withChunksAfterFirstPaint } from '@/portal-server/chunks-after-paint';
import { makePageVersion } from '@/portal-server/page-version';

const head = (scripts: string) => `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>${scripts}</head>`;
const A = '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAA"></script>';
const POLYFILLS = '<script src="/_next/static/chunks/p.js" integrity="sha256-PPP" noModule=""></script>';
const MAIN = '<script src="/_next/static/chunks/m.js" integrity="sha256-MMM"></script>';
const page = `${head(A + POLYFILLS)}<body><main>Match</main><script>self.__next_f.push([0])</script>${MAIN}</body></html>`;

describe('the chunks after the first paint', () => {
  it('marks each chunk inert, keeping its address and integrity, leaves the polyfills, and loads them from the end of the body', () => {
    expect(withChunksAfterFirstPaint(page)).toBe(
      `${head(`<script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAA" type="${AFTER_PAINT_TYPE}"></script>${POLYFILLS}`)}` +
        `<body><main>Match</main><script>self.__next_f.push([0])</script>` +
        `<script src="/_next/static/chunks/m.js" integrity="sha256-MMM" type="${AFTER_PAINT_TYPE}"></script>` +
        `<script>${AFTER_PAINT_LOADER}</script></body></html>`,
    );
  });

  it('leaves a page without chunks as it is', () => {
    const plain = `${head('')}<body><p>Not found</p></body></html>`;
    expect(withChunksAfterFirstPaint(plain)).toBe(plain);
  });

  it('is what a page version sends, its loader admitted by the policy beside the chunks’ integrity', async () => {
    const version = await makePageVersion(Buffer.from(page), "script-src 'self' 'strict-dynamic'");
    expect(version.bodies.identity.toString()).toContain(`<script>${AFTER_PAINT_LOADER}</script></body>`);
    expect(version.policy).toContain(`'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`);
    expect(version.policy).toContain("'sha256-AAA'");
  });

  it('leaves the chunks of a page answered with another status than 200: not-found and error pages are drawn by their scripts', async () => {
    for (const status of [404, 500, 503]) {
      const version = await makePageVersion(Buffer.from(page), "script-src 'self' 'strict-dynamic'", undefined, 'identity', status);
      expect(version.bodies.identity.toString()).toBe(page);
    }
  });

  describe('the loader', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('adds the chunks back after the first contentful paint, one per task, with their address and integrity', () => {
      // The scripts are only counted here, not fetched.
      Object.assign((window as unknown as { happyDOM: { settings: object } }).happyDOM.settings, {
        disableJavaScriptFileLoading: true,
        handleDisabledFileLoadingAsSuccess: true,
      });
      document.head.innerHTML =
        `<script src="/_next/static/chunks/a.js" integrity="sha256-AAA" type="${AFTER_PAINT_TYPE}"></script>` +
        `<script src="/_next/static/chunks/b.js" type="${AFTER_PAINT_TYPE}"></script>`;
      document.body.innerHTML = '<main>Match</main>';
      let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          constructor(callback: typeof onPaint) {
            onPaint = callback;
          }
          observe() {}
        },
      );
      // Each message is a task of its own: the test delivers them one at a time.
      const messages: Array<() => void> = [];
      vi.stubGlobal(
        'MessageChannel',
        class {
          port1: { onmessage: (() => void) | null } = { onmessage: null };
          port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
        },
      );
      const added = () => [...document.querySelectorAll('script:not([type])')].map((s) => `${s.getAttribute('src')} ${(s as HTMLScriptElement).integrity}`);

      new Function(AFTER_PAINT_LOADER)();
      expect(added()).toEqual([]);
      onPaint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} });
      expect(added()).toEqual([]);
      messages.shift()!();
      expect(added()).toEqual(['/_next/static/chunks/a.js sha256-AAA']);
      messages.shift()!();
      expect(added()).toEqual(['/_next/static/chunks/a.js sha256-AAA', '/_next/static/chunks/b.js ']);
      expect(messages).toEqual([]);
    });
  });
});
