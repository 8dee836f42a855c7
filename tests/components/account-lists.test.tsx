import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Billing } from '@/components/commerce/billing';
import { SubscriptionList } from '@/components/commerce/subscription-list';
import { TicketList } from '@/components/commerce/ticket-list';
import type { StoredCard as WireStoredCard } from '@/lib/api/contract/commerce';
import { loadQueryRuntime } from '@/lib/queries/runtime';
import { useSessionStore } from '@/stores/session-store';
import { wireContract, wirePayment } from '@/tests/support/commerce-fakes';
import { API_BASE, renderWithIntl } from './support/render';

const CONTRACTS = `${API_BASE}api/commerce/customer_contracts`;
const CARDS = `${API_BASE}api/commerce/stored_cards`;
const PAYMENTS = `${API_BASE}api/commerce/payments`;

const renewing = wireContract({ id: 'c-1', title: 'Season Pass' });
const cancelled = wireContract({
  id: 'c-2',
  title: 'Weekend Pass',
  isCanceled: true,
  endDate: '2036-02-01T12:00:00.000Z',
  price: 4,
  duration: 1,
  durationUnits: 'week',
});
const ended = wireContract({ id: 'c-3', title: 'Summer Pass', isActive: false, endDate: '2025-06-30T12:00:00.000Z' });
const finalTicket = wireContract({
  id: 't-1',
  title: 'Cup Final',
  type: 'PPV',
  commerceModel: 'ppv',
  price: 4.99,
  eventId: 'ev 9',
  endDate: null,
  autoRenew: false,
  duration: null,
  durationUnits: null,
  startDate: '2026-03-01T12:00:00.000Z',
});
const semiTicket = { ...finalTicket, id: 't-2', title: 'Cup Semi-final', eventId: 'ev-8', startDate: '2026-02-20T12:00:00.000Z' };

const visa: WireStoredCard = { id: 'card-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true };
const mastercard: WireStoredCard = { id: 'card-2', brand: 'mastercard', last4: '5454', expMonth: 3, expYear: 2029, isDefault: false };

/** Answers GET `url` with `answer()` each time, counting the calls. */
function answers(url: string, answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.get(url, () => {
      calls.count++;
      return answer();
    }),
  );
  return calls;
}
const content = (items: unknown[]) => () => HttpResponse.json({ content: items });
const serverError = () => HttpResponse.json({ error: true, message: 'Internal Server Error', messageErrorCode: 'default_error_message' }, { status: 500 });

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // What a page's first call and first query load lazily, loaded once here rather than inside the first test's waits.
  await Promise.all([import('@/lib/api/browser-api'), import('@/lib/api/route-table'), loadQueryRuntime()]);
  // What the page's session effects do once in the browser: until then the lists wait.
  await useSessionStore.persist.rehydrate();
});
beforeEach(() => {
  useSessionStore.getState().signIn({
    user: { id: 'u-1', email: 'ada@example.org', fullName: 'Ada Lovelace', countryName: null, favoriteClubId: null },
    tokenData: { token: 'access-1', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'refresh-1' },
  });
});
afterEach(async () => {
  server.resetHandlers();
  useSessionStore.getState().clear();
  (await loadQueryRuntime()).client.clear();
});
afterAll(() => server.close());

const region = (name: string) => screen.getByRole('region', { name });
/** A first load's wait: a call and its answer's parsing take a while on a loaded machine. */
const FIRST_LOAD = { timeout: 3_000 };
/** A contract's card in a list, found by its heading. */
const card = (scope: HTMLElement, title: string) => within(scope).getByRole('heading', { name: title, level: 3 }).closest('li')!;

