/** Products, contracts, payments, stored cards, card tokens, access codes and purchases' idempotency keys. */
import { sql } from 'kysely';
import { engineOf, lockUser, type Db } from '../db';
import type { CardsTable, ContractsTable, IdempotencyKeysTable, PaymentsTable, ProductsTable } from '../db/schema';

/** A payment with the title of the product it paid for. */
export type PaymentWithTitle = PaymentsTable & { title: string };

export interface ContractWithProduct {
  contract: ContractsTable;
  product: ProductsTable;
  lastPayment: PaymentsTable | null;
}

/** Active: paid (not processing), started and not yet ended. A cancelled contract runs to its end. */
export const isContractActive = (c: ContractsTable, now: number) => c.purchase_processing === 0 && c.start_at <= now && (c.end_at === null || c.end_at > now);

export function createCommerceRepo(db: Db) {
  const engine = engineOf(db);
  // Insert order: SQLite's rowid; PostgreSQL's numbered column (migration 0005).
  const paymentsInsertOrder = engine === 'postgres' ? sql`payments.seq` : sql`payments.rowid`;

  async function withProducts(contracts: ContractsTable[]): Promise<ContractWithProduct[]> {
    if (contracts.length === 0) return [];
    const ids = contracts.map((c) => c.id);
    const [products, payments] = await Promise.all([
      db
        .selectFrom('products')
        .selectAll()
        .where('id', 'in', [...new Set(contracts.map((c) => c.product_id))])
        .execute(),
      db.selectFrom('payments').selectAll().where('contract_id', 'in', ids).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    return contracts.flatMap((contract) => {
      const product = byId.get(contract.product_id);
      if (!product) return [];
      return [{ contract, product, lastPayment: payments.find((p) => p.contract_id === contract.id) ?? null }];
    });
  }

  return {
    products: (types: ProductsTable['type'][]) => db.selectFrom('products').selectAll().where('type', 'in', types).orderBy('sort_order').execute(),
    product: (id: string) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
    ppvProductsFor: (eventId: string) => db.selectFrom('products').selectAll().where('type', '=', 'PPV').where('event_id', '=', eventId).execute(),

    async contracts(userId: string): Promise<ContractWithProduct[]> {
      const rows = await db.selectFrom('contracts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
      return withProducts(rows);
    },
    async contract(id: string): Promise<ContractWithProduct | undefined> {
      const row = await db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await withProducts([row]))[0] : undefined;
    },
    createContract: (row: ContractsTable) => db.insertInto('contracts').values(row).execute(),
    updateContract: (id: string, values: Partial<Pick<ContractsTable, 'is_canceled' | 'auto_renew' | 'purchase_processing' | 'end_at'>>) =>
      db.updateTable('contracts').set(values).where('id', '=', id).execute(),

    createPayment: (row: PaymentsTable) => db.insertInto('payments').values(row).execute(),
    setPaymentStatus: (id: string, status: PaymentsTable['status']) => db.updateTable('payments').set({ status }).where('id', '=', id).execute(),
    /** PROCESSING → APPROVED in one statement: true for the one caller that made the change. */
    async approveProcessing(id: string): Promise<boolean> {
      const result = await db.updateTable('payments').set({ status: 'APPROVED' }).where('id', '=', id).where('status', '=', 'PROCESSING').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Payments still PROCESSING that were made before `before`, with what their settlement announces. */
    processingPayments: (before: number) =>
      db
        .selectFrom('payments')
        .innerJoin('contracts', 'contracts.id', 'payments.contract_id')
        .innerJoin('products', 'products.id', 'contracts.product_id')
        .select([
          'payments.id as paymentId',
          'payments.contract_id as contractId',
          'payments.user_id as userId',
          'products.id as productId',
          'products.event_id as eventId',
        ])
        .where('payments.status', '=', 'PROCESSING')
        .where('payments.created_at', '<', before)
        .execute(),
    /** The user's latest payments, newest first (equal times: the later insert first). */
    payments: (userId: string, limit: number): Promise<PaymentWithTitle[]> =>
      db
        .selectFrom('payments')
        .innerJoin('contracts', 'contracts.id', 'payments.contract_id')
        .innerJoin('products', 'products.id', 'contracts.product_id')
        .selectAll('payments')
        .select('products.title as title')
        .where('payments.user_id', '=', userId)
        .orderBy('payments.created_at', 'desc')
        .orderBy(paymentsInsertOrder, 'desc')
        .limit(limit)
        .execute(),

    cards: (userId: string) =>
      db.selectFrom('cards').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('created_at', 'desc').execute(),
    async saveCard(row: CardsTable): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockUser(trx, engine, row.user_id);
        await trx.updateTable('cards').set({ is_default: 0 }).where('user_id', '=', row.user_id).execute();
        await trx
          .insertInto('cards')
          .values({ ...row, is_default: 1 })
          .execute();
      });
    },

    cardToken: (token: string) => db.selectFrom('card_tokens').selectAll().where('token', '=', token).executeTakeFirst(),
    createCardToken: (row: { token: string; number: string; exp_month: number; exp_year: number; created_at: number }) =>
      db.insertInto('card_tokens').values(row).execute(),

    accessCode: (code: string) => db.selectFrom('access_codes').selectAll().where('code', '=', code).executeTakeFirst(),
    createAccessCode: (code: string, productId: string) =>
      db.insertInto('access_codes').values({ code, product_id: productId, redeemed_by: null, redeemed_at: null }).execute(),
    /** Marks the code used unless someone else did first; false when it was already redeemed. */
    async claimAccessCode(code: string, userId: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('access_codes')
        .set({ redeemed_by: userId, redeemed_at: now })
        .where('code', '=', code)
        .where('redeemed_by', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The outcome kept for a user's idempotency key, unless it is older than `since`. */
    idempotencyKey: (userId: string, key: string, since: number) =>
      db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).where('created_at', '>=', since).executeTakeFirst(),
    /** Keeps an outcome; first drops every key older than `pruneBefore` (indexed, so cheap). */
    async saveIdempotencyKey(row: IdempotencyKeysTable, pruneBefore: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('idempotency_keys').where('created_at', '<', pruneBefore).execute();
        await trx
          .insertInto('idempotency_keys')
          .values(row)
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .execute();
      });
    },
  };
}
