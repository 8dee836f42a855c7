import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Checkout } from '@/components/commerce/checkout';
import { OfferSummary } from '@/components/commerce/offer-summary';
import { reshapeProduct } from '@/lib/api/commerce';
import type { Contract as WireContract, Product as WireProduct, StoredCard as WireStoredCard } from '@/lib/api/contract/commerce';
import { wireContract, wirePayment } from '@/tests/support/commerce-fakes';
import { loadQueryRuntime } from '@/lib/queries/runtime';
import { useSessionStore } from '@/stores/session-store';
import { router, setLocation } from './support/navigation';
import { API_BASE, renderWithIntl } from './support/render';

const PRODUCT = `${API_BASE}api/commerce/get_subscriptions_by_id/id/:id`;
const CONTRACTS = `${API_BASE}api/commerce/customer_contracts`;
const CARDS = `${API_BASE}api/commerce/stored_cards`;
const TOKENS = `${API_BASE}api/payments/tokens`;
const CHECKOUT = `${API_BASE}api/commerce/subscription_checkout`;
const STORED_CHECKOUT = `${API_BASE}api/commerce/subscribe_by_stored_cc`;

const TEST_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
/** An expiry five years ahead, as MM/YY. */
const EXPIRY = `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`;
const CHECKOUT_PATH = '/account/subscription/buy/sub-1/';
const SEARCH = '?returnTo=%2Fevents%2Fev-1%2F';

const wireProduct = (over: Partial<WireProduct> = {}): WireProduct => ({
  id: 'sub-1',
  title: 'Season Pass',
  description: 'Every game of the season, live and replay.',
  type: 'SVOD',
  commerceModel: 'svod',
  price: 9.99,
  currency: 'EUR',
  duration: 1,
  durationUnits: 'month',
  eventId: null,
  startDate: null,
  endDate: null,
  autoRenew: true,
  allowedAccessIdentityItems: [{ id: 'league-1', title: 'Premier League' }],
  isEventAvailableInUserRegion: true,
  ...over,
});

const storedVisa: WireStoredCard = { id: 'card-1', brand: 'visa', last4: '1881', expMonth: 4, expYear: 2031, isDefault: true };
const approved = { content: { status: 'APPROVED', action: 'creditCardPay', payment: wirePayment(), contract: wireContract({ productId: 'sub-1' }) } };
/** The processor's answer: a new single-use token each time. */
const tokenFor = (number: string, nth: number) => ({
  token: `tok_${number.slice(-4)}_${nth}`,
  brand: 'visa',
  last4: number.slice(-4),
  expMonth: 12,
  expYear: 2034,
});

interface Sent {
  tokens: unknown[];
  checkouts: { idempotency_key: string; [key: string]: unknown }[];
  stored: { idempotency_key: string; [key: string]: unknown }[];
}

/**
 * The platform as the checkout sees it: the offer asked again from the browser, the viewer's
 * contracts and stored cards, the test card processor and the two purchase calls. Keeps every
 * request body the payment calls get; `checkout` and `storedCheckout` say what the purchase calls answer.
 */
function platform({
  product = wireProduct(),
  contracts = [] as WireContract[],
  cards = [] as WireStoredCard[],
  checkout = (): Response => HttpResponse.json(approved),
  storedCheckout = (): Response => HttpResponse.json(approved),
} = {}): Sent {
  const sent: Sent = { tokens: [], checkouts: [], stored: [] };
  server.use(
    http.get(PRODUCT, () => HttpResponse.json({ content: product })),
    http.get(CONTRACTS, () => HttpResponse.json({ content: contracts })),
    http.get(CARDS, () => HttpResponse.json({ content: cards })),
    http.post(TOKENS, async ({ request }) => {
      const body = (await request.json()) as { number: string };
      sent.tokens.push(body);
      return HttpResponse.json(tokenFor(body.number, sent.tokens.length));
    }),
    http.post(CHECKOUT, async ({ request }) => {
      sent.checkouts.push((await request.json()) as Sent['checkouts'][number]);
      return checkout();
    }),
    http.post(STORED_CHECKOUT, async ({ request }) => {
      sent.stored.push((await request.json()) as Sent['stored'][number]);
      return storedCheckout();
    }),
  );
  return sent;
}

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // What a page's first call and first query load lazily, loaded once here rather than inside the first test's waits.
  await Promise.all([import('@/lib/api/browser-api'), import('@/lib/api/route-table'), import('@/lib/payments/reference'), loadQueryRuntime()]);
  // What the page's session effects do once in the browser: until then the checkout waits ('unknown').
  await useSessionStore.persist.rehydrate();
});
beforeEach(() => {
  setLocation(CHECKOUT_PATH, SEARCH);
  window.history.replaceState(null, '', `${CHECKOUT_PATH}${SEARCH}`);
  useSessionStore.getState().signIn({
    user: { id: 'u-1', email: 'ada@example.org', fullName: 'Ada Lovelace', countryName: null, favoriteClubId: null },
    tokenData: { token: 'access-1', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'refresh-1' },
  });
});
afterEach(async () => {
  server.resetHandlers();
  useSessionStore.getState().clear();
  window.history.replaceState(null, '', '/');
  (await loadQueryRuntime()).client.clear();
});
afterAll(() => server.close());

