/**
 * Commerce calls of SPEC §7 plus the test card processor's tokens, stored cards, access codes and
 * the payments list. Purchases (checkout, stored card, access code) are refused outside the
 * product's region, run one at a time per user, and honour an idempotency key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes, paymentResultAnswerSchema, type PaymentResult } from '@/lib/api/contract';
import { parseJson } from '../db';
import type { EventsTable, ProductsTable } from '../db/schema';
import { inRegion, toContract, toPayment, toProduct, toStoredCard, type CommerceDtoContext } from '../domain/commerce-dto';
import { coverageOf, eventIdentityIds, isEntitled, regionAllows } from '../domain/entitlements';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../domain/errors';
import { newId, newSecret } from '../domain/ids';
import { cardBrand, luhnValid, type Purchase } from '../domain/payments';
import { createIdempotency, createKeyedLock, requestFingerprint } from '../domain/purchase-guards';
import { requestCountry, viewerOf } from '../domain/viewer';
import { sessionOf } from '../plugins/app/auth';
import { isContractActive } from '../repositories/commerce';
import { contractRoute } from './contract-route';

/** The payments list shows the latest ones only. */
const PAYMENTS_LIMIT = 20;
/** A purchase holds its user's lock at most this long unless renewed; another waits as long for it. */
const PURCHASE_LOCK_MS = 15_000;

type PurchaseAnswer = { content: PaymentResult };

