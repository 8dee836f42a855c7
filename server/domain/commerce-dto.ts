/** Products, contracts, payments and cards → the commerce shapes of the wire contract. */
import type { CommerceModel, Contract, Payment, Product, StoredCard } from '@/lib/api/contract';
import { parseJson } from '../db';
import type { CardsTable, EventsTable, PaymentsTable, ProductsTable } from '../db/schema';
import type { CatalogueIndex } from '../repositories/catalogue-index';
import { isContractActive, type ContractWithProduct } from '../repositories/commerce';
import { regionAllows } from './entitlements';
import { iso, isoOrNull } from './ids';

export interface CommerceDtoContext {
  index: CatalogueIndex;
  country: string;
  /** PPV products' events, for their region. */
  events: Map<string, EventsTable>;
  now: number;
}

const MODEL: Record<ProductsTable['type'], CommerceModel> = { SVOD: 'svod', CVOD: 'cvod', PPV: 'ppv' };

const money = (cents: number) => Math.round(cents) / 100;

function allowed(p: ProductsTable, ctx: CommerceDtoContext) {
  const ids = parseJson<unknown>(p.identity_ids, []);
  if (!Array.isArray(ids)) return [];
  return ids.flatMap((id) => {
    const identity = typeof id === 'string' ? ctx.index.identities.get(id) : undefined;
    return identity ? [{ id: identity.id, title: identity.title }] : [];
  });
}

/** A PPV ticket is sold and shown as available only where its event may be watched; subscriptions everywhere. */
export function inRegion(p: ProductsTable, ctx: Pick<CommerceDtoContext, 'country' | 'events'>): boolean {
  const event = p.event_id ? ctx.events.get(p.event_id) : undefined;
  return event ? regionAllows(event.region_rule, ctx.country) : true;
}

export function toProduct(p: ProductsTable, ctx: CommerceDtoContext): Product {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    type: p.type,
    commerceModel: MODEL[p.type],
    price: money(p.price_cents),
    currency: p.currency || 'N/A',
    duration: p.duration,
    durationUnits: p.duration_units,
    eventId: p.event_id,
    startDate: isoOrNull(p.offer_start),
    endDate: isoOrNull(p.offer_end),
    autoRenew: p.auto_renew === 1,
    allowedAccessIdentityItems: allowed(p, ctx),
    isEventAvailableInUserRegion: inRegion(p, ctx),
  };
}

/** `title`: the title of the product paid for. */
export function toPayment(p: PaymentsTable, title: string): Payment {
  return {
    id: p.id,
    title,
    amount: money(p.amount_cents),
    currency: p.currency,
    status: p.status,
    action: p.action,
    date: iso(p.created_at),
    cardLast4: p.card_last4,
  };
}

export function toContract({ contract: c, product: p, lastPayment }: ContractWithProduct, ctx: CommerceDtoContext): Contract {
  return {
    id: c.id,
    productId: p.id,
    title: p.title,
    description: p.description,
    type: p.type,
    commerceModel: MODEL[p.type],
    price: money(p.price_cents),
    currency: p.currency || 'N/A',
    eventId: p.event_id,
    startDate: iso(c.start_at),
    endDate: isoOrNull(c.end_at ?? p.offer_end),
    isActive: isContractActive(c, ctx.now),
    isCanceled: c.is_canceled === 1,
    autoRenew: c.auto_renew === 1,
    purchaseProcessing: c.purchase_processing === 1,
    lastPayment: lastPayment ? toPayment(lastPayment, p.title) : null,
    items: allowed(p, ctx),
    duration: p.duration,
    durationUnits: p.duration_units,
    isEventAvailableInUserRegion: inRegion(p, ctx),
    createdAt: iso(c.created_at),
  };
}

export function toStoredCard(c: CardsTable): StoredCard {
  return { id: c.id, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year, isDefault: c.is_default === 1 };
}
