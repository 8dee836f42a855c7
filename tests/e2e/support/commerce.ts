/**
 * What the commerce specs share: a fresh signed-in buyer, the test cards of the reference API's
 * card processor, the checkout's fields by their labels, and the buyer's contracts and payments as
 * the platform API reports them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ADMIN_KEY, API_URL, apiLogin, createAccount, signInWithForm, type Account } from './auth';
import { DEMO_URL } from './portal';

export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  processing: '4000 0000 0000 3220',
} as const;

/** A live pay-per-view-only event, a live subscription event, and a PPV ticket outside the viewer's region (seed). */
export const PPV_EVENT = 'ev-0141';
export const SUBSCRIPTION_EVENT = 'ev-0091';
export const OUT_OF_REGION_TICKET = 'ppv-ev-0130';

export interface Buyer extends Account {
  token: string;
}

/** A new account, signed in on the page, with an API token for checking what the platform recorded. */
export async function newBuyer(page: Page, request: APIRequestContext, tag: string): Promise<Buyer> {
  const account = await createAccount(request, tag);
  await signInWithForm(page, account);
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible({ timeout: 20_000 });
  const { token } = await apiLogin(request, account, `E2E-Checker (${account.email})`);
  return { ...account, token };
}

export async function fillNewCard(page: Page, number: string, exp = '12/34', cvc = '123') {
  await page.getByRole('radio', { name: 'A new card' }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(exp);
  await page.getByLabel('Security code (CVC)').fill(cvc);
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay\b/ });

interface Recorded {
  contracts: { id: string; productId: string; isCanceled: boolean; isActive: boolean; purchaseProcessing: boolean }[];
  payments: { id: string; status: string; cardLast4: string | null }[];
  cards: { id: string; last4: string }[];
}

/** The buyer's contracts, payments and stored cards on the platform API. */
export async function recorded(request: APIRequestContext, token: string): Promise<Recorded> {
  const get = async (path: string) => {
    const res = await request.get(`${DEMO_URL}${path}`, { headers: { 'X-Authorization': `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { content: unknown }).content;
  };
  const [contracts, payments, cards] = await Promise.all([
    get('/api/commerce/customer_contracts'),
    get('/api/commerce/payments'),
    get('/api/commerce/stored_cards'),
  ]);
  return { contracts, payments, cards } as Recorded;
}

/** Fails the test if a card number is ever sent to the portal's own origin (it goes to the card processor only). */
export function forbidCardOnPortal(page: Page, origin = DEMO_URL) {
  const leaks: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(origin)) return;
    const digits = (req.postData() ?? '').replace(/\D/g, '') + req.url().replace(/\D/g, '');
    if (Object.values(CARDS).some((card) => digits.includes(card.replace(/\D/g, '')))) leaks.push(req.url());
  });
  return () => expect(leaks, 'requests to the portal carrying a card number').toEqual([]);
}

/** A fresh single-use access code for a product, from the operator API (seeded codes run out). */
export async function mintAccessCode(request: APIRequestContext, productId: string): Promise<string> {
  const res = await request.post(`${API_URL}/admin/access-codes`, { headers: { 'X-Admin-Key': ADMIN_KEY }, data: { productId } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { code: string }).code;
}
