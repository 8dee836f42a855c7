/**
 * A card's kick-off and countdown (components/event/kickoff-time.tsx): markup from the server keeps
 * its UTC text while the page hydrates and switches to local time once the page has gone idle, and
 * the countdown appears then; a card the browser renders after the switch shows local time at once.
 * Each test loads the module afresh: the switch happens once per page.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KICKOFF = '2026-03-01T14:00:00.000Z';
const SERVER_TEXT = 'Sun, 1 Mar, 14:00 UTC';
const MESSAGES = { event: { startsRelative: 'Starts {when}', startsIn: 'Starts in {time}' } };
const localText = () =>
  new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(KICKOFF));

let root: Root | undefined;
let page: {
  KickoffTime: typeof import('@/components/event/kickoff-time').KickoffTime;
  Countdown: typeof import('@/components/event/kickoff-time').Countdown;
  intl: (ui: ReactNode) => ReactNode;
};
beforeEach(async () => {
  vi.resetModules();
  const [{ KickoffTime, Countdown }, { NextIntlClientProvider }] = await Promise.all([import('@/components/event/kickoff-time'), import('next-intl')]);
  const intl = (ui: ReactNode) => (
    <NextIntlClientProvider locale="en" messages={MESSAGES} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>
  );
  page = { KickoffTime, Countdown, intl };
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function hydrate(serverHtml: string, ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, page.intl(ui));
  });
  return container;
}

describe('KickoffTime', () => {
  it('keeps the server’s UTC text through hydration, then shows local time once the page is idle', async () => {
    const container = hydrate(`<time datetime="${KICKOFF}" class="tabular-nums">${SERVER_TEXT}</time>`, <page.KickoffTime iso={KICKOFF} />);
    const time = container.querySelector('time')!;
    // The same element, its text as the server wrote it.
    expect(container.querySelector('time')).toBe(time);
    expect(time.textContent).toBe(SERVER_TEXT);
    await waitFor(() => expect(time.textContent).toBe(localText()));
  });

  it('shows local time at once where the browser renders a card after the switch', async () => {
    const first = render(page.intl(<page.KickoffTime iso={KICKOFF} />));
    await waitFor(() => expect(screen.getByRole('time').textContent).toBe(localText()));
    first.unmount();
    render(page.intl(<page.KickoffTime iso={KICKOFF} />));
    expect(screen.getByRole('time').textContent).toBe(localText());
  });
});

describe('Countdown', () => {
  it('stays as the server rendered it (nothing) through hydration and appears with local time', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString();
    const container = hydrate('', <page.Countdown iso={inTwoDays} />);
    expect(container.textContent).toBe('');
    await waitFor(() => expect(container.textContent).toBe('Starts in 2 days'));
  });
});
