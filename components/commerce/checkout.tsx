'use client';
/**
 * The checkout (SPEC §2 subscription/buy, ppv/{id}, the onboarding's buy step; SPEC §7 commerce):
 * pay for one offer with a stored card (subscribe_by_stored_cc) or a new card that the tenant's
 * payment provider tokenizes first (subscription_checkout with card.token). One idempotency key per
 * checkout, so a double click or a retry after a network error never charges twice. An offer the
 * viewer already holds, or that is not sold in their region, is said so instead of a form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError, SubmitButton } from '@/components/auth/form-field';
import { useErrorMessage } from '@/components/auth/use-session-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { purchase, type PaymentMethod } from '@/lib/api/commerce';
import { isApiError, isUnavailable } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { usePathname, useRouter } from '@/lib/i18n/navigation-hooks';
import type { Product } from '@/lib/models/commerce';
import { CardError, type CardToken } from '@/lib/payments/provider';
import { commerceQueries } from '@/lib/queries/commerce';
import { useSessionStore } from '@/stores/session-store';
import { useQuery } from '@/lib/queries/hooks';
import { CardFields } from './card-fields';
import { checkoutSchema, NEW_CARD, toCardDetails, type CheckoutValues } from './card-schema';
import { defaultReturnTo, FAILURE_CODES, failurePath, outcomePath, returnToFrom } from './checkout-flow';
import { brandName, priceLabel } from './offer-summary';
import { useAfterPurchase, useCommerceUser } from './use-commerce';
import { usePaymentProvider } from './use-payment-provider';

/** A key for one checkout: letters and digits the platform accepts (8–100). */
const newCheckoutKey = () => `co_${crypto.randomUUID().replace(/-/g, '')}`;

interface CheckoutProps {
  product: Product;
  /** Where success leads; by default the checkout's ?returnTo=, else the ticket's event or the subscriptions. */
  returnTo?: string;
}

