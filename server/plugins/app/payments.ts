/** The test card processor, whose pending settlements end with the app. */
import { createPaymentProcessor } from '../../domain/payments';
import { globalPlugin } from '../global';

export interface PaymentsPluginOptions extends Record<string, unknown> {
  processingMs: number;
}

export default globalPlugin<PaymentsPluginOptions>('payments', async (app, { processingMs }) => {
  const payments = createPaymentProcessor({
    repos: app.repos,
    realtime: app.realtime,
    locks: app.locks,
    clock: app.clock,
    processingMs,
    log: app.log,
    onPurchase: () => {
      app.counters.purchases += 1;
    },
    onSettled: () => {
      app.counters.paymentsSettled += 1;
    },
  });
  app.decorate('payments', payments);
  app.addHook('onClose', async () => payments.close());
});
