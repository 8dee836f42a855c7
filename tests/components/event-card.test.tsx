import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventCard } from '@/components/event/event-card';
import { useSessionStore } from '@/stores/session-store';
import { summary } from '@/tests/support/events';
import { renderWithIntl } from './support/render';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().clear();
});

const card = () => screen.getByRole('article');
const teams = () => within(card()).getByRole('list', { name: 'Teams' });

describe('EventCard', () => {
  it('links its title to the event page, under the heading level it is given', () => {
    renderWithIntl(<EventCard event={summary()} level={2} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Lions v Tigers' });
    expect(within(heading).getByRole('link', { name: 'Lions v Tigers' })).toHaveAttribute('href', '/events/ev-1/');
    expect(card()).toHaveTextContent('Premier League');
  });

  it('links anything but an event with its content type', () => {
    renderWithIntl(<EventCard event={summary({ id: 'c 1', contentType: 'clip', kind: 'archived' })} />);
    expect(screen.getByRole('link', { name: 'Lions v Tigers' })).toHaveAttribute('href', '/events/c%201/?media_type=clip');
  });

  it('shows a live game with its badge, both teams and their scores, and the period and clock', () => {
    renderWithIntl(<EventCard event={summary({ liveStats: { period: '2', clock: "63'" } })} />);
    expect(within(card()).getByText('Live')).toBeInTheDocument();
    const [lions, tigers] = within(teams()).getAllByRole('listitem');
    expect(lions).toHaveTextContent(/^Lions2$/);
    expect(tigers).toHaveTextContent(/^Tigers1$/);
    expect(card()).toHaveTextContent("Period 2 · 63'");
  });

  it('shows an upcoming game with its kick-off and, once the page has gone idle, a countdown, and no score', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const kickoff = new Date(NOW + 2 * 3_600_000).toISOString();
    renderWithIntl(<EventCard event={summary({ kind: 'upcoming', kickoff, team1: { ...summary().team1!, score: 0 } })} />);
    expect(within(card()).getByText('Upcoming')).toBeInTheDocument();
    expect(within(card()).getByRole('time')).toHaveAttribute('datetime', kickoff);
    await waitFor(() => expect(card()).toHaveTextContent('Starts in 2 hours'));
    expect(within(teams()).getAllByRole('listitem')[0]).toHaveTextContent(/^Lions$/);
    expect(within(card()).queryByText('Live')).not.toBeInTheDocument();
  });

  it('counts the last hour down in minutes and seconds', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderWithIntl(<EventCard event={summary({ kind: 'upcoming', kickoff: new Date(NOW + 90_000).toISOString() })} />);
    await waitFor(() => expect(card()).toHaveTextContent('Starts in 01:30'));
  });

  it('names the access a viewer needs', () => {
    renderWithIntl(<EventCard event={summary({ access: 'ppv' })} />);
    expect(within(card()).getByText('Pay-per-view')).toBeInTheDocument();
  });

  it('offers the watchlist only to a signed-in viewer', () => {
    const { unmount } = renderWithIntl(<EventCard event={summary()} />);
    expect(screen.queryByRole('button', { name: 'Add Lions v Tigers to your watchlist' })).not.toBeInTheDocument();
    unmount();
    useSessionStore.setState({
      token: 'access-1',
      user: { id: 'u-1', email: 'ada@example.org', fullName: 'Ada', countryName: null, favoriteClubId: null },
      selected: ['ev-1'],
    });
    renderWithIntl(<EventCard event={summary()} />);
    expect(screen.getByRole('button', { name: 'Remove Lions v Tigers from your watchlist' })).toHaveAttribute('aria-pressed', 'true');
  });
});