export function Checkout({ product: initial, returnTo }: CheckoutProps) {
  const t = useTranslations('commerce');
  const locale = useLocale();
  const { ctx, status, userId, signedIn } = useCommerceUser();
  // The server rendered the offer without the viewer's region: ask again from the browser.
  const offer = useQuery({ ...commerceQueries.product(ctx, initial.id), initialData: initial, initialDataUpdatedAt: 0 });
  const product = offer.data;
  const contracts = useQuery({ ...commerceQueries.contracts(ctx, userId ?? ''), enabled: signedIn });
  const held = contracts.data?.find((c) => c.productId === product.id && (c.isActive || c.purchaseProcessing));
  // Bought here: the contracts refreshed after the purchase hold it now, but the viewer is on the way
  // to the outcome's page, not to be told they already have it.
  const [paid, setPaid] = useState(false);

  if (status === 'unknown' || (signedIn && contracts.isPending)) {
    return (
      <div role="status" aria-busy="true" aria-label={t('checkout.loading')} className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }
  if (!product.isEventAvailableInUserRegion) {
    return (
      <p role="status" className="bg-surface-sunken rounded-md px-4 py-3 text-sm">
        {t('checkout.notInRegion')}
      </p>
    );
  }
  if (held && !paid) {
    const path =
      held.model === 'ppv' && held.eventId ? `/events/${encodeURIComponent(held.eventId)}/` : `/account/subscription/${encodeURIComponent(held.id)}/`;
    return (
      <div role="status" className="bg-surface-sunken space-y-2 rounded-md px-4 py-3 text-sm">
        <p>{held.purchaseProcessing ? t('checkout.alreadyProcessing') : t('checkout.alreadyHeld')}</p>
        <Link href={path} className="font-medium underline underline-offset-4 hover:no-underline">
          {held.model === 'ppv' ? t('checkout.watch') : t('checkout.viewSubscription')}
        </Link>
      </div>
    );
  }
  return <CheckoutForm product={product} returnTo={returnTo} price={priceLabel(t, locale, product)} onPaid={() => setPaid(true)} />;
}

function CheckoutForm({ product, returnTo, price, onPaid }: { product: Product; returnTo?: string; price: string | null; onPaid: () => void }) {
  const t = useTranslations('commerce');
  const tv = useTranslations('commerce.validation');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const describe = useErrorMessage();
  const afterPurchase = useAfterPurchase();
  const { ctx, userId, signedIn } = useCommerceUser();
  const cards = useQuery({ ...commerceQueries.cards(ctx, userId ?? ''), enabled: signedIn });
  const provider = usePaymentProvider();
  const ownCardForm = provider.status === 'ready' && provider.provider.tokenize !== undefined;
  const hostedFields = useRef<{ tokenize: () => Promise<CardToken> } | null>(null);
  const [idempotencyKey] = useState(newCheckoutKey);
  // The token of a try that may have gone through (no answer, or a gateway's 502/503/504: the
  // platform may have charged): the retry sends the same request under the same key, so the platform
  // can answer it with the first purchase. A new token under that key would be refused as its reuse.
  const pendingToken = useRef<CardToken | null>(null);
  const inFlight = useRef(false);
  // The button's pending state follows the purchase, not the form's submit: a second submit that
  // returns at once (one already under way) ends react-hook-form's isSubmitting meanwhile.
  const [paying, setPaying] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema(ownCardForm)),
    defaultValues: { method: NEW_CARD, number: '', exp: '', cvc: '', save: true },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const cardFields = useWatch({ control: form.control, name: ['number', 'exp', 'cvc'] }).join('|');
  useEffect(() => {
    pendingToken.current = null;
  }, [cardFields, method]);

  // The default stored card is preselected once the cards are known (unless the viewer already chose).
  const storedCards = cards.data ?? [];
  const preferred = storedCards.find((c) => c.isDefault) ?? storedCards[0];
  useEffect(() => {
    if (preferred && !form.getFieldState('method').isDirty) form.setValue('method', preferred.id);
  }, [preferred, form]);

  const pay = async (values: CheckoutValues) => {
    // A second click while the first is under way does nothing (the key would also make it harmless).
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setFormError(null);
    const retry = `${pathname}${window.location.search}`;
    const destination = returnTo ?? returnToFrom(window.location.search, defaultReturnTo(product));
    try {
      let payment: PaymentMethod;
      if (values.method === NEW_CARD) {
        const card = pendingToken.current ?? (await tokenizeNewCard(values));
        pendingToken.current = card;
        useSessionStore.getState().setCheckoutCard({ brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }, card.token);
        payment = { kind: 'token', token: card.token, save: values.save };
      } else {
        payment = { kind: 'stored', cardId: values.method };
      }
      const outcome = await purchase(ctx.api, product.id, payment, idempotencyKey);
      onPaid();
      await afterPurchase(outcome);
      router.push(outcomePath(outcome, destination, retry));
    } catch (error) {
      inFlight.current = false;
      setPaying(false);
      if (!isUnavailable(error)) pendingToken.current = null;
      if (error instanceof CardError) return setFormError(t(`cardError.${error.code}`));
      if (isApiError(error) && FAILURE_CODES.has(error.code)) {
        await afterPurchase({ eventId: null, status: 'DECLINED' });
        return router.push(failurePath(error.code, retry));
      }
      setFormError(describe(error));
    }
  };

  async function tokenizeNewCard(values: CheckoutValues): Promise<CardToken> {
    if (provider.status !== 'ready') throw new CardError('No card provider', 'card_provider_unavailable');
    if (provider.provider.tokenize) return provider.provider.tokenize(toCardDetails(values));
    if (!hostedFields.current) throw new CardError('The card fields are not ready', 'card_provider_unavailable');
    return hostedFields.current.tokenize();
  }

  const { errors, isSubmitting } = form.formState;
  const fieldError = (key: 'number' | 'exp' | 'cvc') => {
    const message = errors[key]?.message;
    return message ? tv(message as Parameters<typeof tv>[0]) : undefined;
  };
  const canTakeNewCards = provider.status !== 'none';

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(pay)(event)}
      noValidate
      className="space-y-5"
      aria-label={t('checkout.formLabel', { title: product.title })}
    >
      <FormError message={formError} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-base font-semibold">{t('checkout.payWith')}</legend>
        {cards.isPending && signedIn ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          storedCards.map((card) => (
            <label key={card.id} className="border-line has-[:checked]:border-brand flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
              <input type="radio" value={card.id} className="h-4 w-4" {...form.register('method')} />
              <span>{t('card.stored', { brand: brandName(card.brand), last4: card.last4 })}</span>
              <span className="text-fg-muted ms-auto">
                {t('card.expires', { month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear).slice(-2) })}
              </span>
            </label>
          ))
        )}
        {canTakeNewCards && (
          <label className="border-line has-[:checked]:border-brand flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
            <input type="radio" value={NEW_CARD} className="h-4 w-4" {...form.register('method')} />
            <span>{t('card.new')}</span>
          </label>
        )}
      </fieldset>

      {method === NEW_CARD &&
        (provider.status === 'loading' ? (
          <Skeleton className="h-32 w-full" />
        ) : provider.status === 'none' ? (
          <p role="status" className="text-fg-muted text-sm">
            {t('card.unavailable')}
          </p>
        ) : (
          <CardFields provider={provider.provider} locale={locale} register={form.register} fieldError={fieldError} hostedFields={hostedFields} />
        ))}

      <p className="text-sm">{price ? t('checkout.total', { price }) : t('checkout.totalUnknown')}</p>
      <SubmitButton
        pending={paying || isSubmitting}
        label={price ? t('checkout.pay', { price }) : t('checkout.payUnknown')}
        pendingLabel={t('checkout.paying')}
      />
      <p className="text-fg-muted text-xs">
        {product.model === 'ppv' ? t('checkout.termsPpv') : product.autoRenew ? t('checkout.termsRenew') : t('checkout.termsOnce')}
      </p>
    </form>
  );
}