describe('SubscriptionList', () => {
  it('says it is loading, then lists current subscriptions (a cancelled one until its end) and past ones, with status and dates', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    answers(CONTRACTS, async () => {
      await loaded;
      return HttpResponse.json({ content: [ended, finalTicket, renewing, cancelled] });
    });
    renderWithIntl(<SubscriptionList />);
    expect(await screen.findByRole('status', { name: 'Loading…' }, FIRST_LOAD)).toHaveAttribute('aria-busy', 'true');
    release();

    const current = await screen.findByRole('region', { name: 'Current' }, FIRST_LOAD);
    expect(within(current).getAllByRole('listitem')).toHaveLength(2);
    const season = card(current, 'Season Pass');
    expect(season).toHaveTextContent('Active');
    expect(season).toHaveTextContent('€9.99 per month');
    expect(season).toHaveTextContent('Renews on January 15, 2036');
    expect(within(season).getByRole('link', { name: 'Details of Season Pass' })).toHaveAttribute('href', '/account/subscription/c-1/');
    expect(within(season).getByRole('button', { name: 'Cancel Season Pass' })).toBeInTheDocument();

    const weekend = card(current, 'Weekend Pass');
    expect(weekend).toHaveTextContent('Cancelled');
    expect(weekend).toHaveTextContent('€4.00 per week');
    expect(weekend).toHaveTextContent('Access ends on February 1, 2036');
    expect(within(weekend).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    const past = region('Past');
    expect(within(past).getAllByRole('listitem')).toHaveLength(1);
    expect(card(past, 'Summer Pass')).toHaveTextContent('Ended');
    expect(card(past, 'Summer Pass')).toHaveTextContent('Ended on June 30, 2025');
    expect(within(past).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Cup Final')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says there are no subscriptions when the viewer holds only tickets', async () => {
    answers(CONTRACTS, content([finalTicket]));
    renderWithIntl(<SubscriptionList />);
    expect(await screen.findByText('You have no subscriptions yet.', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current' })).not.toBeInTheDocument();
  });

  it('shows a failed load as an alert whose Try again button asks again, then lists what came', async () => {
    let fail = true;
    const calls = answers(CONTRACTS, () => (fail ? serverError() : HttpResponse.json({ content: [renewing] })));
    renderWithIntl(<SubscriptionList />);
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('This could not be loaded. Internal Server Error');
    expect(calls.count).toBe(1);

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Season Pass' })).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('TicketList', () => {
  it('lists each ticket with the day it was bought and a link to its event, and no subscriptions', async () => {
    answers(CONTRACTS, content([renewing, finalTicket, semiTicket]));
    renderWithIntl(<TicketList />);
    const list = await screen.findByRole('list', {}, FIRST_LOAD);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const final = card(list, 'Cup Final');
    expect(final).toHaveTextContent('Bought on March 1, 2026');
    expect(final).toHaveTextContent('€4.99');
    expect(within(final).getByRole('link', { name: 'Watch Cup Final' })).toHaveAttribute('href', '/events/ev%209/');
    expect(within(card(list, 'Cup Semi-final')).getByRole('link', { name: 'Watch Cup Semi-final' })).toHaveAttribute('href', '/events/ev-8/');
    expect(screen.queryByText('Season Pass')).not.toBeInTheDocument();
  });

  it('says there are no tickets when the viewer holds only subscriptions', async () => {
    answers(CONTRACTS, content([renewing, cancelled]));
    renderWithIntl(<TicketList />);
    expect(await screen.findByText('You have not bought any pay-per-view events yet.', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Billing', () => {
  it('lists the stored cards (the default marked) and the last payments with date, item, amount, method and status', async () => {
    answers(CARDS, content([visa, mastercard]));
    answers(
      PAYMENTS,
      content([
        wirePayment({ id: 'pay-1' }),
        wirePayment({ id: 'pay-2', title: 'Cup Final', amount: 0, action: 'redeemAccessCode', cardLast4: null, date: '2026-10-20T12:00:00.000Z' }),
        wirePayment({ id: 'pay-3', title: 'Derby', amount: 4.5, currency: 'USD', status: 'DECLINED', cardLast4: '0002', date: '2026-10-02T12:00:00.000Z' }),
      ]),
    );
    renderWithIntl(<Billing />);

    const cards = region('Saved cards');
    const stored = await within(cards).findAllByRole('listitem', {}, FIRST_LOAD);
    expect(stored.map((li) => li.textContent)).toEqual(['Visa ending in 4242Expires 12/30Default', 'Mastercard ending in 5454Expires 03/29']);

    const payments = region('Last payments');
    const table = await within(payments).findByRole('table', {}, FIRST_LOAD);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date', 'Item', 'Amount', 'Paid with', 'Status'],
      ['Nov 1, 2026', 'Season Pass', '€9.99', 'Card ending in 4242', 'Approved'],
      ['Oct 20, 2026', 'Cup Final', '€0.00', 'Access code', 'Approved'],
      ['Oct 2, 2026', 'Derby', '$4.50', 'Card ending in 0002', 'Declined'],
    ]);
  });

  it('says so when there are no stored cards and no payments', async () => {
    answers(CARDS, content([]));
    answers(PAYMENTS, content([]));
    renderWithIntl(<Billing />);
    expect(await within(region('Saved cards')).findByText('No saved cards. A card you pay with can be saved at checkout.', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(await within(region('Last payments')).findByText('No payments yet.', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the cards shown when only the payments fail, and asks for the payments alone again', async () => {
    let fail = true;
    const cardCalls = answers(CARDS, content([visa]));
    const paymentCalls = answers(PAYMENTS, () => (fail ? serverError() : HttpResponse.json({ content: [wirePayment({ id: 'pay-1' })] })));
    renderWithIntl(<Billing />);
    const payments = region('Last payments');
    const alert = await within(payments).findByRole('alert', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('This could not be loaded. Internal Server Error');
    expect(await within(region('Saved cards')).findByText('Visa ending in 4242', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(within(region('Saved cards')).queryByRole('alert')).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(payments).findByRole('cell', { name: 'Season Pass' })).toBeInTheDocument();
    await waitFor(() => expect(paymentCalls.count).toBe(2));
    expect(cardCalls.count).toBe(1);
  });
});