const renderCheckout = (product = wireProduct()) => renderWithIntl(<Checkout product={reshapeProduct(product)} />);

/** The checkout's form once the session, the contracts and the provider are known (three calls and a lazy import: a loaded machine takes a while). */
const checkoutForm = async (title = 'Season Pass') => screen.findByRole('form', { name: `Pay for ${title}` }, { timeout: 3_000 });
const field = (name: string) => screen.getByRole('textbox', { name });

/** Types a card into the portal's own fields (without a pause between keys) and hands back a user to go on with. */
async function typeCard(number: string, exp = EXPIRY, cvc = '123') {
  const typist = userEvent.setup({ delay: null });
  await typist.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await typist.type(field('Expiry date'), exp);
  await typist.type(field('Security code (CVC)'), cvc);
  return userEvent.setup();
}

const payButton = () => screen.getByRole('button', { name: 'Pay €9.99 per month' });
const idempotencyKey = expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/);

describe('Checkout', () => {
  it('shows the offer, what it costs per period and its terms, beside a form named after it', async () => {
    platform();
    renderWithIntl(
      <>
        <OfferSummary product={reshapeProduct(wireProduct())} />
        <Checkout product={reshapeProduct(wireProduct())} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Season Pass' })).toBeInTheDocument();
    expect(screen.getByText('€9.99 per month')).toBeInTheDocument();
    expect(screen.getByText('Subscription to everything')).toBeInTheDocument();
    expect(screen.getByText('Renews automatically until you cancel')).toBeInTheDocument();
    const form = await checkoutForm();
    expect(within(form).getByText('Total today: €9.99 per month')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Pay €9.99 per month' })).toBeEnabled();
    expect(within(form).getByText(/You are charged again at the start of each period/)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'A new card' })).toBeChecked();
  });

  it('refuses a bad card number and a past expiry with the translated messages, tied to the fields, and sends nothing', async () => {
    const sent = platform();
    renderCheckout();
    await checkoutForm();
    const user = await typeCard('4242 4242 4242 4241', '01/25', '123');
    await user.click(payButton());
    const number = field('Card number');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription('Enter a valid card number.');
    expect(field('Expiry date')).toHaveAccessibleDescription('MM/YY This card has expired.');
    expect(field('Security code (CVC)')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual({ tokens: [], checkouts: [], stored: [] });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('pays with the test card: tokenized first, only the token and an idempotency key sent, then on to success', async () => {
    const sent = platform();
    renderCheckout();
    await checkoutForm();
    const user = await typeCard(TEST_CARD);
    await user.click(payButton());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/success/?returnTo=%2Fevents%2Fev-1%2F'));
    expect(sent.tokens).toEqual([{ number: '4242424242424242', exp: EXPIRY, cvc: '123' }]);
    expect(sent.checkouts).toEqual([{ subscription_id: 'sub-1', card: { token: 'tok_4242_1', save: true }, idempotency_key: idempotencyKey }]);
    expect(JSON.stringify(sent.checkouts)).not.toContain('4242424242424242');
    // The store keeps the card's brand and last four for the success page, never its number; the
    // single-use token is dropped once the platform has answered.
    const { creditCard, creditCardToken } = useSessionStore.getState();
    expect(creditCard).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect(creditCardToken).toBeNull();
  });

  it('pays with the default stored card, preselected, by its id', async () => {
    const sent = platform({ cards: [{ ...storedVisa, id: 'card-0', last4: '0005', isDefault: false }, storedVisa] });
    renderCheckout();
    await checkoutForm();
    const stored = await screen.findByRole('radio', { name: /Visa ending in 1881/ });
    await waitFor(() => expect(stored).toBeChecked());
    expect(screen.getByRole('radio', { name: /Visa ending in 0005/ })).not.toBeChecked();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument());
    await userEvent.setup().click(payButton());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/success/?returnTo=%2Fevents%2Fev-1%2F'));
    expect(sent.stored).toEqual([{ subscription_id: 'sub-1', card_id: 'card-1', idempotency_key: idempotencyKey }]);
    expect(sent.tokens).toEqual([]);
    expect(sent.checkouts).toEqual([]);
  });

  it('goes from the purchase to its outcome without saying the viewer already has the offer', async () => {
    let bought = false;
    let contractCalls = 0;
    platform({
      checkout: () => {
        bought = true;
        return HttpResponse.json(approved);
      },
    });
    server.use(
      http.get(CONTRACTS, () => {
        contractCalls += 1;
        return HttpResponse.json({ content: bought ? [wireContract({ productId: 'sub-1' })] : [] });
      }),
    );
    renderCheckout();
    await checkoutForm();
    const user = await typeCard(TEST_CARD);
    await user.click(payButton());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/success/?returnTo=%2Fevents%2Fev-1%2F'));
    // The contracts were asked again after the purchase, and hold it.
    expect(contractCalls).toBeGreaterThan(1);
    expect(screen.queryByText('You already have this. There is nothing more to pay.')).not.toBeInTheDocument();
  });

  it('charges once on a double click, and on presses that land before the button is disabled', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent = platform({ checkout: () => HttpResponse.json(approved) });
    server.use(
      http.post(CHECKOUT, async ({ request }) => {
        sent.checkouts.push((await request.json()) as Sent['checkouts'][number]);
        await answered;
        return HttpResponse.json(approved);
      }),
    );
    renderCheckout();
    const form = await checkoutForm();
    const user = await typeCard(TEST_CARD);
    await user.dblClick(payButton());
    await waitFor(() => expect(sent.checkouts).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    // Presses that land before React re-renders the button as pending (Enter held in a field):
    // the purchase under way is not started again.
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The payment under way keeps its button pending through the presses that returned at once.
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/success/?returnTo=%2Fevents%2Fev-1%2F'));
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(sent.tokens).toHaveLength(1);
    expect(sent.checkouts).toHaveLength(1);
  });

  it('sends a declined card to the failure page, with the reason and the way back to this checkout', async () => {
    const sent = platform({
      checkout: () => HttpResponse.json({ error: true, message: 'The card was declined', messageErrorCode: 'payment_declined' }, { status: 402 }),
    });
    renderCheckout();
    await checkoutForm();
    const user = await typeCard(DECLINED_CARD);
    await user.click(payButton());
    const retry = encodeURIComponent(`${CHECKOUT_PATH}${SEARCH}`);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment/failure/?reason=payment_declined&retry=${retry}`));
    expect(sent.checkouts).toEqual([expect.objectContaining({ card: { token: 'tok_0002_1', save: true } })]);
  });

  it('shows a 5xx answer as an alert on the form, keeps what was typed, and tries again under the same key', async () => {
    let status = 500;
    const sent = platform({
      checkout: () =>
        status === 500
          ? HttpResponse.json({ error: true, message: 'Internal Server Error', messageErrorCode: 'default_error_message' }, { status: 500 })
          : HttpResponse.json(approved),
    });
    renderCheckout();
    await checkoutForm();
    const user = await typeCard(TEST_CARD);
    await user.click(payButton());
    await waitFor(() => expect(screen.getByText('Internal Server Error')).toHaveAttribute('role', 'alert'));
    expect(router.push).not.toHaveBeenCalled();
    expect(field('Card number')).toHaveValue(TEST_CARD);
    expect(field('Expiry date')).toHaveValue(EXPIRY);
    expect(field('Security code (CVC)')).toHaveValue('123');
    expect(await screen.findByRole('button', { name: 'Pay €9.99 per month' })).toBeEnabled();

    status = 200;
    await user.click(payButton());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/success/?returnTo=%2Fevents%2Fev-1%2F'));
    expect(sent.checkouts).toHaveLength(2);
    expect(sent.tokens).toHaveLength(2);
    expect(sent.checkouts[1]!.card).toEqual({ token: 'tok_4242_2', save: true });
    expect(sent.checkouts[1]!.idempotency_key).toBe(sent.checkouts[0]!.idempotency_key);
  });

  it.each([502, 503, 504])('retries a purchase a gateway answered %i with the same token and key, as it may have gone through', async (gatewayStatus) => {
    let status = gatewayStatus;
    const sent = platform({
      checkout: () =>
        status === 200
          ? HttpResponse.json(approved)
          : HttpResponse.json({ error: true, message: 'Unavailable', messageErrorCode: 'default_error_message' }, { status }),
    });
    renderCheckout();
    await checkoutForm();
    const user = await typeCard(TEST_CARD);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    status = 200;
    // The alert can show a render before the button leaves its pending state: react-hook-form ends
    // its submit after the purchase's handler has returned.
    await user.click(await screen.findByRole('button', { name: 'Pay €9.99 per month' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/success/?returnTo=%2Fevents%2Fev-1%2F'));
    expect(sent.tokens).toHaveLength(1);
    expect(sent.checkouts).toHaveLength(2);
    expect(sent.checkouts[1]).toEqual(sent.checkouts[0]);
  });

  it('retries a purchase lost to a network error with the same token and key, so the platform can answer the first one', async () => {
    let lost = true;
    const sent = platform({ checkout: () => (lost ? HttpResponse.error() : HttpResponse.json(approved)) });
    renderCheckout();
    await checkoutForm();
    const user = await typeCard(TEST_CARD);
    await user.click(payButton());
    expect(await screen.findByText('Could not reach the server. Check your connection and try again.')).toHaveAttribute('role', 'alert');
    lost = false;
    await user.click(await screen.findByRole('button', { name: 'Pay €9.99 per month' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    expect(sent.tokens).toHaveLength(1);
    expect(sent.checkouts).toHaveLength(2);
    expect(sent.checkouts[1]).toEqual(sent.checkouts[0]);
  });
});
