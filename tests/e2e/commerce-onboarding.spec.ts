/** Paying inside onboarding: a subscription bought at the subscription step, and an access code redeemed there (SPEC §2, §7). */
import { expect as baseExpect, test, type Page } from './support/test';
import { external, PASSWORD, uniqueEmail } from './support/auth';
import { hydrated } from './support/browse';
import { CARDS, fillNewCard, mintAccessCode, payButton } from './support/commerce';
import { watchPlayer } from './watch-support';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
test.skip(external, 'creates accounts and buys on the reference API');

async function signUpToSubscriptionStep(page: Page, tag: string) {
  await page.goto('/auth/sign-up/');
  await hydrated(page);
  await page.getByLabel('Full name').fill(`E2E ${tag}`);
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(tag));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/auth/sign-up/personalization/');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/auth/sign-up/subscription/');
}

test('sign-up → subscription step → buy → onboarding continues', async ({ page }) => {
  await signUpToSubscriptionStep(page, 'onboard-buy');
  await page.getByRole('link', { name: 'Choose Metro Basketball Pass' }).click();
  await expect(page).toHaveURL('/auth/sign-up/subscription/buy/cvod-metro/');
  await expect(page.getByRole('heading', { name: 'Metro Basketball Pass' })).toBeVisible();
  await fillNewCard(page, CARDS.approve);
  await payButton(page).click();
  await expect(page.getByText('Your payment was approved.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/auth/sign-up/following/league/');
});

test('an access code redeemed during sign-up unlocks its event', async ({ page, request }) => {
  const code = await mintAccessCode(request, 'ppv-ev-0141');
  await signUpToSubscriptionStep(page, 'onboard-code');
  await page.getByRole('link', { name: 'I have an access code' }).click();
  await page.getByRole('textbox', { name: 'Access code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem code' }).click();
  await expect(page.getByText('Your code was redeemed. Enjoy watching!')).toBeVisible();
  await page.getByRole('link', { name: 'Watch the event' }).click();
  await expect(page).toHaveURL('/events/ev-0141/');
  await expect(watchPlayer(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: "You can't watch this yet" })).toHaveCount(0);
});
