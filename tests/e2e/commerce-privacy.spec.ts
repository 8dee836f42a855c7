/** One viewer's purchases are theirs alone: a second user sees none of them, in the portal or the API (SPEC §6). */
import { expect as baseExpect, test } from './support/test';
import { external } from './support/auth';
import { CARDS, fillNewCard, newBuyer, payButton, recorded } from './support/commerce';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
test.skip(external, 'creates accounts and buys on the reference API');

test('a second user sees none of the first user’s contracts, tickets, cards or payments', async ({ browser, request }) => {
  const first = await browser.newPage();
  const owner = await newBuyer(first, request, 'owner');
  await first.goto('/account/ppv/ppv-ev-0068/');
  await fillNewCard(first, CARDS.approve);
  await payButton(first).click();
  await expect(first.getByText('Your payment was approved.')).toBeVisible();
  const mine = await recorded(request, owner.token);
  expect(mine.contracts).toHaveLength(1);

  const second = await browser.newPage();
  const other = await newBuyer(second, request, 'other');
  expect(await recorded(request, other.token)).toEqual({ contracts: [], payments: [], cards: [] });
  const contractId = mine.contracts[0]!.id;
  const peek = await request.get(`/api/commerce/get_customer_subscriptions_by_id/id/${contractId}`, {
    headers: { 'X-Authorization': `Bearer ${other.token}` },
  });
  expect(peek.status()).toBe(403);

  await second.goto('/account/ppv/');
  await expect(second.getByText('You have not bought any pay-per-view events yet.')).toBeVisible();
  await second.goto('/account/billing/');
  await expect(second.getByText('No saved cards.', { exact: false })).toBeVisible();
  await expect(second.getByText('No payments yet.')).toBeVisible();
  await second.goto(`/account/subscription/${contractId}/`);
  await expect(second.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
