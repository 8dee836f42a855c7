/**
 * HydrateLater (components/ui/hydrate-later.tsx): its content is in the server's HTML where it
 * stands, and the browser hydrates it after the rest of the page, in a task of its own, so the page's
 * first hydration does not wait for it (docs/performance.md, "Hydration in slices").
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { useServerRendered } from '@/lib/use-hydrated';

function Page({ log }: { log: string[] }) {
  return (
    <main>
      <Part name="header" log={log} />
      <HydrateLater>
        <Part name="rail" log={log} />
      </HydrateLater>
      <Part name="footer" log={log} />
    </main>
  );
}

/** Logs when it is hydrated, and what had been hydrated by the end of that task's microtasks. */
function Part({ name, log, note = '' }: { name: string; log: string[]; note?: string }) {
  useEffect(() => {
    log.push(name);
    queueMicrotask(() => log.push(`after ${name}: ${log.filter((entry) => !entry.startsWith('after')).join(',')}`));
  }, [name, log]);
  return (
    <section aria-label={name}>
      {name}
      {note}
    </section>
  );
}

const noSubscription = () => () => {};

/** A page that renders again as soon as it is hydrated (as one reading a browser-only value does), handing the part new props. */
function RenderedAgain({ log }: { log: string[] }) {
  const browser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <main>
      <Part name="header" log={log} />
      <HydrateLater>
        <Part name="rail" log={log} note={browser ? ' (browser)' : ''} />
      </HydrateLater>
      <Part name="footer" log={log} />
    </main>
  );
}

/** A part that renders once a promise settles, as a server component waiting for its data does. */
function Waiting({ until }: { until: Promise<void> }) {
  use(until);
  return <section aria-label="rail">rail</section>;
}

/** A part with a button that counts its clicks. */
function Counter({ log }: { log: string[] }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => void log.push('rail'), [log]);
  return (
    <section aria-label="rail">
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        clicked {clicks}
      </button>
    </section>
  );
}

function PageWithButton({ log }: { log: string[] }) {
  return (
    <main>
      <Part name="header" log={log} />
      <HydrateLater>
        <Counter log={log} />
      </HydrateLater>
    </main>
  );
}

/** The browser's IntersectionObserver, told by the test when the observed elements come near (or at once, for a part in view). */
function observeByHand({ inView = false } = {}) {
  const observed: Element[] = [];
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe(element: Element) {
        observed.push(element);
        if (inView) setTimeout(comeNear, 0);
      }
      disconnect() {}
    },
  );
  const comeNear = () =>
    callbacks.forEach((callback) =>
      callback(
        observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    );
  return { observed, comeNear };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's server HTML in the document, hydrated by the browser's React with a fresh log. */
function hydrateServerHtml(View: (props: { log: string[] }) => ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<View log={[]} />);
  document.body.append(container);
  const log: string[] = [];
  const root = hydrateRoot(container, <View log={log} />);
  return {
    container,
    log,
    done: () => {
      root.unmount();
      container.remove();
    },
  };
}

describe('HydrateLater', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts its content in the server HTML in place, even when it waits for something there', async () => {
    let resolve: () => void = () => {};
    const ready = new Promise<void>((done) => (resolve = done));
    const rendering = renderToReadableStream(
      <main>
        <p>header</p>
        <HydrateLater>
          <Waiting until={ready} />
        </HydrateLater>
        <p>footer</p>
      </main>,
    );
    // Settles in a later task: a boundary's shell would be out by then, without the part.
    setTimeout(resolve, 0);
    const html = await new Response(await rendering).text();
    // Not the fallback first and the content after the footer, hidden, for a script to move.
    expect(html).toMatch(/header.*rail.*footer/s);
    expect(html).not.toContain('hidden');
  });

  it('hydrates its content after the rest of the page, in a later task', async () => {
    observeByHand({ inView: true });
    const { container, log, done } = hydrateServerHtml(Page);
    await waitFor(() => expect(log).toContain('rail'));
    // The page around it was hydrated, its effects run and their microtasks done, before the rail.
    expect(log.indexOf('after footer: header,footer')).toBeGreaterThan(-1);
    expect(log.indexOf('rail')).toBeGreaterThan(log.indexOf('after footer: header,footer'));
    expect(container.querySelector('section[aria-label="rail"]')?.textContent).toBe('rail');
    done();
  });

  it('still hydrates later when the page renders again at once with new props for it, and then shows them', async () => {
    observeByHand({ inView: true });
    const { container, log, done } = hydrateServerHtml(RenderedAgain);
    await waitFor(() => expect(container.querySelector('section[aria-label="rail"]')?.textContent).toBe('rail (browser)'));
    // Handed new props while waiting, a boundary is hydrated at once, in the page's task.
    expect(log.indexOf('after footer: header,footer')).toBeGreaterThan(-1);
    expect(log.indexOf('rail')).toBeGreaterThan(log.indexOf('after footer: header,footer'));
    done();
  });

  it('waits to hydrate until its part comes near the viewport', async () => {
    const viewport = observeByHand();
    const { container, log, done } = hydrateServerHtml(Page);
    await waitFor(() => expect(log).toContain('after footer: header,footer'));
    await nextTask();
    await nextTask();
    // It watches the part's own elements, and leaves the server's HTML in place meanwhile.
    expect(viewport.observed).toEqual([container.querySelector('section[aria-label="rail"]')]);
    expect(log).not.toContain('rail');
    expect(container.querySelector('section[aria-label="rail"]')?.textContent).toBe('rail');
    viewport.comeNear();
    await waitFor(() => expect(log).toContain('rail'));
    done();
  });

  it('hydrates a part still waiting for the viewport when it is clicked, and handles the click', async () => {
    observeByHand();
    const { container, log, done } = hydrateServerHtml(PageWithButton);
    await waitFor(() => expect(log).toContain('after header: header'));
    await nextTask();
    expect(log).not.toContain('rail');
    fireEvent.click(container.querySelector('button')!);
    await waitFor(() => expect(container.querySelector('button')?.textContent).toBe('clicked 1'));
    expect(log).toContain('rail');
    done();
  });

  it('tells a part hydrated from the server HTML from one mounted in the browser (useServerRendered, by React ids)', async () => {
    function Origin({ log }: { log: string[] }) {
      const fromServer = useServerRendered();
      useEffect(() => void log.push(fromServer ? 'server' : 'browser'), [fromServer, log]);
      return <p>origin</p>;
    }
    const { log, done } = hydrateServerHtml(Origin);
    await waitFor(() => expect(log).toEqual(['server']));
    done();
    const container = document.createElement('div');
    const root = createRoot(container);
    const mounted: string[] = [];
    await act(async () => root.render(<Origin log={mounted} />));
    expect(mounted).toEqual(['browser']);
    root.unmount();
  });
});
