/** The payment provider seam (SPEC §7 card payment SDK): the reference processor, Stripe with its loader injected, and the tenant's choice. */
import type { loadStripe, Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { CardError, loadPaymentProvider } from '@/lib/payments/provider';
import { createReferenceProvider } from '@/lib/payments/reference';
import { createStripeProvider } from '@/lib/payments/stripe';

const card = { number: '4242424242424242', exp: '12/34', cvc: '123' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('reference provider', () => {
  it('posts the card to the processor’s token endpoint only, without a user token', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { token: 'card_abc', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
    );
    const provider = createReferenceProvider({ base: 'http://pay.example/', fetch });
    await expect(provider.tokenize?.(card)).resolves.toEqual({ token: 'card_abc', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://pay.example/api/payments/tokens');
    expect(JSON.parse(String(init?.body))).toEqual(card);
    expect(new Headers(init?.headers).has('X-Authorization')).toBe(false);
  });

  it('turns a refusal into card_invalid and an unreachable processor into card_provider_unavailable', async () => {
    const refused = createReferenceProvider({
      base: 'http://pay.example/',
      fetch: async () => json(400, { error: true, message: 'The card has expired', messageErrorCode: 'validation_error' }),
    });
    await expect(refused.tokenize?.(card)).rejects.toMatchObject({ code: 'card_invalid' });
    const down = createReferenceProvider({ base: 'http://pay.example/', fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    await expect(down.tokenize?.(card)).rejects.toMatchObject({ code: 'card_provider_unavailable' });
  });
});

function fakeStripe(result: Awaited<ReturnType<Stripe['createToken']>>) {
  const element = { mount: vi.fn(), destroy: vi.fn() };
  const create = vi.fn(() => element);
  const stripe = { elements: vi.fn(() => ({ create })), createToken: vi.fn(async () => result) };
  return { stripe, element, create };
}

describe('Stripe provider', () => {
  it('loads Stripe.js with the public key, mounts its card field and tokenizes it', async () => {
    const { stripe, element, create } = fakeStripe({ token: { id: 'tok_1', card: { brand: 'Visa', last4: '4242', exp_month: 1, exp_year: 2031 } } } as never);
    const load = vi.fn(async () => stripe as unknown as Stripe) as unknown as typeof loadStripe;
    const provider = createStripeProvider({ publicKey: 'pk_test_1', load });
    expect(provider.tokenize).toBeUndefined();
    const box = {} as HTMLElement;
    const fields = await provider.mountFields!(box, { locale: 'de' });
    expect(load).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.elements).toHaveBeenCalledWith({ locale: 'de' });
    expect(create).toHaveBeenCalledWith('card');
    expect(element.mount).toHaveBeenCalledWith(box);
    await expect(fields.tokenize()).resolves.toEqual({ token: 'tok_1', brand: 'visa', last4: '4242', expMonth: 1, expYear: 2031 });
    fields.unmount();
    expect(element.destroy).toHaveBeenCalled();
  });

  it('reports a refused card and an unreachable Stripe.js as card errors', async () => {
    const { stripe } = fakeStripe({ error: { type: 'card_error', message: 'Your card number is incomplete.' } } as never);
    const provider = createStripeProvider({ publicKey: 'pk', load: (async () => stripe) as unknown as typeof loadStripe });
    const fields = await provider.mountFields!({} as HTMLElement, { locale: 'en' });
    await expect(fields.tokenize()).rejects.toEqual(new CardError('Your card number is incomplete.', 'card_invalid'));
    const offline = createStripeProvider({ publicKey: 'pk', load: (async () => Promise.reject(new Error('blocked'))) as unknown as typeof loadStripe });
    await expect(offline.mountFields!({} as HTMLElement, { locale: 'en' })).rejects.toMatchObject({ code: 'card_provider_unavailable' });
  });
});

describe('loadPaymentProvider', () => {
  const tenant = { payment_provider: 'reference', payment_public_key: undefined, payment_tokenizer_base: undefined, api_base: '/' } as const;
  it('uses the reference processor at its own origin, or the absolute api_base', async () => {
    expect((await loadPaymentProvider({ ...tenant, payment_tokenizer_base: 'http://localhost:4000' }))?.id).toBe('reference');
    expect((await loadPaymentProvider({ ...tenant, api_base: 'https://api.customer.tv/' }))?.id).toBe('reference');
  });
  it('takes no new cards when the processor would be reached through the portal', async () => {
    expect(await loadPaymentProvider(tenant)).toBeNull();
  });
  it('uses Stripe only with a public key', async () => {
    expect((await loadPaymentProvider({ ...tenant, payment_provider: 'stripe', payment_public_key: 'pk_live_1' }))?.id).toBe('stripe');
    expect(await loadPaymentProvider({ ...tenant, payment_provider: 'stripe' })).toBeNull();
  });
});
