/**
 * A card's kick-off (components/event/kickoff-time.tsx): markup from the server keeps its UTC text
 * while the page hydrates and switches to local time once the page has gone idle; one the browser
 * renders itself shows local time at once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { KickoffTime } from '@/components/event/kickoff-time';
import { renderWithIntl } from './support/render';

const KICKOFF = '2026-03-01T14:00:00.000Z';
const SERVER_TEXT = 'Sun, 1 Mar, 14:00 UTC';
const localText = () =>
  new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(KICKOFF));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('KickoffTime', () => {
  it('keeps the server’s UTC text through hydration, then shows local time once the page is idle', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<time datetime="${KICKOFF}" class="tabular-nums">${SERVER_TEXT}</time>`;
    document.body.append(container);
    const time = container.querySelector('time')!;
    act(() => {
      root = hydrateRoot(
        container,
        <NextIntlClientProvider locale="en" messages={{}} timeZone="UTC">
          <KickoffTime iso={KICKOFF} />
        </NextIntlClientProvider>,
      );
    });
    // The same element, its text as the server wrote it.
    expect(container.querySelector('time')).toBe(time);
    expect(time.textContent).toBe(SERVER_TEXT);
    await waitFor(() => expect(time.textContent).toBe(localText()));
  });

  it('shows local time at once where the browser renders the card itself', () => {
    renderWithIntl(<KickoffTime iso={KICKOFF} />);
    expect(screen.getByRole('time').textContent).toBe(localText());
  });
});