export default async function commerceRoutes(app: FastifyInstance): Promise<void> {
  const { commerce, events, index } = app.repos;

  async function dto(req: FastifyRequest, products: ProductsTable[]): Promise<CommerceDtoContext> {
    const eventIds = products.flatMap((p) => (p.event_id ? [p.event_id] : []));
    return { index, country: requestCountry(app, req), events: await events.byIds(eventIds), now: app.clock() };
  }

  async function product(id: string): Promise<ProductsTable> {
    const p = await commerce.product(id);
    if (!p) throw notFound('Subscription');
    return p;
  }

  /** A ticket for an event the viewer may not watch where they are is not sold (nothing is recorded). */
  async function refuseOutOfRegion(req: FastifyRequest, p: ProductsTable): Promise<void> {
    if (!p.event_id) return;
    const ctx = { country: requestCountry(app, req), events: await events.byIds([p.event_id]) };
    if (!inRegion(p, ctx)) throw forbidden('This is not sold in your region', 'not_available_in_region');
  }

  /**
   * A second purchase of something the user already holds (or is paying for) is refused. Sound
   * only under `oneAtATime`: two concurrent purchases would both pass the check before either records.
   */
  async function refuseDuplicate(userId: string, productId: string): Promise<void> {
    const now = app.clock();
    const held = (await commerce.contracts(userId)).some(
      ({ contract: c }) => c.product_id === productId && (isContractActive(c, now) || c.purchase_processing === 1),
    );
    if (held) throw conflict('You already have this', 'already_entitled');
  }

  async function result(req: FastifyRequest, p: ProductsTable, purchase: Purchase): Promise<PurchaseAnswer> {
    const contract = await commerce.contract(purchase.contract.id);
    if (!contract) throw new Error('contract vanished after purchase');
    const payment = toPayment(purchase.payment, p.title);
    return { content: { status: payment.status, action: payment.action, payment, contract: toContract(contract, await dto(req, [p])) } };
  }

  /**
   * A user's purchases run one after the other, so "already entitled?" and "record" are one step:
   * in this process by a queue per user, across processes (REDIS_URL) under the user's lock.
   */
  const oneAtATime = createKeyedLock();
  async function underUserLock<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const outcome = await app.locks.exclusive(`purchase:${userId}`, task, { ttlMs: PURCHASE_LOCK_MS, waitMs: PURCHASE_LOCK_MS });
    if (!outcome.ran) throw new ApiError(503, 'default_error_message', 'Another purchase of this user is still under way; try again');
    return outcome.value;
  }
  const idempotency = createIdempotency<PurchaseAnswer>({
    find: commerce.idempotencyKey,
    save: commerce.saveIdempotencyKey,
    clock: app.clock,
    parseAnswer: (raw) => paymentResultAnswerSchema.parse(raw),
  });

  /**
   * Runs a purchase for the signed-in user under their lock. With an idempotency key (per user),
   * the same key again answers the first outcome (header Idempotent-Replayed: true) without buying
   * twice; with another call or body, 422 idempotency_key_reused.
   */
  async function purchase<B extends { idempotency_key?: string | undefined }>(
    call: string,
    body: B,
    req: FastifyRequest,
    reply: FastifyReply,
    buy: (userId: string) => Promise<PurchaseAnswer>,
  ): Promise<PurchaseAnswer> {
    const userId = sessionOf(req).userId;
    const once = () => oneAtATime(userId, () => underUserLock(userId, () => buy(userId)));
    const key = body.idempotency_key;
    if (!key) return once();
    return idempotency.run({ userId, key, fingerprint: requestFingerprint(call, body) }, once, () => void reply.header('idempotent-replayed', 'true'));
  }

  contractRoute(app, apiRoutes.subscriptions, async ({ query, req }) => {
    const types: ProductsTable['type'][] = query.type === 'svod' ? ['SVOD'] : query.type === 'cvod' ? ['CVOD'] : ['SVOD', 'CVOD'];
    const rows = await commerce.products(types);
    const ctx = await dto(req, rows);
    return { content: rows.map((p) => toProduct(p, ctx)) };
  });

  contractRoute(app, apiRoutes.subscriptionById, async ({ params, req }) => {
    const p = await product(params.id);
    return { content: toProduct(p, await dto(req, [p])) };
  });

  contractRoute(app, apiRoutes.customerContracts, async ({ query, req }) => {
    const now = app.clock();
    const rows = (await commerce.contracts(sessionOf(req).userId)).filter(
      ({ contract: c }) =>
        (query.active === undefined || isContractActive(c, now) === query.active) && (query.canceled === undefined || (c.is_canceled === 1) === query.canceled),
    );
    const ctx = await dto(
      req,
      rows.map((r) => r.product),
    );
    return { content: rows.map((r) => toContract(r, ctx)) };
  });

  async function ownContract(req: FastifyRequest, id: string) {
    const found = await commerce.contract(id);
    if (!found) throw notFound('Subscription');
    if (found.contract.user_id !== sessionOf(req).userId) throw forbidden('This subscription belongs to another user');
    return found;
  }

  contractRoute(app, apiRoutes.customerContractById, async ({ params, req }) => {
    const found = await ownContract(req, params.id);
    return { content: toContract(found, await dto(req, [found.product])) };
  });

  /** Cancelling stops renewal; the contract stays active until its end date. */
  contractRoute(app, apiRoutes.cancelContract, async ({ body, req }) => {
    const found = await ownContract(req, body.id);
    await commerce.updateContract(found.contract.id, { is_canceled: 1, auto_renew: 0 });
    const updated = { ...found, contract: { ...found.contract, is_canceled: 1, auto_renew: 0 } };
    return { content: toContract(updated, await dto(req, [found.product])) };
  });

  /** A declined card (402) records nothing: no contract, no payment, no saved card. */
  contractRoute(app, apiRoutes.checkout, async ({ body, req, reply }) =>
    purchase('checkout', body, req, reply, async (userId) => {
      const p = await product(body.subscription_id);
      await refuseOutOfRegion(req, p);
      await refuseDuplicate(userId, p.id);
      const token = await commerce.cardToken(body.card.token);
      if (!token) throw badRequest('Unknown card token', 'invalid_card_token');
      const bought = await app.payments.charge(userId, p, token.number);
      if (body.card.save) {
        await commerce.saveCard({
          id: newId('cd'),
          user_id: userId,
          token: token.token,
          brand: cardBrand(token.number),
          last4: token.number.slice(-4),
          exp_month: token.exp_month,
          exp_year: token.exp_year,
          is_default: 1,
          created_at: app.clock(),
        });
      }
      return result(req, p, bought);
    }),
  );

  contractRoute(app, apiRoutes.subscribeByStoredCard, async ({ body, req, reply }) =>
    purchase('subscribeByStoredCard', body, req, reply, async (userId) => {
      const p = await product(body.subscription_id);
      await refuseOutOfRegion(req, p);
      const cards = await commerce.cards(userId);
      const card = body.card_id ? cards.find((c) => c.id === body.card_id) : cards[0];
      if (!card) throw badRequest('No stored card', 'no_stored_card');
      const token = await commerce.cardToken(card.token);
      if (!token) throw badRequest('The stored card can no longer be charged', 'invalid_card_token');
      await refuseDuplicate(userId, p.id);
      return result(req, p, await app.payments.charge(userId, p, token.number));
    }),
  );

  /** The code is claimed only once every check passed, so a refused redemption leaves it unused. */
  contractRoute(app, apiRoutes.redeemAccessCode, async ({ body, req, reply }) =>
    // Codes are case-insensitive: the key's fingerprint sees the code as it is looked up.
    purchase('redeemAccessCode', { ...body, code: body.code.toUpperCase() }, req, reply, async (userId) => {
      const code = await commerce.accessCode(body.code.toUpperCase());
      if (!code) throw badRequest('Unknown access code', 'invalid_access_code');
      const p = await product(code.product_id);
      await refuseOutOfRegion(req, p);
      await refuseDuplicate(userId, p.id);
      if (!(await commerce.claimAccessCode(code.code, userId, app.clock()))) throw conflict('This access code was already used', 'access_code_used');
      return result(req, p, await app.payments.redeem(userId, p));
    }),
  );

  /** The user's latest payments, newest first, each with the title of what it paid for. */
  contractRoute(app, apiRoutes.payments, async ({ req }) => ({
    content: (await commerce.payments(sessionOf(req).userId, PAYMENTS_LIMIT)).map((p) => toPayment(p, p.title)),
  }));

  contractRoute(app, apiRoutes.storedCards, async ({ req }) => ({ content: (await commerce.cards(sessionOf(req).userId)).map(toStoredCard) }));

  contractRoute(app, apiRoutes.cardToken, async ({ body }) => {
    if (!luhnValid(body.number)) throw badRequest('Invalid card number');
    const [month = '01', year = '00'] = body.exp.split('/');
    const expMonth = Number(month);
    const expYear = 2000 + Number(year);
    const now = new Date(app.clock());
    if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)) throw badRequest('The card has expired');
    const token = newSecret('card');
    await commerce.createCardToken({ token, number: body.number, exp_month: expMonth, exp_year: expYear, created_at: app.clock() });
    return { token, brand: cardBrand(body.number), last4: body.number.slice(-4), expMonth, expYear };
  });

  contractRoute(app, apiRoutes.commerceOptions, async ({ query, req }) => {
    const e = await events.byId(query.eventId);
    if (!e) throw notFound('Event');
    const viewer = await viewerOf(app, req);
    const coverage = coverageOf(e);
    const covers = (model: string) => coverage.includes(model);
    const ppv = covers('ppv') ? await commerce.ppvProductsFor(e.id) : [];
    const subs = covers('subscription') ? (await commerce.products(['SVOD', 'CVOD'])).filter((p) => p.type === 'SVOD' || coversEvent(p, e)) : [];
    const ctx = await dto(req, ppv);
    return {
      content: {
        eventId: e.id,
        accessType: e.access_type,
        commerceCoverage: coverage,
        isEventAvailableForUser: isEntitled(e, viewer),
        isEventAvailableInUserRegion: regionAllows(e.region_rule, viewer.country),
        ppv: ppv.map((p) => toProduct(p, ctx)),
        subscriptions: subs.map((p) => toProduct(p, ctx)),
      },
    };
  });
}

/** A CVOD covers the event when one of its identities is the event's league, sub-category or team. */
function coversEvent(p: ProductsTable, e: EventsTable): boolean {
  const ids = parseJson<unknown>(p.identity_ids, []);
  return Array.isArray(ids) && eventIdentityIds(e).some((id) => ids.includes(id));
}
