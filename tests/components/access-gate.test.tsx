import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessGate } from '@/components/watch/access-gate';
import type { CommerceOptions, Offer } from '@/lib/models/event';
import { mediaEvent } from '@/tests/support/events';
import { setLocation } from './support/navigation';
import { renderWithIntl } from './support/render';

const ticket: Offer = { id: 'ppv-1', title: 'Final ticket', price: 4.99, currency: 'EUR', model: 'ppv' };
const monthly: Offer = { id: 'sub 1', title: 'Monthly', price: 9.5, currency: 'USD', model: 'svod' };
const commerce = (over: Partial<CommerceOptions> = {}): CommerceOptions => ({
  eventId: 'ev-1',
  access: 'ppv',
  isEventAvailableForUser: false,
  isEventAvailableInUserRegion: true,
  ppv: [ticket],
  subscriptions: [monthly],
  ...over,
});

const gateSection = (title: string) => screen.getByRole('region', { name: title });
const link = (name: string) => screen.getByRole('link', { name });

beforeEach(() => setLocation('/events/ev-1/'));

describe('AccessGate', () => {
  it('tells a viewer outside the region why, with no way in', () => {
    renderWithIntl(<AccessGate event={mediaEvent()} gate={{ kind: 'region' }} commerce={commerce()} loading={false} />);
    expect(gateSection('Not available in your region')).toHaveTextContent('This event cannot be watched in your country.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks a signed-out viewer to sign in, then come back, for a members event', () => {
    renderWithIntl(<AccessGate event={mediaEvent({ access: 'members' })} gate={{ kind: 'locked', signIn: true }} commerce={null} loading={false} />);
    expect(gateSection("You can't watch this yet")).toHaveTextContent('This event is for signed-in members.');
    expect(link('Sign in')).toHaveAttribute('href', '/auth/login/?returnTo=%2Fevents%2Fev-1%2F');
    expect(link('Create an account')).toHaveAttribute('href', '/auth/sign-up/');
    expect(screen.queryByRole('list', { name: 'Ways to watch' })).not.toBeInTheDocument();
  });

  it("offers a signed-in viewer the event's ticket, its subscriptions and an access code, each returning to the event", () => {
    renderWithIntl(<AccessGate event={mediaEvent({ access: 'ppv' })} gate={{ kind: 'locked', signIn: false }} commerce={commerce()} loading={false} />);
    expect(gateSection("You can't watch this yet")).toHaveTextContent('This event is pay-per-view.');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    const offers = within(screen.getByRole('list', { name: 'Ways to watch' }));
    expect(offers.getByRole('link', { name: 'Buy a ticket (€4.99)' })).toHaveAttribute('href', '/account/ppv/ppv-1/?returnTo=%2Fevents%2Fev-1%2F');
    expect(offers.getByRole('link', { name: 'Subscribe: Monthly ($9.50)' })).toHaveAttribute(
      'href',
      '/account/subscription/buy/sub%201/?returnTo=%2Fevents%2Fev-1%2F',
    );
    expect(offers.getByRole('link', { name: 'Redeem an access code' })).toHaveAttribute('href', '/auth/sign-up/subscription/code/');
  });

  it('sends a signed-out viewer through sign-in on the way to an offer', () => {
    renderWithIntl(
      <AccessGate event={mediaEvent({ access: 'subscription' })} gate={{ kind: 'locked', signIn: true }} commerce={commerce({ ppv: [] })} loading={false} />,
    );
    expect(gateSection("You can't watch this yet")).toHaveTextContent('This event needs a subscription.');
    const buy = '/account/subscription/buy/sub%201/?returnTo=%2Fevents%2Fev-1%2F';
    expect(link('Subscribe: Monthly ($9.50)')).toHaveAttribute('href', `/auth/login/?returnTo=${encodeURIComponent(buy)}`);
    expect(link('Redeem an access code')).toHaveAttribute('href', `/auth/login/?returnTo=${encodeURIComponent('/auth/sign-up/subscription/code/')}`);
    expect(screen.queryByRole('link', { name: /Buy a ticket/ })).not.toBeInTheDocument();
  });

  it('says the offers are loading instead of listing none', () => {
    renderWithIntl(<AccessGate event={mediaEvent({ access: 'ppv' })} gate={{ kind: 'locked', signIn: false }} commerce={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading offers…');
    expect(screen.queryByRole('list', { name: 'Ways to watch' })).not.toBeInTheDocument();
  });

  it('keeps the locale in every address it links to', () => {
    setLocation('/de/events/ev-1/');
    renderWithIntl(<AccessGate event={mediaEvent({ access: 'members' })} gate={{ kind: 'locked', signIn: true }} commerce={null} loading={false} />, {
      locale: 'de',
    });
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/auth/login/?returnTo=%2Fevents%2Fev-1%2F');
  });
});
