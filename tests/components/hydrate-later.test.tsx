/**
 * HydrateLater (components/ui/hydrate-later.tsx): its content is in the server's HTML where it
 * stands, and the browser hydrates it after the rest of the page, in a task of its own, so the page's
 * first hydration does not wait for it (docs/performance.md, "Hydration in slices").
 */
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from '@/components/ui/hydrate-later';

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
    const { container, log, done } = hydrateServerHtml(Page);
    await waitFor(() => expect(log).toContain('rail'));
    // The page around it was hydrated, its effects run and their microtasks done, before the rail.
    expect(log.indexOf('after footer: header,footer')).toBeGreaterThan(-1);
    expect(log.indexOf('rail')).toBeGreaterThan(log.indexOf('after footer: header,footer'));
    expect(container.querySelector('section[aria-label="rail"]')?.textContent).toBe('rail');
    done();
  });

  it('still hydrates later when the page renders again at once with new props for it, and then shows them', async () => {
    const { container, log, done } = hydrateServerHtml(RenderedAgain);
    await waitFor(() => expect(container.querySelector('section[aria-label="rail"]')?.textContent).toBe('rail (browser)'));
    // Handed new props while waiting, a boundary is hydrated at once, in the page's task.
    expect(log.indexOf('after footer: header,footer')).toBeGreaterThan(-1);
    expect(log.indexOf('rail')).toBeGreaterThan(log.indexOf('after footer: header,footer'));
    done();
  });
});
