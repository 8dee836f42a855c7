/** The configuration, the clock, the proxy trust and the counters, available to every plugin and route. */
import type { ProxyTrust } from '../../domain/proxies';
import type { ServerConfig } from '../../env';
import { globalPlugin } from '../global';

export interface EnvPluginOptions extends Record<string, unknown> {
  config: ServerConfig;
  clock: () => number;
  trustsProxy: ProxyTrust;
}

export default globalPlugin<EnvPluginOptions>('env', async (app, { config, clock, trustsProxy }) => {
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('trustsProxy', trustsProxy);
  app.decorate('counters', {
    logins: 0,
    registrations: 0,
    socialExchanges: 0,
    refreshExchanges: 0,
    refreshRefusals: 0,
    purchases: 0,
    paymentsSettled: 0,
    schedulerTicks: 0,
    remindersInPage: 0,
    remindersPushed: 0,
  });
});
