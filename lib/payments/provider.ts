/**
 * The payment provider seam (SPEC §7 'card payment SDK'): one small interface that turns a card
 * into a single-use token, and may draw its own card fields (hosted fields). The tenant names its
 * provider; each provider is one file, loaded only on a page that sells. The card number goes to the
 * provider and nowhere else: not to the portal's server, the session store, logs or error reports.
 */
import type { PublicTenant } from '@/lib/tenant/schema';

/** What the portal's own card form collects (providers without hosted fields). */
export interface CardDetails {
  /** Digits only. */
  number: string;
  /** 'MM/YY'. */
  exp: string;
  cvc: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The provider's card fields, mounted into an element of the checkout. */
export interface HostedFields {
  /** Tokenizes what the viewer typed into the provider's fields. */
  tokenize: () => Promise<CardToken>;
  unmount: () => void;
}

export interface PaymentProvider {
  readonly id: PublicTenant['payment_provider'];
  /** Providers whose fields live in their own frames mount them; the portal's card form is then not shown. */
  mountFields?: (element: HTMLElement, options: { locale: string }) => Promise<HostedFields>;
  /** Tokenizes a card from the portal's own form (providers without hosted fields). */
  tokenize?: (card: CardDetails) => Promise<CardToken>;
}

/** A card that could not be tokenized, with a code the checkout translates (errors.{code}). */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: 'card_invalid' | 'card_provider_unavailable',
  ) {
    super(message);
    this.name = 'CardError';
  }
}

type ProviderTenant = Pick<PublicTenant, 'payment_provider' | 'payment_public_key' | 'payment_tokenizer_base' | 'api_base'>;

/** The tenant's provider, or null when none can take new cards here (stored cards and codes still work). */
export async function loadPaymentProvider(tenant: ProviderTenant): Promise<PaymentProvider | null> {
  if (tenant.payment_provider === 'stripe') {
    if (!tenant.payment_public_key) return null;
    const { createStripeProvider } = await import('./stripe');
    return createStripeProvider({ publicKey: tenant.payment_public_key });
  }
  const base = tenant.payment_tokenizer_base ?? (/^https?:\/\//.test(tenant.api_base) ? tenant.api_base : null);
  if (!base) return null;
  const { createReferenceProvider } = await import('./reference');
  return createReferenceProvider({ base });
}
